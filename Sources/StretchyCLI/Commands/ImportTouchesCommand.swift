import StretchyCore
import StretchyReplay
import StretchyStore
import StretchySynth
import _StretchySystem

/// `stretchy-replay import-touches <trace.csv> --into <session.db>`: a finger trace turned into a session.
public struct ImportTouchesCommand: Command {
    /// The `import-touches` command's spec.
    public static var spec: CommandSpec {
        CommandSpec(
            name: "import-touches",
            abstract: "Turn a recorded finger trace into a scroll session: drag, release velocity, then deceleration.",
            arguments: [ArgumentSpec("trace.csv", help: "The touch trace: time and position of each touch event.")],
            options: [
                CommonOptions.into,
                CommonOptions.name("The session's name; the trace's file name when left out."),
                .option(
                    "--scale", valueName: "pixels-per-point", help: "Device pixels per point of the trace.",
                    kind: .number, defaultValue: "1"),
                CommonOptions.rate("The display frame rate the scroll is sampled at, in frames per second."),
            ])
    }

    /// Creates the command.
    public init() {}

    /// Converts the finger trace into a scroll session, prints each stroke's release velocity, and stores the session
    /// with those velocities in its notes.
    ///
    /// - Throws: ``TouchTraceError`` naming the file and line; ``StoreError`` for the database.
    public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let file = arguments.string("<trace.csv>") ?? ""
        let database = arguments.string("--into") ?? ""
        let scale = arguments.double("--scale") ?? 1
        guard scale > 0, scale.isFinite else {
            throw ValidationError("--scale must be a positive number, not \(NumberFormatting.shortest(scale)).")
        }
        // The rate is read by the script parser, so it accepts and refuses what a gesture script's 'rate' does.
        let clock = try SynthScript(parsing: "rate \(arguments.string("--rate") ?? "60")", source: "options").clock
        var trace = try TouchTrace(contentsOfFile: context.resolve(file))
        trace.file = file
        var options = TouchConversionOptions()
        options.scale = scale
        options.clock = clock
        let converted = TouchSession(trace: trace, options: options)
        for release in converted.releases {
            context.standardOutput.writeLine(release.noteLine)
        }
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        let stem = fileName.lastIndex(of: ".").map { String(fileName[..<$0]) } ?? fileName
        let name = arguments.string("--name") ?? stem
        let session = try NewSessionFile.adding(to: context.resolve(database)) { store in
            try store.insertSession(
                SessionMetadata(
                    name: name, source: .touchTrace, refreshRate: clock.hz,
                    viewportWidth: options.geometry.viewportWidth, viewportHeight: options.geometry.viewportHeight,
                    notes: Self.notes(converted, file: fileName)),
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
