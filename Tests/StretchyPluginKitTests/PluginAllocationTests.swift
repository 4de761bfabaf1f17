import AllocationCounter
import PluginFixtures
import StretchyBehaviors
import StretchyCore
import StretchyPluginKit
import StretchyTestSupport
import Testing

/// A behaviour loaded from a plugin allocates nothing per frame either, on the host's side or the plugin's.
///
/// Like `StackAllocationTests`, a guarantee of optimized builds; `.ci/run` runs it with `swift test -c release`.
@Suite("Plugin allocations")
struct PluginAllocationTests {
    static func allocations(steps: Range<Int>, runner: inout StackRunner) throws -> Int {
        var checksum = 0.0
        allocation_counter_start()
        for index in steps {
            let sample = ScrollSample(time: Double(index), offsetY: Double(index % 700) - 400, insetTop: 280)
            checksum += try runner.step(sample).subviews[0].y
        }
        let allocations = allocation_counter_stop()
        #expect(checksum.isFinite)
        return allocations
    }

    @Test(.enabled(if: BuildConfiguration.isOptimized, "allocation-free stepping is a guarantee of optimized builds"))
    func aPluginBehaviourStepsWithoutAllocating() throws {
        let registry = try BehaviorRegistry.builtIn.loadingPlugins([try PluginFixtures.parallaxPlugin()])
        let stack = try registry.makeStack(
            stack: "top-only,parallax=multiplier=0.3,fade", configuration: .profileHeader)
        var runner = stack.makeRunner()
        _ = try Self.allocations(steps: 0..<10, runner: &runner)  // Warm-up: caches fill on first use.
        let count = try Self.allocations(steps: 10..<10_010, runner: &runner)
        #expect(count == 0, "\(count) allocations in 10,000 steps")
    }
}
