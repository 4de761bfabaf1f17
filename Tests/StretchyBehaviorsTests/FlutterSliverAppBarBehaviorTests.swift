import StretchyBehaviors
import StretchyCore
import StretchyTestSupport
import Testing

/// `flutter-sliver-app-bar` against a simulation written in Flutter's own terms.
struct FlutterSliverAppBarBehaviorTests {
    /// The header of conformance.md's examples: maxExtent 200, minExtent 56.
    static let header = try! HeaderConfiguration(maximumContentHeight: 200, minimumContentHeight: 56)

    /// A `ScrollPosition` fed `applyUserOffset` deltas (positive: finger down) and the floating header's
    /// `performLayout` (conformance.md section 3b), with pixels, E and L kept explicitly.
    struct FlutterModel {
        let maxExtent = 200.0
        let minExtent = 56.0
        var pixels = 0.0
        var effective = 0.0
        var last = 0.0
        var forward = false

        mutating func applyUserOffset(_ delta: Double) {
            forward = delta > 0
            pixels = max(-150, min(2000, pixels - delta))
            let scrollOffset = max(0, pixels)
            if scrollOffset < last || effective < maxExtent {
                var change = last - scrollOffset
                if forward {
                    effective = min(effective, maxExtent)
                } else {
                    change = min(0, change)
                }
                effective = min(scrollOffset, max(0, effective - change))
            } else {
                effective = scrollOffset
            }
            last = scrollOffset
        }

        /// The painted extent and the child's top, in the viewport.
        var geometry: (extent: Double, top: Double) {
            let extent = max(minExtent, maxExtent - min(effective, maxExtent))
            return (extent, min(0, (maxExtent - effective) - extent))
        }
    }

    @Test func randomDragsGiveFluttersFloatingHeaderOnEveryFrame() throws {
        let stack = try BehaviorRegistry.builtIn.makeStack(
            stack: "flutter-sliver-app-bar=floating=true", configuration: Self.header)
        var generator = SeededGenerator(seed: 0xF1)
        for _ in 0..<50 {
            var model = FlutterModel()
            var runner = stack.makeRunner()
            for index in 0..<200 {
                if index > 0 {
                    let big = Int.random(in: 0..<10, using: &generator) == 0
                    var delta = Double(Int.random(in: big ? -400...400 : -40...40, using: &generator))
                    if delta == 0 { delta = 1 }
                    model.applyUserOffset(delta)
                }
                let offsetY = model.pixels - 200
                let layout = try runner.step(
                    ScrollSample(time: Double(index) / 60, offsetY: offsetY, insetTop: 200, phase: .dragging))
                let (extent, top) = model.geometry
                #expect(layout.headerHeight == extent, "frame \(index)")
                #expect(layout.headerY == offsetY + (model.pixels < 0 ? 0 : top), "frame \(index)")
                if layout.headerHeight != extent { return }
            }
        }
    }

    @Test func snapWithoutFloatingIsRefusedNamingTheRule() {
        do {
            _ = try BehaviorRegistry.builtIn.makeStack(
                stack: "flutter-sliver-app-bar=snap=true", configuration: Self.header)
            Issue.record("snap without floating was accepted")
        } catch {
            #expect(
                error.description
                    == "'flutter-sliver-app-bar' is given parameters that break a rule: snap needs floating=true "
                    + "(SliverAppBar asserts floating || !snap)")
        }
    }

    @Test func aProgrammaticScrollEndsIdleAndHidesAHalfShownBar() throws {
        let stack = try BehaviorRegistry.builtIn.makeStack(
            stack: "flutter-sliver-app-bar=floating=true:snap=true", configuration: Self.header)
        var runner = stack.makeRunner()
        var index = 0
        func step(_ offsetY: Double, _ phase: ScrollPhase) throws -> HeaderLayout {
            defer { index += 1 }
            return try runner.step(
                ScrollSample(time: Double(index) / 60, offsetY: offsetY, insetTop: 200, phase: phase))
        }
        _ = try step(-200, .idle)
        _ = try step(400, .dragging)
        _ = try step(300, .dragging)  // Forward: E 200 - 100 = 100, half shown.
        // A programmatic scroll sets no direction, so scrolling back 20 reveals nothing more.
        #expect(try step(280, .programmatic).headerHeight == 100)
        _ = try step(280, .idle)  // Snap by direction: idle after a programmatic scroll hides it.
        var layout = try step(280, .idle)
        for _ in 0..<20 { layout = try step(280, .idle) }
        #expect(layout.headerY == 280 + (200 - 480) - 56)
    }

    @Test func theStretchTriggerFiresOncePerCrossingStrictlyAndAgainAfterALandingAsFlutterDoes() throws {
        func fires(_ test: String, _ positions: [Double]) throws -> [Bool] {
            let stack = try BehaviorRegistry.builtIn.makeStack(
                stack: "flutter-sliver-app-bar=stretch=true:on-stretch-trigger=true:trigger-test=\(test)",
                configuration: Self.header)
            var runner = stack.makeRunner()
            return try positions.enumerated().map { index, position in
                let sample = ScrollSample(
                    time: Double(index) / 60, offsetY: position - 200, insetTop: 200, phase: .dragging)
                return try runner.step(sample).stretchTrigger == 1
            }
        }
        var generator = SeededGenerator(seed: 0xF17)
        for _ in 0..<50 {
            // Multiples of 10 so that frames land exactly on the trigger (stretch 100 at P -100).
            let positions = (0..<120).map { _ in Double(Int.random(in: -16...4, using: &generator) * 10) }
            let stretches = positions.map { max(0, -$0) }
            let flutter = try fires("flutter", positions)
            let strict = try fires("strict", positions)
            #expect(!flutter[0] && !strict[0])
            for index in 1..<positions.count {
                let crossed = stretches[index - 1] < 100 && stretches[index] >= 100
                #expect(strict[index] == crossed, "frame \(index)")
                #expect(flutter[index] == (crossed || (stretches[index - 1] == 100 && stretches[index] >= 100)))
            }
        }
    }

    @Test func aStretchTriggerWithoutStretchIsRefusedNamingTheRule() {
        do {
            _ = try BehaviorRegistry.builtIn.makeStack(
                stack: "flutter-sliver-app-bar=on-stretch-trigger=true", configuration: Self.header)
            Issue.record("on-stretch-trigger without stretch was accepted")
        } catch {
            #expect(
                error.description
                    == "'flutter-sliver-app-bar' is given parameters that break a rule: on-stretch-trigger needs "
                    + "stretch=true (Flutter calls onStretchTrigger only for a stretching bar)")
        }
    }

    @Test func onlyAStackThatModelsTheCallbackHasAStretchTriggerColumn() throws {
        let plain = try BehaviorRegistry.builtIn.makeStack(
            stack: "flutter-sliver-app-bar=stretch=true", configuration: Self.header)
        let triggered = try BehaviorRegistry.builtIn.makeStack(
            stack: "flutter-sliver-app-bar=stretch=true:on-stretch-trigger=true", configuration: Self.header)
        #expect(!plain.reportsStretchTrigger)
        #expect(triggered.reportsStretchTrigger)
    }
}
