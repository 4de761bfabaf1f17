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
    func aReplayAllocatesNoMoreForTwentyThousandFramesThanForAThousand(profile: Bool) throws {
        _ = try Self.allocations(frames: 10, profile: profile)  // Warm-up: metadata caches fill on first use.
        let short = try Self.allocations(frames: 1_000, profile: profile)
        let long = try Self.allocations(frames: 20_000, profile: profile)
        // 19,000 more frames, at most a couple more allocations: a lazy global that another test initialized first
        // can move one allocation between runs, but an allocation per frame would add thousands.
        #expect(abs(long - short) <= 2, "\(short) allocations for 1,000 frames, \(long) for 20,000")
        // The fixed cost: the engine's buffers, the digest, and with `profile` the profiler's histogram and costs
        // (104 in all since the profiler learned to keep per-frame timings for --trace and the timeline).
        #expect(long < 128)
    }
}
