import StretchyReplay
import StretchyStore
import _StretchySystem

/// Target 2: replaying a session from SQLite through the stack takes at most 1.5 times as long as `sqlite3` takes to
/// read the same samples.
///
/// Baseline: `sqlite3 -readonly db "SELECT t, offset_y, inset_top, viewport_width, viewport_height, content_height,
/// phase FROM samples WHERE session_id = N ORDER BY seq" > /dev/null`, a child process, start-up included.
/// Measured: the release `stretchy-replay db --session replay --behaviors <stack>` as a child process (the number a
/// user sees), and the same replay in this process (the store's `SampleCursor` through `ReplayEngine.run`, opening the
/// store included), which leaves out process start and the loading of Foundation. An extra row reads the rows with
/// `SampleCursor` alone, to split the replay's time between SQLite and the engine.
enum ReplayBenchmark {
    static func run(_ context: BenchContext) throws -> [BenchRow] {
        let count = context.sizes.replaySamples
        let database = try context.database("replay.db", sessions: [("replay", count)])
        let id = try SessionStore(path: database, mode: .readOnly)
            .session(named: "replay").id
        let select = """
            SELECT t, offset_y, inset_top, viewport_width, viewport_height, content_height, phase \
            FROM samples WHERE session_id = \(id) ORDER BY seq
            """
        context.log("replay: \(Format.count(count)) samples")
        let bodies = replayBodies(context, database: database, count: count, select: select)
        let medians = try Timing.sideBySide(
            warmups: context.sizes.warmups, repetitions: context.sizes.repetitions, bodies)
        let baseline = medians[0]
        let baselineText = Format.duration(baseline) + " (sqlite3 SELECT)"
        func row(_ target: String, _ value: Double) -> BenchRow {
            .time(target, value, baseline: baseline, baselineNote: " (sqlite3 SELECT)", atMost: 1.5)
        }
        var rows: [BenchRow] = []
        if medians.count > 3 { rows.append(row("2 replay, stretchy-replay binary", medians[3])) }
        rows.append(row("2 replay, in process", medians[1]))
        rows.append(
            BenchRow(
                target: "2 rows only (SampleCursor)", value: Format.duration(medians[2]), baseline: baselineText,
                ratio: Format.ratio(medians[2] / baseline), limit: "-", holds: nil))
        return rows
    }

    /// The bodies both replay measurements time side by side, in this order: `sqlite3 -readonly` running `select`,
    /// the replay in this process, the rows alone through `SampleCursor`, and the release `stretchy-replay` when it
    /// was built.
    static func replayBodies(_ context: BenchContext, database: String, count: Int, select: String)
        -> [() throws -> UInt64?]
    {
        let engine = context.engine
        var bodies: [() throws -> UInt64?] = [
            { try ChildProcess.run("sqlite3", ["-readonly", database, select]).wallNanoseconds },
            {
                let store = try SessionStore(path: database, mode: .readOnly)
                var source = try store.sampleCursor(session: "replay")
                let summary = try engine.run(&source)
                guard summary.frames == count else { throw BenchFailure("replayed \(summary.frames) frames") }
                return nil
            },
            {
                let store = try SessionStore(path: database, mode: .readOnly)
                let cursor = try store.sampleCursor(session: "replay")
                var sum = 0.0
                while let sample = try cursor.next() { sum += sample.offsetY }
                keepAlive(sum)
                return nil
            },
        ]
        if let binary = context.replayBinary {
            bodies.append {
                try ChildProcess.run(
                    binary, [database, "--session", "replay", "--behaviors", BenchContext.stackText]
                ).wallNanoseconds
            }
        }
        return bodies
    }
}
