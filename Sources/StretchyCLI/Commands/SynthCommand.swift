import Foundation
import StretchyReplay
import StretchyStore
import StretchySynth
import _StretchySystem

/// `stretchy-replay synth --into <session.db> --script <text>`: a session synthesized from a gesture script.
public struct SynthCommand: Command {
    /// The `synth` command's spec.
    public static var spec: CommandSpec {
        CommandSpec(
            name: "synth",
            abstract: "Synthesize a session from a gesture script, with UIScrollView's deceleration and bounce.",
            options: [
                CommonOptions.into,
                CommonOptions.name("The session's name; the preset's, or 'synth' and a number, when left out."),
                .option("--script", valueName: "text", help: "The gesture script."),
                .option("--script-file", valueName: "file", help: "A file holding the gesture script."),
                .option(
                    "--preset", valueName: "name",
                    help: "A named script: the gestures of the shipped sessions (docs/synth.md lists them).",
                    kind: .choice(SynthPreset.allCases.map(\.rawValue))),
                .option(
                    "--rate", valueName: "hz",
                    help: "The display frame rate, overriding the script's 'rate' (60 when neither says).",
                    kind: .number),
                .option(
                    "--viewport", valueName: "w>x<h",
                    help: "The viewport's width and height in points, overriding the script's 'viewport' (390x844 "
                        + "when neither says)."),
            ],
            exclusiveGroups: [ExclusiveGroup(["--script", "--script-file", "--preset"], isRequired: true)])
    }

    /// Creates the command.
    public init() {}

    /// Synthesizes the session from the script and stores it, in one transaction.
    ///
    /// - Throws: ``SynthScriptError`` pointing at the token; ``StoreError`` for the database.
    public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let database = arguments.string("--into") ?? ""
        let (text, source): (String, String)
        if let path = arguments.string("--script-file") {
            guard let contents = try? String(contentsOfFile: context.resolve(path), encoding: .utf8) else {
                throw CLIError.unreadableFile(path: path, reason: "no such file, or not UTF-8 text")
            }
            (text, source) = (contents, path)
        } else if let preset = arguments.string("--preset").flatMap(SynthPreset.init(rawValue:)) {
            (text, source) = (preset.script, preset.rawValue)
        } else {
            (text, source) = (arguments.string("--script") ?? "", "script")
        }
        var script = try SynthScript(parsing: text, source: source)
        // --rate and --viewport are read by the script parser too, so they accept and refuse what the script does.
        let rate = arguments.string("--rate").map { "rate \($0)\n" } ?? ""
        let viewport = arguments.string("--viewport").map { "viewport \($0)\n" } ?? ""
        let overrides = try SynthScript(parsing: rate + viewport, source: "options")
        if !rate.isEmpty { script.clock = overrides.clock }
        if !viewport.isEmpty {
            script.geometry.viewportWidth = overrides.geometry.viewportWidth
            script.geometry.viewportHeight = overrides.geometry.viewportHeight
        }
        let session = try NewSessionFile.adding(to: context.resolve(database)) { store in
            let name = try arguments.string("--name") ?? arguments.string("--preset") ?? Self.freeName(in: store)
            let metadata = SessionMetadata(
                name: name, source: .synthetic, refreshRate: script.clock.hz,
                viewportWidth: script.geometry.viewportWidth, viewportHeight: script.geometry.viewportHeight,
                notes: JSONValue.object([("script", .string(text))]).rendered())
            return try store.insertSession(metadata, samples: script.samples())
        }
        context.standardOutput.writeLine(
            "Synthesized \(session.sampleCount) samples (\(SummaryFormatter.readable(session.duration)) s at "
                + "\(script.clock)) as session '\(session.name)' in \(database).")
        return .success
    }

    private static func freeName(in store: SessionStore) throws -> String {
        let taken = Set(try store.sessions().map(\.name))
        return (1...).lazy.map { "synth\($0)" }.first { !taken.contains($0) }!
    }
}
