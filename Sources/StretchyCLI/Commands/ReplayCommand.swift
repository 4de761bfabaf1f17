import Foundation
import StretchyCore
import StretchyReplay
import StretchyStore
import _StretchySystem

/// `stretchy-replay [replay] <session.db> --behaviors <stack> ...`: replay sessions through a stack. The default
/// subcommand.
struct ReplayCommand: Command {
    static let session = CommonOptions.session("The session to replay; the only one when the database holds one.")
    static let databases: ArgumentSpec<[String]> = .oneOrMore(
        "session.db",
        help: "The session database (SQLite). With --all, any number of them, and folders: a folder means every "
            + "file whose name ends in .db in it and its subfolders, sorted by path.")
    static let all: OptionSpec<Bool> = .flag(
        "--all", help: "Replay every session in the database, or in every file and folder given.")
    static let shard: OptionSpec<CorpusShard?> = .shard(
        "--shard",
        help: "Replay only share I of N (0 to N-1) of the sessions, chosen by file base name and session name, "
            + "so N workers cover the files once; with --all.")
    static let frames: OptionSpec<String?> = .option(
        "--frames", valueName: "file",
        help: "Write every frame's layout to a file, as JSON Lines for a .jsonl or .ndjson name, CSV "
            + "otherwise; '-' writes CSV to standard output. Never replaces an input or a database.")
    static let framesColumns: OptionSpec<FrameColumnChoice> = .choice(
        "--frames-columns", valueName: "columns",
        help: "Which subview attributes --frames writes: those the stack sets, or all of them.",
        default: .set)
    static let format = CommonOptions.format(
        "The format of the summary; for several files, a folder or --shard, json writes JSON Lines, one object "
            + "per session and a last one with the totals.")
    static let profile: OptionSpec<Bool> = .flag(
        "--profile",
        help: "Measure and print the time per frame and per behaviour; stored only with --save-run or --runs-into.")
    static let saveRun: OptionSpec<Bool> = .flag(
        "--save-run",
        help: "Keep the profiled run in the session file ('stretchy-replay runs' lists it); with --profile.")
    static let runsInto: OptionSpec<String?> = .option(
        "--runs-into", valueName: "runs.db",
        help: "Keep the profiled run in this database instead (created if it does not exist; the session is copied "
            + "there when it has none of that name), leaving the session file as it is; with --profile.")
    static let trace: OptionSpec<String?> = .option(
        "--trace", valueName: "file.json",
        help: "Profile every frame behaviour by behaviour (as --profile, which it implies) and write the timings as a "
            + "Chrome Trace Event Format file that ui.perfetto.dev and chrome://tracing open; one session.")
    static let saveGolden: OptionSpec<String?> = .option(
        "--save-golden", valueName: "name",
        help: "Save the frames as the golden of this name; refused when the session has one of that name already.")
    static let replace: OptionSpec<Bool> = .flag(
        "--replace", help: "Let --save-golden replace a golden of the same name.")
    static let checkGolden: OptionSpec<String?> = .option(
        "--check-golden", valueName: "name",
        help: "Compare the frames with the golden of this name; exits 1 when they differ, 79 when the golden's "
            + "stored frames are damaged.")
    static let jobs = CommonOptions.jobs(
        "How many sessions to replay at once with --all (1 to 64); one per processor core by default.")

    static let spec = CommandSpec(
        name: "replay",
        abstract: "Replay recorded sessions through a behaviour stack.",
        discussion: """
            This is the default subcommand: 'stretchy-replay session.db --behaviors fade' runs it. For each \
            session it prints a summary: frames, duration, the range of the header height, the stretch factor \
            and every subview attribute the stack sets, the SHA-256 digest of the frames, and the time taken. \
            The digest is the same on every run, build and machine for the same session, header and stack. \
            With --frames - the frames go to standard output and the summary to standard error. --save-golden, \
            and --profile with --save-run, store their results in the session file; everything else only reads it. \
            A profile from a debug build says so on its first line.

            Several files or folders with --all replay a corpus: every session of every file, --jobs at a time, \
            one line per session (file, session, frames, duration, digest) in the order of the files and, in each \
            file, of the session names, whatever --jobs is, then the totals with the corpus digest (the same for \
            the same results however they are split). Every file is opened and listed before anything is \
            replayed, so a missing or damaged file stops the run with nothing printed. --shard I/N takes a share; \
            'stretchy-replay totals' adds up the JSON Lines of shards (docs/scale.md).
            """,
        arguments: [databases],
        options: [
            StackOptions.behaviors, session, all, shard, StackOptions.header, frames, framesColumns, format, profile,
            trace, saveRun, runsInto, saveGolden, replace,
            checkGolden, CommonOptions.tolerance, StackOptions.plugins, jobs, CommonOptions.quiet, CIOptions.junit,
            CIOptions.annotations,
        ],
        exclusiveGroups: [
            ExclusiveGroup([session, all]), ExclusiveGroup([saveGolden, checkGolden]),
            ExclusiveGroup([saveRun, runsInto]),
        ])

