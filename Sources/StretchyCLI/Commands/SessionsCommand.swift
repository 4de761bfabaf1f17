import StretchyReplay
import StretchyStore
import StretchySynth
import _StretchySystem

/// `stretchy-replay sessions <session.db>`: the sessions of a database.
struct SessionsCommand: Command {
    static let format = CommonOptions.format()

    static let spec = CommandSpec(
        name: "sessions",
        abstract: "List the sessions in a database.",
        arguments: [CommonOptions.database],
        options: [format])

    var database: String
    var format: OutputFormat

    init(_ arguments: ParsedArguments) {
        database = arguments[CommonOptions.database]
        format = arguments[Self.format]
    }

    /// Prints the sessions: name, source, samples, duration, refresh rate, finished or not.
    ///
    /// - Throws: ``StoreError`` for a file it cannot open.
    func run(context: CommandContext) throws -> ExitCode {
        Listing.write(
            try context.openStore(database).sessions().sorted { NaturalOrder.precedes($0.name, $1.name) },
            format: format, empty: "\(database) holds no sessions.",
            heading: ["name", "source", "samples", "duration", "rate", "finished"],
            json: { session in
                .object([
                    ("name", .string(session.name)), ("source", .string(session.metadata.source.rawValue)),
                    ("samples", .number(Double(session.sampleCount))), ("duration", .number(session.duration)),
                    ("refresh_rate", session.metadata.refreshRate.map(JSONValue.number) ?? .null),
                    ("finished", .bool(session.isFinished)), ("created", .string(session.created)),
                ])
            },
            row: { session in
                [
                    session.name, session.metadata.source.rawValue, HumanUnits.grouped(session.sampleCount),
                    HumanUnits.seconds(session.duration),
                    Self.rate(of: session),
                    session.isFinished ? "yes" : "no",
                ]
            }, to: context.standardOutput)
        return .success
    }

    /// The rate column: the refresh rate, or, for a variable-rate synthetic session, the pattern of frame intervals
    /// its script gives (`variable 8.333,16.667 ms`); `-` when neither is known.
    static func rate(of session: SessionInfo) -> String {
        if let hz = session.metadata.refreshRate { return SummaryFormatter.readable(hz) + " Hz" }
        guard session.metadata.source == .synthetic,
            let notes = try? JSONParser.parse(Array(session.metadata.notes.utf8)),
            case .string(let text)? = notes["script"], let script = try? SynthScript(parsing: text)
        else { return "-" }
        return script.clock.description
    }
}
