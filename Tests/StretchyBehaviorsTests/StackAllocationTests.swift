import AllocationCounter
import StretchyBehaviors
import StretchyCore
import StretchyTestSupport
import Testing

/// A stack's step allocates nothing per frame.
///
/// The guarantee is for optimized builds: unoptimized code heap-allocates the frames of the coroutines behind
/// `array[index].field = value`. `.ci/run` runs this suite with `swift test -c release`.
struct StackAllocationTests {
    @Test(
        .enabled(if: BuildConfiguration.isOptimized, "allocation-free stepping is a guarantee of optimized builds"),
        arguments: [
            "top-only,anchor-top,fade,transform=target=avatar+title:width=-32:y=-30:curve=easeInOut,tabs",
            "immediate=bottom-bounce=ignore,anchor-bottom=quirks=fixed,zoom,fade=by=0.3,snap",
            "mg-collapse=constraint=top,transform=target=title:fontSize=-10",
            "android-app-bar=enter-always=true:snap=true:pixels=true,fade",
            "compose-top-app-bar=scroll=enter-always,fade", "mdc-flexible-header,fade",
            "flutter-sliver-app-bar=floating=true:snap=true:stretch=true,fade",
            "android-app-bar=exit-until-collapsed=true:snap=true:snap-margins=true:top-margin=8:bottom-margin=4,"
                + "android-collapsing-toolbar=parallax=background:pin=avatar:scrim=background:title=title"
                + ":compress=tabs",
            "compose-top-app-bar=overlapped=true,fade",
            "flutter-sliver-app-bar=pinned=true:stretch=true:on-stretch-trigger=true,fade",
            "top-only,snap=points=0+0.25+0.5+1:velocity=true",
        ])
    func stepAllocatesNothing(stack text: String) throws {
        let stack = try BehaviorRegistry.builtIn.makeStack(stack: text, configuration: .profileHeader)
        var runner = stack.makeRunner()
        var checksum = 0.0
        // Warm up: the first step may allocate nothing either, but metadata caches fill on first use.
        checksum += try runner.step(ScrollSample(time: 0, offsetY: -280, insetTop: 280)).headerHeight
        allocation_counter_start()
        for index in 1...10_000 {
            let sample = ScrollSample(time: Double(index), offsetY: Double(index % 900) - 400, insetTop: 280)
            let layout = try runner.step(sample)
            checksum += layout.headerHeight + layout.subviews[1].alpha
        }
        let allocations = allocation_counter_stop()
        #expect(allocations == 0)
        #expect(checksum.isFinite)
    }

    @Test func theCounterSeesAnAllocation() {
        allocation_counter_start()
        let array = [Int](repeating: 7, count: Int.random(in: 100...200))
        let allocations = allocation_counter_stop()
        #expect(array.count >= 100)
        #expect(allocations >= 1)
    }
}
