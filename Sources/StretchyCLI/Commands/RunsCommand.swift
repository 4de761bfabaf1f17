import StretchyReplay
import StretchyStore
import _StretchySystem

/// `stretchy-replay runs <session.db>`: the recorded runs of a database.
struct RunsCommand: Command {
    static let session = CommonOptions.session("Only the runs of this session.")
    static let format = CommonOptions.format()

    static let spec = CommandSpec(
        name: "runs",
        abstract: "List the profiled runs stored in a database: stack, frames, latency, digest and version.",
        arguments: [CommonOptions.database],
        options: [session, format])

    var database: String
    var session: String?
    var format: OutputFormat

    init(_ arguments: ParsedArguments) {
        database = arguments[CommonOptions.database]
        session = arguments[Self.session]
        format = arguments[Self.format]
    }

    /// Prints the stored runs, oldest first: when, session, stack, frames, digest, latency and tool version.
    ///
    /// - Throws: ``StoreError`` for a missing file or session.
    func run(context: CommandContext) throws -> ExitCode {
        let runs = try context.openStore(database).runs(session: session)
        if format == .json {
            let values = runs.map { run -> JSONValue in
                .object([
                    ("id", .number(Double(run.id))), ("session", .string(run.session)), ("stack", .string(run.stack)),
                    ("frames", .number(Double(run.frames))), ("digest", .string(run.digest)),
                    ("wall_ns", .number(Double(run.wallNanoseconds))),
                    (
                        "latency_ns",
                        run.latency.map {
                            .object([
                                ("p50", .number(Double($0.p50))), ("p90", .number(Double($0.p90))),
                                ("p99", .number(Double($0.p99))), ("max", .number(Double($0.maximum))),
                            ])
                        } ?? .null
                    ),
                    ("tool_version", .string(run.toolVersion)), ("created", .string(run.created)),
                ])
            }
            context.standardOutput.write(JSONValue.array(values).rendered() + "\n")
            return .success
        }
        guard !runs.isEmpty else {
            context.standardOutput.writeLine(
                "No runs stored in \(database); 'stretchy-replay \(database) --profile' stores one.")
            return .success
        }
        let rows =
            [["id", "created", "session", "stack", "frames", "p50", "p99", "digest", "version"]]
            + runs.map { run in
                [
                    String(run.id), run.created, run.session, run.stack, String(run.frames),
                    run.latency.map { SummaryFormatter.duration(nanoseconds: Double($0.p50)) } ?? "-",
                    run.latency.map { SummaryFormatter.duration(nanoseconds: Double($0.p99)) } ?? "-",
                    String(run.digest.prefix(12)), run.toolVersion,
                ]
            }
        context.standardOutput.write(TableFormatter.render(rows))
        return .success
    }
}
