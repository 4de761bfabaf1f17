import StretchyReplay
import StretchyReport
import StretchyStore

/// Issue 26's speed targets: `--trace` on 1,000,000 frames costs at most 3 times the plain profiled replay and writes
/// at most 200 MB; the timeline report (`report --profile`) of the same session is at most 10 MB.
///
/// Baseline: the profiled replay from SQLite (`ReplayEngine.run(session:in:profiling: .sampled)`, what `--profile`
/// runs). Measured, side by side in the same run: the replay timed on every frame
/// (`profiling: .everyFrame(capacity:)`) and its trace written with `TraceWriter`, as `--trace` does. Then one
/// profiled report of the session, for its size.
enum TraceBenchmark {
    static func run(_ context: BenchContext) throws -> [BenchRow] {
        let count = context.sizes.replaySamples
        let database = try context.database("replay.db", sessions: [("replay", count)])
        let engine = context.engine
        let trace = context.path("trace.json")
        let output = context.path("timeline.html")
        context.log("trace: \(Format.count(count)) samples")
        let medians = try Timing.sideBySide(
            warmups: context.sizes.warmups, repetitions: context.sizes.repetitions,
            [
                {
                    let store = try SessionStore(path: database, mode: .readOnly)
                    let summary = try engine.run(session: "replay", in: store, profiling: .sampled)
                    guard summary.frames == count else { throw BenchFailure("replayed \(summary.frames) frames") }
                    return nil
                },
                {
                    let store = try SessionStore(path: database, mode: .readOnly)
                    let summary = try engine.run(
                        session: "replay", in: store, profiling: .everyFrame(capacity: count))
                    guard let profile = summary.profile, let timings = profile.timings else {
                        throw BenchFailure("no timings")
                    }
                    _ = try TraceWriter(session: "replay", stack: BenchContext.stackText).write(
                        timings, clockReadNanoseconds: profile.clockReadNanoseconds, to: trace)
                    return nil
                },
            ])
        let store = try SessionStore(path: database, mode: .readOnly)
        let side = ReportSide(stack: engine.stack, stackText: BenchContext.stackText, headerName: "profile header")
        try ReportBuilder(store: store, sessions: .named(["replay"]), side: side, profile: true).write(to: output)
        return [
            .time(
                "26 --trace, \(Format.count(count)) frames", medians[1], note: " (trace)", baseline: medians[0],
                baselineNote: " (--profile)", atMost: 3),
            .fileSize("26 trace size", path: trace, atMostMegabytes: 200, decimals: 1),
            .fileSize("26 timeline report size", path: output, atMostMegabytes: 10),
        ]
    }
}