    var databases: [String]
    var database: String { databases[0] }
    var stack: StackOptions
    var session: String?
    var all: Bool
    var shard: CorpusShard?
    var framesPath: String?
    var framesColumns: FrameColumnChoice
    var format: OutputFormat
    var profile: Bool
    var saveRun: Bool
    var runsInto: String?
    var tracePath: String?
    var saveGolden: String?
    var replace: Bool
    var checkGolden: String?
    var tolerance: Double
    /// Whether `--tolerance` was given: it means something only to `--check-golden`.
    var toleranceGiven: Bool
    var jobs: Int
    var quiet: Bool
    var ci: CIOptions

    init(_ arguments: ParsedArguments) {
        databases = arguments[Self.databases]
        stack = StackOptions(arguments)
        session = arguments[Self.session]
        all = arguments[Self.all]
        shard = arguments[Self.shard]
        framesPath = arguments[Self.frames]
        framesColumns = arguments[Self.framesColumns]
        format = arguments[Self.format]
        tracePath = arguments[Self.trace]
        profile = arguments[Self.profile] || tracePath != nil
        saveRun = arguments[Self.saveRun]
        runsInto = arguments[Self.runsInto]
        saveGolden = arguments[Self.saveGolden]
        replace = arguments[Self.replace]
        checkGolden = arguments[Self.checkGolden]
        tolerance = arguments[CommonOptions.tolerance]
        toleranceGiven = arguments.isPresent(CommonOptions.tolerance)
        jobs = arguments[Self.jobs] ?? min(SessionReplayer.maximumJobs, ProcessInfo.processInfo.activeProcessorCount)
        quiet = arguments[CommonOptions.quiet]
        ci = CIOptions(arguments)
    }

    /// Checks the options that do not go together, the job count and the tolerance.
    func validate() throws {
        if framesColumns == .all, framesPath == nil {
            throw ValidationError("--frames-columns chooses the columns of --frames; give --frames <file> too.")
        }
        if framesPath != nil, all {
            throw ValidationError(
                "--frames writes the frames of one session: give one file and --session instead of --all.")
        }
        if saveRun || runsInto != nil, !profile {
            throw ValidationError(
                "--save-run and --runs-into keep a profiled run; give --profile too.")
        }
        if ci.junit != nil, saveGolden != nil {
            throw ValidationError("--junit reports checks; --save-golden saves one: check it with --check-golden.")
        }
        if toleranceGiven, checkGolden == nil {
            throw ValidationError(
                "--tolerance allows small differences from a golden; give --check-golden <name> too, or use compare.")
        }
        if replace, saveGolden == nil {
            throw ValidationError("--replace lets --save-golden replace a golden; give --save-golden <name> too.")
        }
        if tracePath != nil, databases.count > 1 {
            throw ValidationError(
                "--trace writes the timings of one session: give one file (and --session when it holds several).")
        }
        if tracePath != nil, all {
            throw ValidationError(
                "--trace writes the timings of one session: give --session <name> instead of --all.")
        }
        if saveGolden != nil || checkGolden != nil, tracePath != nil {
            throw ValidationError("--save-golden and --check-golden replay on their own; leave out --trace.")
        }
        if saveGolden != nil || checkGolden != nil, framesPath != nil || profile {
            throw ValidationError(
                "--save-golden and --check-golden replay on their own; leave out --frames and --profile.")
        }
    }

