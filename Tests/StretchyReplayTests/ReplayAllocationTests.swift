import AllocationCounter
import StretchyBehaviors
import StretchyCore
import StretchyReplay
import StretchyTestSupport
import Testing

/// A replay allocates nothing per frame: only a fixed amount to start and finish, whatever the session's length.
///
/// Like `StackAllocationTests`, a guarantee of optimized builds; `.ci/run` runs it with `swift test -c release`.
struct ReplayAllocationTests {
    static func allocations(frames: Int, profile: Bool) throws -> Int {
        let stack = try BehaviorRegistry.builtIn.makeStack(
            stack: "top-only,anchor-top,fade,transform=width=-32:curve=easeInOut,tabs", configuration: .profileHeader)
        let engine = ReplayEngine(stack: stack)
        let samples = (0..<frames).map {
            ScrollSample(time: Double($0) / 60, offsetY: Double($0 % 700) - 400, insetTop: 280)
        }
        var source = ArraySampleSource(samples)
        var seen = 0
        allocation_counter_start()
        let summary = try engine.run(&source, profile: profile) { seen += $0.seq >= 0 ? 1 : 0 }
        let allocations = allocation_counter_stop()
        #expect(summary.frames == frames && seen == frames)
        return allocations
    }

    @Test(
        .enabled(if: BuildConfiguration.isOptimized, "allocation-free replay is a guarantee of optimized builds"),
        arguments: [false, true])
    func aReplayAllocatesTheSameForAThousandFramesAsForTwentyThousand(profile: Bool) throws {
        _ = try Self.allocations(frames: 10, profile: profile)  // Warm-up: metadata caches fill on first use.
        let short = try Self.allocations(frames: 1_000, profile: profile)
        let long = try Self.allocations(frames: 20_000, profile: profile)
        #expect(short == long)
        #expect(long < 100)
    }
}
