import Foundation
import StretchyReplay
import StretchyReport
import StretchyStore

/// Target 7: a report of a 1,000,000-frame session is at most 10 MB and takes at most 3 times the plain replay.
///
/// Baseline: the plain replay from SQLite (`ReplayEngine.run(session:in:)`, the store's opening included). Measured:
/// `ReportBuilder.write(to:)` for the same session and stack, page rendered and written included, side by side with
/// the baseline in the same run. A second row is the page's size.
enum ReportBenchmark {
    static func run(_ context: BenchContext) throws -> [BenchRow] {
        let count = context.sizes.replaySamples
        let database = try context.database("replay.db", sessions: [("replay", count)])
        let engine = context.engine
        let output = context.folder + "/report.html"
        context.log("report: \(Format.count(count)) samples")
        let medians = try Timing.sideBySide(
            warmups: context.sizes.warmups, repetitions: context.sizes.repetitions,
            [
                {
                    let store = try SessionStore(path: database, mode: .readOnly)
                    let summary = try engine.run(session: "replay", in: store)
                    guard summary.frames == count else { throw BenchFailure("replayed \(summary.frames) frames") }
                    return nil
                },
                {
                    let store = try SessionStore(path: database, mode: .readOnly)
                    let side = ReportSide(
                        stack: engine.stack, stackText: BenchContext.stackText, headerName: "profile header")
                    try ReportBuilder(store: store, sessions: .named(["replay"]), side: side).write(to: output)
                    return nil
                },
            ])
        return [
            .time(
                "7 report, \(Format.count(count)) frames", medians[1], note: " (report)", baseline: medians[0],
                baselineNote: " (replay)", atMost: 3),
            .fileSize("7 report size", path: output, atMostMegabytes: 10),
        ]
    }
}