    /// Replays the sessions and prints their summaries, frames, profile or golden check.
    ///
    /// - Throws: Store, header, stack, sample and output errors with their own exit codes.
    func run(context: CommandContext) throws -> ExitCode {
        if databases.count > 1 || shard != nil || CorpusFiles.isFolder(database, context: context) {
            // A first word that is no file is a mistake of its own (a subcommand that does not exist, a typo in a
            // path): say so rather than advise --all.
            if let missing = databases.first(where: { !context.fileExists($0) }) { _ = try context.openStore(missing) }
            try validateCorpus()
            return try runCorpus(context: context)
        }
        for path in [framesPath == "-" ? nil : framesPath, tracePath].compactMap({ $0 }) {
            try context.checkOutput(path, inputs: [database] + (stack.header.map { [$0] } ?? []) + stack.plugins)
        }
        let header = try stack.loadHeader(in: context)
        let stackText = stack.behaviors
        let (registry, plugins) = try context.plugins(loading: stack.plugins)
        let engine = ReplayEngine(stack: try registry.makeStack(stack: stackText, configuration: header))
        try ci.checkOutput(inputs: [database] + (stack.header.map { [$0] } ?? []) + stack.plugins, context: context)
        if let runsInto, let into = FileIdentity(path: context.resolve(runsInto)),
            into == FileIdentity(path: context.resolve(database))
        {
            throw ValidationError(
                "--runs-into names the session file itself; keep the run there with --save-run instead.")
        }
        let writes = saveRun || saveGolden != nil
        let store = try context.openStore(database, mode: writes ? .readWrite : .readOnly)
        let sessions = try SessionChoice.names(in: store, database: database, session: session, all: all)
        let summaryOutput = framesPath == "-" ? context.standardError : context.standardOutput
        var results: [(SessionReplayer.Result, GoldenReport?)] = []
        var goldensMatch = true
        var traceNote: String?
        if let saveGolden {
            // Every session is checked before any golden is saved, so that a refusal leaves the file as it was.
            if !replace,
                let taken = try sessions.first(where: { try store.golden(named: saveGolden, session: $0) != nil })
            {
                throw StoreError.goldenExists(name: saveGolden, session: taken, path: store.path)
            }
            for name in sessions {
                let session = try store.sessionBeforeReplay(named: name)
                let (_, summary) = try engine.saveGolden(
                    named: saveGolden, session: name, stackText: stackText, in: store, replacing: replace)
                results.append((.init(session: session.replayed(as: summary), summary: summary), nil))
            }
        } else if let checkGolden {
            for name in sessions {
                let session = try store.sessionBeforeReplay(named: name)
                let (report, summary) = try engine.checkGolden(
                    named: checkGolden, session: name, in: store, tolerance: tolerance)
                goldensMatch = goldensMatch && report.matches
                results.append((.init(session: session.replayed(as: summary), summary: summary), report))
            }
        } else if framesPath != nil || tracePath != nil {
            let writer = try framesPath.map { framesPath in
                let format = FrameFormat(path: framesPath)
                let columns = framesColumns == .all ? FrameColumns.everyAttribute(of: engine.stack) : engine.columns
                return framesPath == "-"
                    ? FrameWriter(output: context.standardOutput, columns: columns, format: format)
                    : try FrameWriter(path: context.resolve(framesPath), columns: columns, format: format)
            }
            let session = try store.sessionBeforeReplay(named: sessions[0])
            let profiling: ProfileMode? =
                tracePath != nil ? .everyFrame(capacity: 0) : profile ? .sampled : nil
            let summary = try engine.run(session: sessions[0], in: store, profiling: profiling) {
                try writer?.write($0)
            }
            try writer?.finish()
            if let tracePath, let profile = summary.profile, let timings = profile.timings {
                let written = try TraceWriter(session: sessions[0], stack: stackText).write(
                    timings, clockReadNanoseconds: profile.clockReadNanoseconds, to: context.resolve(tracePath))
                traceNote = Self.traceNote(tracePath, written)
            }
            results.append((.init(session: session.replayed(as: summary), summary: summary), nil))
        } else {
            let progress = ProgressLine(
                "replaying", total: sessions.count, unit: "session", context: context,
                quiet: quiet || sessions.count < 2)
            var finished: (@Sendable () -> Void)?
            if progress.isDrawn { finished = { progress.advance() } }
            let replayed = try SessionReplayer.replay(
                database: context.resolve(database), sessions: sessions, engine: engine, jobs: jobs, profile: profile,
                finished: finished)
            progress.finish()
            results = replayed.map { ($0, GoldenReport?.none) }
        }
        if profile, let warning = ProfileHost.current.debugWarning(releaseCommand: releaseCommand) {
            (format == .json ? context.standardError : summaryOutput).writeLine(warning)
        }
        let label = HeaderLoader.label(stack.header)
        let contexts = results.map {
            SummaryFormatter.Context(
                session: $0.0.session, stack: stackText, identifiers: engine.stack.identifiers, header: label,
                plugins: plugins)
        }
        if format == .json {
            let values = zip(results, contexts).map { result, context in
                let summary = SummaryFormatter.json(result.0.summary, context: context)
                guard let golden = result.1, case .object(let members) = summary else { return summary }
                return JSONValue.object(members + [("golden", GoldenFormatter.json(golden))])
            }
            summaryOutput.write(
                (values.count == 1 && !all ? values[0] : .array(values)).rendered() + "\n")
        } else {
            for ((result, golden), context) in zip(results, contexts) {
                summaryOutput.write(
                    SummaryFormatter.text(result.summary, context: context)
                        + (golden.map { GoldenFormatter.text($0, stack: stackText) } ?? ""))
            }
        }
        if profile {
            let runs = results.map {
                StoredRun(
                    session: $0.0.session.name, stack: stackText, header: header, summary: $0.0.summary,
                    created: store.timestamp())
            }
            try storeRuns(runs, from: store, context: context)
        }
        // What was written, said in words: after JSON on standard error, so the JSON stays one value.
        let notes = format == .json ? context.standardError : summaryOutput
        if profile {
            let kept =
                "the profiled run\(results.count == 1 ? "" : "s") of \(HumanUnits.count(results.count, "session"))"
            if let runsInto {
                notes.write(
                    "Stored \(kept) in \(runsInto) (\(database) is unchanged); 'stretchy-replay runs \(runsInto)' "
                        + "lists them.\n")
            } else if saveRun {
                notes.write(
                    "Stored \(kept) in \(database); 'stretchy-replay runs \(database)' lists them.\n")
            } else {
                notes.write(
                    "Not stored: \(database) is unchanged. Keep \(kept) with --save-run (in \(database)) or "
                        + "--runs-into runs.db (in another database).\n")
            }
        }
        if let traceNote { notes.write(traceNote) }
        if let saveGolden {
            notes.write(
                "Saved golden '\(saveGolden)' for \(HumanUnits.count(sessions.count, "session")) in \(database).\n")
        }
        try publishJUnit(results, context: context)
        return goldensMatch ? .success : .failure
    }

