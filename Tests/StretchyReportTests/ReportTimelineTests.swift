import StretchyCore
import StretchyReplay
import Testing

@testable import StretchyReport

/// The timeline's reduction: every frame up to the cap, one bar per pixel column past it (the column's slowest frame
/// with its mean and count), the slowest frames, log-spaced buckets, totals and frames over each budget.
struct ReportTimelineTests {
    /// `count` frames 1/120 s apart whose costs are `cost(frame)`, split 1:3 between two behaviours.
    private func timings(_ count: Int, cost: (Int) -> UInt64) -> FrameTimings {
        var timings = FrameTimings(behaviors: ["a", "b"], capacity: count)
        for frame in 0..<count {
            let nanoseconds = cost(frame)
            let costs = [nanoseconds / 4, nanoseconds / 4 * 3]
            costs.withUnsafeBufferPointer {
                timings.append(
                    ScrollSample(time: 5 + Double(frame) / 120, offsetY: Double(frame), phase: .dragging),
                    nanoseconds: nanoseconds, costs: $0)
            }
        }
        return timings
    }

    @Test func aShortSessionKeepsEveryFrameAndCountsFramesOverEachBudget() {
        // 1 µs frames, with 20 ms spikes at frames 10 and 30 and a 10 ms one at frame 20.
        let spikes: [Int: UInt64] = [10: 20_000_000, 20: 10_000_000, 30: 20_000_000]
        let timings = timings(100) { spikes[$0] ?? 1000 }
        let timeline = ReportTimeline(timings, columns: 720, duration: 99.0 / 120, sessionRate: 120)
        #expect(!timeline.isThinned && timeline.entries.count == 100)
        #expect(timeline.entries[20].seq == 20 && timeline.entries[20].nanoseconds == 10_000_000)
        #expect(timeline.costs[1][20] == 7_500_000 && timeline.costs[0][0] == 250)
        #expect(timeline.slowest.map(\.seq) == [10, 30, 20, 0, 1])
        #expect(timeline.overBudget.map(\.rate) == [60, 90, 120])
        // 60 Hz: 16.7 ms; 90 Hz: 11.1 ms; 120 Hz: 8.33 ms.
        #expect(timeline.overBudget.map(\.frames) == [2, 2, 3])
        #expect(timeline.behaviorTotals == [Double(97 * 250 + 2 * 5_000_000 + 2_500_000), 97 * 750 + 37_500_000])
        // Buckets of a tenth of a decade: 1 µs is bucket 30, 10 ms bucket 70, 20 ms bucket 73.
        #expect(timeline.firstBucket == 30 && timeline.buckets.count == 44)
        #expect(timeline.buckets[0] == 97 && timeline.buckets[40] == 1 && timeline.buckets[43] == 2)
    }

    @Test func aLongSessionIsThinnedToItsColumnsSlowestFrames() {
        let count = 20_000
        let timings = timings(count) { UInt64(1000 + ($0 * 37) % 500) }
        let duration = Double(count - 1) / 120
        let timeline = ReportTimeline(timings, columns: 100, duration: duration, sessionRate: 59.94)
        #expect(timeline.isThinned && timeline.entries.count == 100)
        #expect(timeline.entries.reduce(0) { $0 + $1.count } == count)
        for entry in timeline.entries {
            let column = min(99, Int((timings.times[entry.seq] - 5) * (100 / duration)))
            let members = (0..<count).filter { min(99, Int((timings.times[$0] - 5) * (100 / duration))) == column }
            #expect(entry.count == members.count)
            #expect(entry.nanoseconds == members.map { timings.frameNanoseconds[$0] }.max())
            let mean = members.reduce(0.0) { $0 + Double(timings.frameNanoseconds[$1]) } / Double(members.count)
            #expect(abs(entry.mean - mean) < 1e-6)
        }
        #expect(timeline.overBudget.map(\.rate) == [59.94, 60, 90, 120])
    }
}
