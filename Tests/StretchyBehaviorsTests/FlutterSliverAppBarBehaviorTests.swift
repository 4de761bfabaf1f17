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

    /// The frames of `flutter-sliver-app-bar=floating=true:snap=true` over `(P, phase)` samples 1/60 s apart
    /// under `inset_top` 200.
    static func floatingSnapLayouts(_ samples: [(position: Double, phase: ScrollPhase)]) throws -> [HeaderLayout] {
        let stack = try BehaviorRegistry.builtIn.makeStack(
            stack: "flutter-sliver-app-bar=floating=true:snap=true", configuration: header)
        var runner = stack.makeRunner()
        return try samples.enumerated().map { index, sample in
            try runner.step(
                ScrollSample(
                    time: Double(index) / 60, offsetY: sample.position - 200, insetTop: 200, phase: sample.phase))
        }
    }

    /// widgets/scroll_position_with_single_context.dart (flutter 02fb02c), `beginActivity` (line 114) resets the
    /// direction only `if (!activity!.isScrolling)` (line 123), so the stop before a programmatic scroll from rest
    /// leaves `idle`, which the scroll (`setPixels`, not `applyUserOffset`) keeps: its end, through
    /// `maybeStartSnapAnimation(idle)`, hides a half-shown bar.
    @Test func aProgrammaticScrollFromRestEndsIdleAndHidesAHalfShownBar() throws {
        let layouts = try Self.floatingSnapLayouts(
            [
                (0, .idle), (600, .dragging),
                (500, .dragging),  // forward: E min(600, 200) - 100 = 100, half shown
                (500, .idle),  // the snap towards 0 starts, the direction goes idle
                (480, .programmatic),  // stops the snap; idle drops the 20 pt back up: E stays 100
                (480, .idle),  // snap by direction: idle hides
            ] + Array(repeating: (480, .idle), count: 20))
        #expect(layouts[4].headerHeight == 100)
        // Hidden: once E reaches maxExtent the layout sets E = S = 480, top (200 - 480) - 56.
        #expect(layouts[25].headerY == 280 + (200 - 480) - 56)
    }

    /// widgets/scroll_activity.dart (flutter 009ded1): `DrivenScrollActivity.isScrolling` is true, so
    /// `beginActivity` (scroll_position_with_single_context.dart line 114; the reset at line 123 is only for an
    /// activity that is not scrolling) keeps the direction of the fling it interrupts. The floating header's
    /// `performLayout` then reveals with that forward direction (`delta = L - S`, E 100 - 20 = 80), and when the
    /// driven scroll ends (`goBallistic(0)` -> `goIdle`: `isScrollingNotifier` false before the direction resets),
    /// `_FloatingAppBarState._isScrollingListener` calls `maybeStartSnapAnimation(forward)`: E 80 animates to 0
    /// over 200 ms easeOut, 80 (1 - 0.68359375) = 25.3125 at 100 ms (Flutter's bisection, conformance.md [F3]).
    @Test func aProgrammaticScrollThatInterruptsAFlingTowardsTheTopKeepsItsDirectionAndSnapsTheBarOpen() throws {
        let layouts = try Self.floatingSnapLayouts(
            [
                (0, .idle), (600, .dragging),  // reverse: E 600, hidden
                (590, .dragging),  // forward: E min(600, 200) - 10 = 190
                (500, .decelerating),  // the fling towards the top: E 100
                (480, .programmatic),  // animateTo interrupts it, still forward: E 80
                (480, .idle),  // the driven scroll ends: snap forward, from 80 to 0
            ] + Array(repeating: (480, .idle), count: 15))
        #expect(layouts[3].headerHeight == 100)
        #expect([4, 5, 11, 20].map { layouts[$0].headerHeight } == [120, 120, 174.6875, 200])
        #expect([4, 5, 11, 20].map { layouts[$0].headerY } == [280, 280, 280, 280])
        #expect(layouts[20].collapsedFraction == 0)
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
        #expect(!plain.measures.contains(.stretchTrigger))
        #expect(triggered.measures.contains(.stretchTrigger))
    }
}