    /// `swift run -c release stretchy-replay` with this profile's file, sessions, stack and `--trace` (or
    /// `--profile`): what the debug warning offers.
    var releaseCommand: String {
        ShellWords.line(
            ["swift", "run", "-c", "release", "stretchy-replay", database] + (session.map { ["--session", $0] } ?? [])
                + (all ? ["--all"] : []) + stack.words + (tracePath.map { ["--trace", $0] } ?? ["--profile"]))
    }

    /// Keeps the profiled runs where `--save-run` or `--runs-into` asks; nowhere without either. The results are
    /// printed first: a run that cannot be stored (a locked or full file) is not lost.
    ///
    /// - Throws: ``CLIError/runsNotStored(path:count:_:)``.
    private func storeRuns(_ runs: [StoredRun], from store: SessionStore, context: CommandContext) throws {
        if saveRun {
            do {
                for run in runs { try store.saveRun(run) }
            } catch {
                throw CLIError.runsNotStored(path: context.resolve(database), count: runs.count, error)
            }
        } else if let runsInto {
            let path = context.resolve(runsInto)
            do {
                try SessionStore.addingSessions(to: path) { target in
                    for run in runs { try target.saveRun(run, copyingSessionFrom: store) }
                }
            } catch let error as StoreError {
                throw CLIError.runsNotStored(path: path, count: runs.count, error)
            }
        }
    }

    /// Writes `--junit` and the annotations: one case per session, failed when its golden differs.
    private func publishJUnit(_ results: [(SessionReplayer.Result, GoldenReport?)], context: CommandContext) throws {
        guard ci.junit != nil || ci.annotatesForGitHub(in: context) else { return }
        let cases = results.map { result, golden in
            let name = result.session.name
            let reproduce = ShellWords.line(
                ["stretchy-replay", database, "--session", name] + stack.words
                    + (checkGolden.map { ["--check-golden", $0] } ?? [])
                    + (tolerance > 0 ? ["--tolerance", NumberFormatting.shortest(tolerance)] : []))
            guard let golden, !golden.matches else {
                return JUnitTestCase(
                    name: name, className: database, outcome: .passed,
                    output: "digest \(result.summary.hexadecimalDigest)\n")
            }
            return JUnitTestCase(
                name: name, className: database,
                outcome: .failed(
                    .init(
                        message: FailureMessages.golden(golden, session: name),
                        details: GoldenFormatter.text(golden, stack: stack.behaviors),
                        reproduce: reproduce)))
        }
        let suite = checkGolden.map { "golden \($0)" } ?? "replay \(stack.behaviors)"
        try ci.publish(
            JUnitReport(suite: suite, failureType: "golden", cases: cases), file: { _ in database }, context: context)
    }
}

extension ReplayCommand {
    /// What `--trace` says it wrote, such as `Wrote t.json: 319 frames; open it in https://ui.perfetto.dev or
    /// chrome://tracing.`, with how it was thinned when it was.
    static func traceNote(_ path: String, _ written: TraceWriter.Written) -> String {
        let frames =
            written.isThinned
            ? "\(HumanUnits.grouped(written.framesWritten)) of \(HumanUnits.grouped(written.frames)) frames (thinned: each the slowest of a run of "
                + "consecutive frames, args.frames says how many)"
            : HumanUnits.count(written.frames, "frame")
        return "Wrote \(path): \(frames); open it in https://ui.perfetto.dev or chrome://tracing.\n"
    }
}

/// What `--frames-columns` asks for: the subview attributes a stack sets, or every attribute of every subview.
enum FrameColumnChoice: String, CaseIterable, Sendable {
    /// The attributes the stack sets (the columns the digest covers).
    case set
    /// Every attribute of every subview, so a frames file is enough to draw the header.
    case all
}
