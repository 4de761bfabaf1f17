import StretchyCore
import StretchyReplay
import StretchyStore
import _StretchySystem

extension ReplayCommand {
    /// Refuses what a corpus replay (several files, a folder or `--shard`) does not take.
    func validateCorpus() throws {
        if session != nil {
            throw ValidationError(
                "--session names a session of one file; replay several files, a folder or a shard with --all.")
        }
        if !all {
            throw ValidationError(
                "Several files, a folder or --shard replay every session of every file; add --all.")
        }
        if framesPath != nil || profile || saveGolden != nil || checkGolden != nil {
            throw ValidationError(
                "--frames, --profile, --save-golden and --check-golden work on one file; leave them out to replay "
                    + "several files, a folder or a shard.")
        }
    }

    /// Replays every session of every file (of the shard, with `--shard`) and prints one line per session in order,
    /// then the totals: as text, or as JSON Lines, one object per session and a last one with the totals and the
    /// shard. A file given twice (by any path) is replayed once.
    ///
    /// Every file is opened and its sessions listed before any is replayed: a file that is missing, not a regular
    /// file (a FIFO is never opened) or not a session database stops the run before anything is printed.
    ///
    /// - Throws: ``CLIError`` for a folder that cannot be listed or holds no session file, or for two files of one
    ///   base name that hold a session of one name; ``StoreError`` naming the
    ///   first file that cannot be opened; the error of the first session, in order, that cannot be replayed, after
    ///   the lines of those before it.
    func runCorpus(context: CommandContext) throws -> ExitCode {
        let header = try stack.loadHeader(in: context)
        let registry = try stack.registry(in: context)
        let engine = ReplayEngine(stack: try registry.makeStack(stack: stack.behaviors, configuration: header))
        let headerLabel = HeaderLoader.label(stack.header)
        let files = CorpusFiles.distinct(try CorpusFiles.expand(databases, context: context), context: context) {
            context.standardError.writeLine("Skipping '\($0)': it is the same file as '\($1)'.")
        }
        var items: [SessionReplayer.Item] = []
        var owners: [Int] = []  // The index in `files` of each item's file.
        var holders: [String: String] = [:]  // The file of each base name and session, to refuse two.
        for (index, file) in files.enumerated() {
            let store = try context.openStore(file)
            for name in try store.sessionNames() {
                let key = CorpusShard.baseName(file) + "\0" + name
                if let other = holders.updateValue(file, forKey: key) {
                    throw CLIError.ambiguousSession(session: name, file: other, otherFile: file)
                }
                guard shard?.contains(file: file, session: name) ?? true else { continue }
                items.append(SessionReplayer.Item(database: store.path, session: name))
                owners.append(index)
            }
        }
        let output = context.standardOutput
        // No progress line: the session lines are the progress, and a line redrawn on standard error would land
        // inside them on a terminal.
        var totals = CorpusTotals()
        var cases: [JUnitTestCase] = []
        func reproduce(_ index: Int) -> String {
            ShellWords.line(["stretchy-replay", files[owners[index]], "--session", items[index].session] + stack.words)
        }
        do {
            try SessionReplayer.replay(
                items, jobs: jobs,
                replay: { store, item in try engine.run(session: item.session, in: store) },
                emit: { index, summary in
                    let line = CorpusFormatter.Line(
                        file: files[owners[index]], session: items[index].session, frames: summary.frames,
                        duration: summary.duration, digest: summary.hexadecimalDigest, stack: stack.behaviors,
                        header: headerLabel)
                    totals.add(file: line.file, session: line.session, frames: line.frames, digest: line.digest)
                    output.write(format == .json ? CorpusFormatter.json(line) : CorpusFormatter.text(line))
                    cases.append(
                        JUnitTestCase(
                            name: line.session, className: line.file, outcome: .passed,
                            output: "\(HumanUnits.count(line.frames, "frame")), digest \(line.digest)\n"))
                    // A closed pipe (`| head`) or a full disk: stop replaying; the runner reports the output's failure.
                    if output.failure != nil { throw ExitCode.ioError }
                })
        } catch let error as any UserFacingError where cases.count < items.count {
            // The sessions are emitted in order, so the first one not emitted is the one that failed.
            let index = cases.count
            cases.append(
                JUnitTestCase(
                    name: items[index].session, className: files[owners[index]],
                    outcome: .error(
                        .init(message: error.description, details: error.hint ?? "", reproduce: reproduce(index)))))
            try publishCorpus(cases, context: context)
            throw error
        }
        try publishCorpus(cases, context: context)
        output.write(
            format == .json
                ? CorpusFormatter.totalsLine(totals, shard: shard) : CorpusFormatter.totalsText(totals))
        return .success
    }

    /// Writes `--junit` and the annotations of a corpus replay: one case per session replayed, and an error case for
    /// the session that stopped it.
    private func publishCorpus(_ cases: [JUnitTestCase], context: CommandContext) throws {
        guard ci.junit != nil || ci.annotatesForGitHub(in: context) else { return }
        try ci.publish(
            JUnitReport(suite: "replay \(stack.behaviors)", failureType: "replay", cases: cases),
            file: { $0.className }, context: context)
    }
}
