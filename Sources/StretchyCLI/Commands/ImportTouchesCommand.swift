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
        "--scale", valueName: "pixels-per-point", help: "Device pixels per point of the trace.", range: .positive,
        default: 1)
    static let rate: OptionSpec<String> = .numberText(
        "--rate", valueName: "hz", help: "The display frame rate the scroll is sampled at, in frames per second.",
        range: CommonOptions.rateRange, default: "60")
    static let inset: OptionSpec<String?> = .numberText(
        "--inset", valueName: "points",
        help: "The adjusted content inset top of the session (280, the default header's maximum height, when left "
            + "out).", range: CommonOptions.insetRange)
    static let viewport: OptionSpec<String?> = .option(
        "--viewport", valueName: "w>x<h", help: "The viewport's width and height in points (390x844 when left out).")
    static let content: OptionSpec<String?> = .numberText(
        "--content", valueName: "points", help: "The content height in points (3000 when left out).",
        range: CommonOptions.contentRange)
    static let maximumGap: OptionSpec<Double> = .number(
        "--max-gap", valueName: "seconds",
        help: "The most idle seconds kept between a motion coming to rest and the next stroke; longer pauses are cut.",
        range: .nonNegative, default: 10)

    static let spec = CommandSpec(
        name: "import-touches",
        abstract: "Turn a recorded finger trace into a scroll session: drag, release velocity, then deceleration.",
        discussion: """
            The trace is a CSV file whose header names its columns, in any order: 'stroke' (an id per finger \
            stroke), 'event' ('down', 'move' or 'up'), the time as 't_ms' (milliseconds) or 't_ns' (nanoseconds), \
            and 'x' and 'y' (device pixels; --scale converts them to points). Other columns are ignored. Each \
            stroke's rows are consecutive: one 'down', any number of 'move' rows, one 'up', with times that never \
            decrease. For example: 'stroke,event,t_ms,x,y', then '1,down,0,10,500' and '1,up,16,10,480'.
            """,
        arguments: [trace],
        options: [CommonOptions.into, name, scale, rate, inset, viewport, content, maximumGap])

    var trace: String
    var database: String
    var name: String?
    var scale: Double
    var rate: String
    var inset: String?
    var viewport: String?
    var content: String?
    var maximumGap: Double

    init(_ arguments: ParsedArguments) {
        trace = arguments[Self.trace]
        database = arguments[CommonOptions.into]
        name = arguments[Self.name]
        scale = arguments[Self.scale]
        rate = arguments[Self.rate]
        inset = arguments[Self.inset]
        viewport = arguments[Self.viewport]
        content = arguments[Self.content]
        maximumGap = arguments[Self.maximumGap]
    }

    /// Converts the finger trace into a scroll session, prints each stroke's release velocity, and stores the session
    /// with those velocities in its notes.
    ///
    /// - Throws: ``TouchTraceError`` naming the file and line; ``SynthScriptError`` for a rate a gesture script
    ///   would refuse; ``StoreError`` for the database.
    func run(context: CommandContext) throws -> ExitCode {
        let clock = try CommonOptions.scriptSetting(Self.rate.name) {
            try SynthScript.clock(parsingRate: rate, source: Self.rate.name)
        }
        try InputFile.check(trace, expected: "a touch trace CSV file", context: context)
        var touches = try TouchTrace(contentsOfFile: context.resolve(trace))
        touches.file = trace
        var options = TouchConversionOptions()
        options.scale = scale
        options.clock = clock
        options.geometry = try geometry()
        options.maximumGap = maximumGap
        let converted = try TouchSession(trace: touches, options: options)
        for release in converted.releases {
            context.standardOutput.writeLine(Self.line(release))
        }
        let name = self.name ?? FilePath.stem(trace)
        let session = try SessionStore.addingSessions(to: context.resolve(database)) { store in
            try store.insertSession(
                SessionMetadata(
                    name: name, source: .touchTrace, refreshRate: clock.hz,
                    viewportWidth: options.geometry.viewportWidth, viewportHeight: options.geometry.viewportHeight,
                    notes: Self.notes(converted, file: trace.split(separator: "/").last.map(String.init) ?? trace)),
                samples: converted.samples, touches: converted.touches)
        }
        context.standardOutput.writeLine(
            "Converted \(HumanUnits.count(converted.releases.count, "stroke")) into "
                + "\(HumanUnits.count(session.sampleCount, "sample")), \(HumanUnits.seconds(session.duration)) of "
                + "scrolling, as session '\(name)' in \(database).")
        return .success
    }

    /// A stroke's release for people, numbers to 4 significant digits; the session's notes keep them exact.
    static func line(_ release: StrokeRelease) -> String {
        let number = SummaryFormatter.readable
        return "stroke \(release.stroke): release velocity x \(number(release.velocity.x)), "
            + "y \(number(release.velocity.y)) per second (trace units); content "
            + "\(number(release.offsetVelocity)) pt/s at offset \(number(release.offset)), \(release.outcome.rawValue)"
    }

    /// The geometry the options give, read by the gesture-script parser so that `--inset`, `--viewport` and
    /// `--content` accept and refuse what a script's `inset`, `viewport` and `content` do.
    private func geometry() throws -> ScrollGeometry {
        let settings = [(Self.inset, inset), (Self.viewport, viewport), (Self.content, content)]
            .compactMap { option, value in value.map { (option.name, "\(option.name.dropFirst(2)) \($0)\n") } }
        for (option, setting) in settings {
            _ = try CommonOptions.scriptSetting(option) { try SynthScript(parsing: setting, source: option) }
        }
        return try SynthScript(parsing: settings.map(\.1).joined(), source: "options").geometry
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
