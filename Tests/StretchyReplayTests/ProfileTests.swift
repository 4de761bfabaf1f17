import Foundation
import StretchyBehaviors
import StretchyCore
import Testing

@testable import StretchyReplay

struct ProfileTests {
    /// A clock that advances by `calibrationStep` on each of its first `calibrationReads` reads, then by `step`.
    final class SteppingClock: ReplayClock, @unchecked Sendable {
        private let lock = NSLock()
        private var now: UInt64 = 0
        private var reads = 0
        let calibrationReads: Int
        let calibrationStep: UInt64
        let step: UInt64
        init(step: UInt64, calibrationStep: UInt64, calibrationReads: Int) {
            self.step = step
            self.calibrationStep = calibrationStep
            self.calibrationReads = calibrationReads
        }
        func nanoseconds() -> UInt64 {
            lock.lock()
            defer { lock.unlock() }
            reads += 1
            now += reads <= calibrationReads ? calibrationStep : step
            return now
        }
    }

    @Test func nearestRankPercentilesFollowFlutter() {
        var histogram = LatencyHistogram()
        for value in [5, 1, 4, 2, 3, 200_000, 7, 6, 9, 8] as [UInt64] { histogram.record(value) }
        // sorted: 1 2 3 4 5 6 7 8 9 200000; n - 1 = 9.
        #expect(histogram.percentile(0.5) == 6)  // round(4.5) = 5, ties away from zero as Dart rounds -> sorted[5]
        #expect(histogram.percentile(0.9) == 9)  // round(8.1) = 8 -> sorted[8]
        #expect(histogram.percentile(0.99) == 200_000)  // round(8.91) = 9 -> sorted[9]
        #expect(histogram.percentile(0) == 1)
        #expect(histogram.maximum == 200_000)
        #expect(histogram.count == 10)
    }

    @Test func profilingChangesNoFrameAndMeasuresEveryBehaviour() throws {
        let stack = try BehaviorRegistry.builtIn.makeStack(stack: "top-only,fade,tabs", configuration: .profileHeader)
        let samples = (0..<100).map { ScrollSample(time: Double($0), offsetY: Double($0 * 7 % 500) - 300) }
        var plain = ArraySampleSource(samples)
        var profiled = ArraySampleSource(samples)
        let engine = ReplayEngine(stack: stack)
        let withoutProfile = try engine.run(&plain)
        // The profiler calibrates with 10,001 reads (10 ns each here); every later read advances 25 ns, so each
        // measured interval is 25 ns and each behaviour costs 25 - 10 = 15 ns once the clock's own cost is off.
        let clock = SteppingClock(step: 25, calibrationStep: 10, calibrationReads: 10_001)
        let withProfile = try engine.run(&profiled, clock: clock, profile: true)
        #expect(withoutProfile.digest == withProfile.digest)
        #expect(withoutProfile.profile == nil)
        let profile = try #require(withProfile.profile)
        #expect(profile.clockReadNanoseconds == 10)
        #expect(profile.behaviorFrames == 7)  // frames 0, 16, 32, 48, 64, 80, 96
        #expect(profile.latencyFrames == 93)
        #expect(profile.p50 == 25 && profile.p99 == 25 && profile.maximum == 25)
        #expect(profile.behaviors.map(\.identifier) == ["top-only", "anchor-top", "fade", "tabs"])
        #expect(profile.behaviors.map(\.nanosecondsPerFrame) == [15, 15, 15, 15])
        #expect(profile.budgetShare(refreshRate: 60) == 25 * 60 / 1e9)
    }
}
