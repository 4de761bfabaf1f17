import StretchyCore
import StretchyStore
import StretchySynth
import _StretchySystem

/// `stretchy-replay import-touches <trace.csv> --into <session.db>`: a finger trace turned into a session.
struct ImportTouchesCommand: Command {
    static let trace: ArgumentSpec<String> = .required(
        "trace.csv", help: "The touch trace: time and position of each touch event.")
    static let name = CommonOptions.name("The session's name; the trace's file name when left out.")
    static let scale: OptionSpec<Double> = .number(
        "--scale", valueName: "pixels-per-point", help: "Device pixels per point of the trace.", default: 1)
    static let rate: OptionSpec<String> = .numberText(
        "--rate", valueName: "hz", help: "The display frame rate the scroll is sampled at, in frames per second.",
        default: "60")
    static let maximumGap: OptionSpec<Double> = .number(
        "--max-gap", valueName: "seconds",
        help: "The most idle seconds kept between a motion coming to rest and the next stroke; longer pauses are cut.",
        default: 10)

    static let spec = CommandSpec(
        name: "import-touches",
        abstract: "Turn a recorded finger trace into a scroll session: drag, release velocity, then deceleration.",
        arguments: [trace],
        options: [CommonOptions.into, name, scale, rate, maximumGap])

    var trace: String
    var database: String
    var name: String?
    var scale: Double
    var rate: String
    var maximumGap: Double

    init(_ arguments: ParsedArguments) {
        trace = arguments[Self.trace]
        database = arguments[CommonOptions.into]
        name = arguments[Self.name]
        scale = arguments[Self.scale]
        rate = arguments[Self.rate]
        maximumGap = arguments[Self.maximumGap]
    }

    /// Checks that the scale is a positive number.
    func validate() throws {
        guard scale > 0, scale.isFinite else {
            throw ValidationError("--scale must be a positive number, not \(NumberFormatting.shortest(scale)).")
        }
        guard maximumGap >= 0 else {
            throw ValidationError("--max-gap must not be negative, not \(NumberFormatting.shortest(maximumGap)).")
        }
    }

    /// Converts the finger trace into a scroll session, prints each stroke's release velocity, and stores the session
    /// with those velocities in its notes.
    ///
    /// - Throws: ``TouchTraceError`` naming the file and line; ``SynthScriptError`` for a rate a gesture script
    ///   would refuse; ``StoreError`` for the database.
    func run(context: CommandContext) throws -> ExitCode {
        let clock = try SynthScript.clock(parsingRate: rate, source: "options")
        var touches = try TouchTrace(contentsOfFile: context.resolve(trace))
        touches.file = trace
        var options = TouchConversionOptions()
        options.scale = scale
        options.clock = clock
        options.maximumGap = maximumGap
        let converted = try TouchSession(trace: touches, options: options)
        for release in converted.releases {
            context.standardOutput.writeLine(release.noteLine)
        }
        let name = self.name ?? FilePath.stem(trace)
        let session = try SessionStore.addingSessions(to: context.resolve(database)) { store in
            try store.insertSession(
                SessionMetadata(
                    name: name, source: .touchTrace, refreshRate: clock.hz,
                    viewportWidth: options.geometry.viewportWidth, viewportHeight: options.geometry.viewportHeight,
                    notes: Self.notes(converted, file: trace.split(separator: "/").last.map(String.init) ?? trace)),
                samples: converted.samples)
        }
        context.standardOutput.writeLine(
            "Converted \(converted.releases.count) strokes into \(session.sampleCount) samples "
                + "(\(SummaryFormatter.readable(session.duration)) s) as session '\(name)' in \(database).")
        return .success
    }

    /// The session's notes as JSON: the trace, the options, and every stroke's estimated release velocity.
    static func notes(_ session: TouchSession, file: String) -> String {
        let strokes = session.releases.map { release -> JSONValue in
            .object([
                ("stroke", .string(release.stroke)), ("time", .number(release.time)),
                ("velocity_x", .number(release.velocity.x)), ("velocity_y", .number(release.velocity.y)),
                ("offset", .number(release.offset)), ("offset_velocity", .number(release.offsetVelocity)),
                ("outcome", .string(release.outcome.rawValue)),
            ])
        }
        return JSONValue.object([
            ("touch_trace", .string(file)), ("scale", .number(session.options.scale)),
            ("summary", .string(session.notes)), ("strokes", .array(strokes)),
        ]).rendered()
    }
}
