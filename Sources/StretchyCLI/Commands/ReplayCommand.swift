import Foundation
import StretchyCore
import StretchyReplay
import StretchyStore

/// `stretchy-replay [replay] <session.db> --behaviors <stack> ...`: replay sessions through a stack. The default
/// subcommand.
public struct ReplayCommand: Command {
    /// The `replay` command's spec.
    public static var spec: CommandSpec {
        CommandSpec(
            name: "replay",
            abstract: "Replay recorded sessions through a behaviour stack.",
            discussion: """
                This is the default subcommand: 'stretchy-replay session.db --behaviors fade' runs it. For each \
                session it prints a summary: frames, duration, the range of the header height, the stretch factor \
                and every subview attribute the stack sets, the SHA-256 digest of the frames, and the time taken. \
                The digest is the same on every run, build and machine for the same session, header and stack. \
                With --frames - the frames go to standard output and the summary to standard error. --profile and \
                --save-golden store their results in the session file; everything else only reads it.
                """,
            arguments: [CommonOptions.database],
            options: [
                CommonOptions.behaviors,
                CommonOptions.session("The session to replay; the only one when the database holds one."),
                .flag("--all", help: "Replay every session in the database."),
                CommonOptions.header,
                .option(
                    "--frames", valueName: "file",
                    help: "Write every frame's layout to a file, as CSV or JSON Lines by its extension; '-' writes "
                        + "CSV to standard output."),
                .option(
                    "--format", valueName: "format", help: "The format of the summary.",
                    kind: .choice(["text", "json"]), defaultValue: "text"),
                .flag("--profile", help: "Measure and print the time per frame and per behaviour."),
                .option("--save-golden", valueName: "name", help: "Save the frames as the golden of this name."),
                .option(
                    "--check-golden", valueName: "name",
                    help: "Compare the frames with the golden of this name; exits 1 when they differ."),
                CommonOptions.tolerance,
                CommonOptions.plugin,
                .option(
                    "--jobs", short: "-j", valueName: "n",
                    help: "How many sessions to replay at once with --all (at most 64); one per processor core by "
                        + "default.",
                    kind: .integer),
            ],
            exclusiveGroups: [
                ExclusiveGroup(["--session", "--all"]),
                ExclusiveGroup(["--save-golden", "--check-golden"]),
            ])
    }

    /// Creates the command.
    public init() {}

    /// Replays the sessions and prints their summaries, frames, profile or golden check.
    ///
    /// - Throws: ``ValidationError`` for options that do not go together; store, header, stack, sample and output
    ///   errors with their own exit codes.
    public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let database = arguments.string("<session.db>") ?? ""
        let framesPath = arguments.string("--frames")
        let saveGolden = arguments.string("--save-golden")
        let checkGolden = arguments.string("--check-golden")
        let profile = arguments.flag("--profile")
        let jsonOutput = arguments.string("--format") == "json"
        let jobs = arguments.int("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, not \(jobs).") }
        if framesPath != nil, arguments.flag("--all") {
            throw ValidationError("--frames writes the frames of one session; use --session instead of --all.")
        }
        if saveGolden != nil || checkGolden != nil, framesPath != nil || profile {
            throw ValidationError(
                "--save-golden and --check-golden replay on their own; leave out --frames and --profile.")
        }
        let tolerance = try CommonOptions.tolerance(arguments)
        let header = try HeaderLoader.load(arguments.string("--header"), context: context)
        let stackText = arguments.string("--behaviors") ?? "top-only"
        let registry = try context.registry(loadingPlugins: arguments.strings("--plugin"))
        let engine = ReplayEngine(stack: try registry.makeStack(stack: stackText, configuration: header))
        let writes = profile || saveGolden != nil
        let store = try SessionStore(
            path: context.resolve(database), mode: writes ? .readWrite : .readOnly)
        let sessions = try SessionChoice.names(
            in: store, database: database, session: arguments.string("--session"), all: arguments.flag("--all"))
        let summaryOutput = framesPath == "-" ? context.standardError : context.standardOutput
        var results: [(SessionReplayer.Result, String?)] = []
        var goldensMatch = true
        if let saveGolden {
            for name in sessions {
                let (_, summary) = try engine.saveGolden(
                    named: saveGolden, session: name, stackText: stackText, in: store)
                results.append((.init(session: try store.session(named: name), summary: summary), nil))
            }
        } else if let checkGolden {
            for name in sessions {
                let (report, summary) = try engine.checkGolden(
                    named: checkGolden, session: name, in: store, tolerance: tolerance)
                goldensMatch = goldensMatch && report.matches
                results.append(
                    (.init(session: try store.session(named: name), summary: summary), GoldenFormatter.text(report)))
            }
        } else if let framesPath {
            let format = FrameFormat(path: framesPath)
            let writer =
                framesPath == "-"
                ? FrameWriter(output: context.standardOutput, columns: engine.columns, format: format)
                : try FrameWriter(path: context.resolve(framesPath), columns: engine.columns, format: format)
            let summary = try engine.run(session: sessions[0], in: store, profile: profile) {
                try writer.write($0)
            }
            try writer.finish()
            results.append((.init(session: try store.session(named: sessions[0]), summary: summary), nil))
        } else {
            let replayed = try SessionReplayer.replay(
                database: context.resolve(database), sessions: sessions, engine: engine, jobs: jobs, profile: profile)
            results = replayed.map { ($0, nil) }
        }
        if profile {
            for (result, _) in results {
                try store.saveRun(
                    StoredRun(
                        session: result.session.name, stack: stackText, header: header, summary: result.summary,
                        created: store.timestamp()))
            }
        }
        let label = HeaderLoader.label(arguments.string("--header"))
        let contexts = results.map {
            SummaryFormatter.Context(
                session: $0.0.session, stack: stackText, identifiers: engine.stack.identifiers, header: label)
        }
        if jsonOutput {
            let values = zip(results, contexts).map { SummaryFormatter.json($0.0.summary, context: $1) }
            summaryOutput.write(
                (values.count == 1 && !arguments.flag("--all") ? values[0] : .array(values)).rendered() + "\n")
        } else {
            for ((result, golden), context) in zip(results, contexts) {
                summaryOutput.write(SummaryFormatter.text(result.summary, context: context) + (golden ?? ""))
            }
        }
        if saveGolden != nil {
            summaryOutput.write("Saved golden '\(saveGolden!)' for \(sessions.count) session(s) in \(database).\n")
        }
        return goldensMatch ? .success : .failure
    }
}
