import StretchyReplay

/// Target 5: `--all` over many sessions uses both cores: at least 1.9 times as fast with two workers as with one
/// (1.7 in the first round; 1.9 in "Performance, round two").
///
/// `SessionReplayer.replay` (what `replay --all` calls) in this process with `jobs: 1` and `jobs: 2`, side by side;
/// and the release `stretchy-replay db --all --jobs 1` and `--jobs 2` as children. The ratio is the median of the
/// repetitions' own ratios (nine in a full run, five with `--quick`), as "Performance, round two" measures it.
enum ParallelBenchmark {
    static func run(_ context: BenchContext) throws -> [BenchRow] {
        let sessions = (0..<context.sizes.parallelSessions).map { "s\($0)" }
        let database = try context.database(
            "parallel.db", sessions: sessions.map { ($0, context.sizes.parallelSamples) })
        let engine = context.engine
        context.log("all: \(sessions.count) x \(Format.count(context.sizes.parallelSamples)) samples")
        func inProcess(_ jobs: Int) -> () throws -> UInt64? {
            {
                let results = try SessionReplayer.replay(
                    database: database, sessions: sessions, engine: engine, jobs: jobs)
                guard results.count == sessions.count else { throw BenchFailure("replayed \(results.count)") }
                return nil
            }
        }
        var bodies = [inProcess(1), inProcess(2)]
        if let binary = context.replayBinary {
            for jobs in [1, 2] {
                bodies.append {
                    try ChildProcess.run(
                        binary, [database, "--all", "--jobs", "\(jobs)", "--behaviors", BenchContext.stackText]
                    ).wallNanoseconds
                }
            }
        }
        // Nearly twice the usual pairs: the two-job run needs both cores free, and a burst of other work on one
        // spoils only the pairs it falls on.
        let runs = try Timing.sideBySideRuns(
            warmups: context.sizes.warmups, repetitions: 2 * context.sizes.repetitions - 1, bodies)
        func row(_ label: String, one: [UInt64], two: [UInt64]) -> BenchRow {
            let speedup = Timing.pairedRatio(one, two)
            return BenchRow(
                target: label, value: Format.duration(Timing.median(two)) + " (2 jobs)",
                baseline: Format.duration(Timing.median(one)) + " (1 job)", ratio: Format.ratio(speedup),
                limit: ">= 1.9x", holds: speedup >= 1.9)
        }
        var rows: [BenchRow] = []
        if runs.count > 2 {
            rows.append(row("5 --all, stretchy-replay binary", one: runs[2], two: runs[3]))
        }
        rows.append(row("5 --all, in process", one: runs[0], two: runs[1]))
        return rows
    }
}
