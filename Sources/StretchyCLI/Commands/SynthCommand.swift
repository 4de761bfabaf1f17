import Foundation
import StretchyStore
import StretchySynth
import _StretchySystem

/// `stretchy-replay synth --into <session.db> --script <text>`: a session synthesized from a gesture script.
struct SynthCommand: Command {
    static let name = CommonOptions.name(
        "The session's name; the preset's, or 'synth' and a number, when left out.")
    static let script: OptionSpec<String?> = .option("--script", valueName: "text", help: "The gesture script.")
    static let scriptFile: OptionSpec<String?> = .option(
        "--script-file", valueName: "file", help: "A file holding the gesture script.")
    static let preset: OptionSpec<SynthPreset?> = .choice(
        "--preset", valueName: "name",
        help: "A named script: the gestures of the shipped sessions (docs/synth.md lists them).")
    static let rate: OptionSpec<String?> = .numberText(
        "--rate", valueName: "hz",
        help: "The display frame rate, overriding the script's 'rate' (60 when neither says).",
        range: CommonOptions.rateRange)
    static let viewport: OptionSpec<String?> = .option(
        "--viewport", valueName: "w>x<h",
        help: "The viewport's width and height in points, overriding the script's 'viewport' (390x844 "
            + "when neither says).")

    static let spec = CommandSpec(
        name: "synth",
        abstract: "Synthesize a session from a gesture script, with UIScrollView's deceleration and bounce.",
        options: [CommonOptions.into, name, script, scriptFile, preset, rate, viewport, CommonOptions.quiet],
        exclusiveGroups: [ExclusiveGroup([script, scriptFile, preset], isRequired: true)])

    var database: String
    var name: String?
    var script: String?
    var scriptFile: String?
    var preset: SynthPreset?
    var rate: String?
    var viewport: String?
    var quiet: Bool

    init(_ arguments: ParsedArguments) {
        database = arguments[CommonOptions.into]
        name = arguments[Self.name]
        script = arguments[Self.script]
        scriptFile = arguments[Self.scriptFile]
        preset = arguments[Self.preset]
        rate = arguments[Self.rate]
        viewport = arguments[Self.viewport]
        quiet = arguments[CommonOptions.quiet]
    }

    /// Synthesizes the session from the script and stores it, in one transaction.
    ///
    /// - Throws: ``SynthScriptError`` pointing at the token; ``StoreError`` for the database.
    func run(context: CommandContext) throws -> ExitCode {
        let (text, source): (String, String)
        if let scriptFile {
            let contents = try InputFile.text(scriptFile, expected: "a gesture script file", context: context)
            (text, source) = (contents, scriptFile)
        } else if let preset {
            (text, source) = (preset.script, preset.rawValue)
        } else {
            (text, source) = (script ?? "", "script")
        }
        var script = try SynthScript(parsing: text, source: source)
        // --rate and --viewport are read by the script parser too, so they accept and refuse what the script does.
        if let rate {
            script.clock = try CommonOptions.scriptSetting(Self.rate.name) {
                try SynthScript.clock(parsingRate: rate, source: Self.rate.name)
            }
            try script.checkSampleLimit()
        }
        if let viewport {
            let overrides = try CommonOptions.scriptSetting(Self.viewport.name) {
                try SynthScript(parsing: "viewport \(viewport)\n", source: Self.viewport.name)
            }
            script.geometry.viewportWidth = overrides.geometry.viewportWidth
            script.geometry.viewportHeight = overrides.geometry.viewportHeight
        }
        let progress = ProgressLine("synthesizing", total: nil, unit: "sample", context: context, quiet: quiet)
        let session = try SessionStore.addingSessions(to: context.resolve(database)) { store in
            let name = try name ?? preset?.rawValue ?? Self.freeName(in: store)
            let metadata = SessionMetadata(
                name: name, source: .synthetic, refreshRate: script.clock.hz,
                viewportWidth: script.geometry.viewportWidth, viewportHeight: script.geometry.viewportHeight,
                notes: JSONValue.object([("script", .string(text))]).rendered())
            guard progress.isDrawn else { return try store.insertSession(metadata, samples: script.samples()) }
            return try store.insertSession(
                metadata,
                samples: script.samples().lazy.map {
                    progress.advance()
                    return $0
                })
        }
        progress.finish()
        context.standardOutput.writeLine(
            "Synthesized \(HumanUnits.count(session.sampleCount, "sample")), "
                + "\(HumanUnits.seconds(session.duration)) of scrolling at \(script.clock), as session '\(session.name)' in \(database)."
        )
        return .success
    }

    private static func freeName(in store: SessionStore) throws -> String {
        let taken = Set(try store.sessions().map(\.name))
        return (1...).lazy.map { "synth\($0)" }.first { !taken.contains($0) }!
    }
}
