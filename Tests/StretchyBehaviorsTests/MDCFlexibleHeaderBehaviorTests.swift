import StretchyBehaviors
import StretchyCore
import StretchyTestSupport
import Testing

/// `mdc-flexible-header` on random drags, and its frame-rate-dependent settle.
struct MDCFlexibleHeaderBehaviorTests {
    /// The header of conformance.md's examples: 200 tall, minimum 56.
    static let header = try! HeaderConfiguration(maximumContentHeight: 200, minimumContentHeight: 56)

    /// Each frame's `header_y` for a session of `(P, phase)` samples 1/16 s apart under `inset_top` 200, so that
    /// every display-link tick multiplies the distance to its destination by exactly `1 - 12 / 16 = 0.25`.
    static func headerYs(_ stack: String, _ samples: [(position: Double, phase: ScrollPhase)]) throws -> [Double] {
        var runner = try BehaviorRegistry.builtIn.makeStack(stack: stack, configuration: header).makeRunner()
        return try samples.enumerated().map { index, sample in
            try runner.step(
                ScrollSample(
                    time: Double(index) / 16, offsetY: sample.position - 200, insetTop: 200, phase: sample.phase)
            ).headerY
        }
    }

    /// MDCFlexibleHeaderView.m (material-components-ios ac77ff7): the display link is stopped only in
    /// `fhv_updateLayout` (line 1056, `if (_trackingScrollView.isTracking) [self fhv_stopDisplayLink];`), which
    /// `trackingScrollViewDidScroll` (line 1608) runs when the offset changes, or `setFrame:` (line 450); the link's
    /// own tick moves the header with `self.center` (line 1186), which calls neither. A finger resting still on the
    /// screen changes no offset, so the link keeps ticking; the first frame the finger moves stops it.
    @Test func aFingerRestingStillDoesNotStopTheDisplayLinkAMovingOneDoes() throws {
        let headerYs = try Self.headerYs(
            "mdc-flexible-header",
            [
                (0, .dragging), (500, .dragging), (300, .dragging),  // accumulator 0, 231, 31: shift 31, detached
                (300, .idle),  // didEndDragging: partly shifted, wantsHidden NO (the last run went down): link on
                (300, .tracking), (300, .tracking),  // the finger rests: ticks 31 -> 7.75 -> 1.9375
                (310, .dragging),  // moved: fhv_updateLayout stops the link, then accumulates 1.9375 + 10
                (310, .dragging), (310, .dragging),  // stopped: nothing moves it
            ])
        #expect(headerYs == [-200, 244, 69, 69, 92.25, 98.0625, 98.0625, 98.0625, 98.0625])
    }

    /// MDCFlexibleHeaderView.m (material-components-ios ac77ff7): `trackingScrollViewDidEndDecelerating` (line 1634)
    /// starts the display link only `if ([self fhv_isPartiallyShifted])` (line 1649), which is
    /// `fhv_isDetachedFromTopOfContent && 0 < _shiftAccumulator < accumulatorMax` (line 798): detached means the
    /// header's projected bottom edge, `(height - shift) + offsetY + rawTopInset`, is above 0.5 (line 814). A fling
    /// that comes to rest inside the glued range (P 144...200) leaves the header attached, so nothing settles it;
    /// the same rest with the header detached does start the link.
    @Test func theEndOfADecelerationSettlesOnlyADetachedHeader() throws {
        let attached = try Self.headerYs(
            "mdc-flexible-header",
            [
                (0, .dragging), (100, .dragging),  // above the minimum height: accumulator 0
                (150, .decelerating),  // crosses 56: deltaY cut to 56 - 50 = 6, glued: header_y -50 - 6
                (194, .decelerating),  // accumulator 50 (>= 0.75 x 56 = 42), bottom edge (56 - 50) - 6 = 0
                (194, .idle), (194, .idle), (194, .idle), (194, .idle), (194, .idle),
            ])
        #expect(attached == [-200, -100, -56, -56, -56, -56, -56, -56, -56])
        let detached = try Self.headerYs(
            "mdc-flexible-header",
            [
                (0, .dragging), (500, .decelerating),  // accumulator 231
                (300, .decelerating),  // accumulator 31, bottom edge (56 - 31) + 100 = 125: detached
                (300, .idle),  // wantsHidden = 31 >= 42 is false: the link brings it back, 31 x 0.25 per tick
                (300, .idle), (300, .idle),
            ])
        #expect(detached == [-200, 244, 69, 69, 100 - 7.75, 100 - 1.9375])
    }

    /// MDCFlexibleHeaderView.m (material-components-ios ac77ff7): the only settle at the end of a touch is
    /// `trackingScrollViewDidEndDraggingWillDecelerate:` (line 1620, `if (!willDecelerate &&
    /// [self fhv_isPartiallyShifted]) [self fhv_startDisplayLink];`, line 1628), forwarded from UIKit's
    /// `scrollViewDidEndDragging`, which UIKit sends only after a drag began: a tap (finger down and up without a
    /// drag, tracking then idle) sends none, so a header a programmatic scroll left partly shifted stays so; the
    /// same touch ending a drag settles it.
    @Test func aTapIsNoEndOfDraggingAndSettlesNothing() throws {
        let shifted: [(position: Double, phase: ScrollPhase)] = [
            (0, .idle), (500, .programmatic),  // accumulator 231
            (300, .programmatic), (300, .idle),  // accumulator 31, detached; a programmatic end settles nothing
        ]
        let tapped = try Self.headerYs(
            "mdc-flexible-header", shifted + [(300, .tracking), (300, .idle), (300, .idle), (300, .idle)])
        #expect(tapped == [-200, 244, 69, 69, 69, 69, 69, 69])
        let dragged = try Self.headerYs(
            "mdc-flexible-header", shifted + [(300, .tracking), (300, .dragging), (300, .idle), (300, .idle)])
        #expect(dragged == [-200, 244, 69, 69, 69, 69, 69, 100 - 7.75])
    }

    @Test(arguments: ["disabled", "enabled", "enabled-with-status-bar"])
    func randomDragsKeepTheShiftInItsRangeAndGluedAboveTheMinimum(shift: String) throws {
        let stack = try BehaviorRegistry.builtIn.makeStack(
            stack: "mdc-flexible-header=shift=\(shift)", configuration: Self.header)
        var generator = SeededGenerator(seed: 0x3DC)
        for _ in 0..<50 {
            var runner = stack.makeRunner()
            var position = 0.0
            // MDC's own terms: the accumulator of a drag that went up by `up` from the top and came back by
            // `back` is min(up - 144, 56 + 175) - back, clamped; tracked here for monotone runs only.
            for index in 0..<200 {
                if index > 0 { position += Double(Int.random(in: -80...80, using: &generator)) }
                position = max(-100, min(2000, position))
                let layout = try runner.step(
                    ScrollSample(time: Double(index) / 60, offsetY: position - 200, insetTop: 200, phase: .dragging))
                let shown = (position - 200) - layout.headerY
                #expect(shown >= 0 && shown <= 56)
                #expect(layout.headerHeight == max(56, 200 - position))
                if shift == "disabled" || 200 - position >= 56 { #expect(shown == 0, "frame \(index)") }
            }
        }
    }

    @Test func aMonotoneDragIsGluedToTheContentThenTheHysteresisHoldsItOff() throws {
        let stack = try BehaviorRegistry.builtIn.makeStack(stack: "mdc-flexible-header", configuration: Self.header)
        var runner = stack.makeRunner()
        var time = 0.0
        func step(_ position: Double) throws -> Double {
            time += 1.0 / 60
            let layout = try runner.step(
                ScrollSample(time: time, offsetY: position - 200, insetTop: 200, phase: .dragging))
            return (position - 200) - layout.headerY
        }
        for position in stride(from: 0.0, through: 200, by: 10) {
            // Visible bottom edge = height - shift, glued to the content's top at maximumHeight - P.
            let shown = try step(position)
            #expect(max(56, 200 - position) - shown == max(0, 200 - position) || 200 - position < 0)
        }
        _ = try step(600)
        // 174 pt back is not enough to bring it back: 231 - 174 = 57 >= 56.
        #expect(try step(426) == 56)
        #expect(try step(425) == 56)
        #expect(try step(424) == 55)
    }

    @Test func theDisplayLinkDependsOnTheFrameRate() throws {
        let stack = try BehaviorRegistry.builtIn.makeStack(stack: "mdc-flexible-header", configuration: Self.header)
        var runner = stack.makeRunner()
        _ = try runner.step(ScrollSample(time: 0, offsetY: -200, insetTop: 200, phase: .dragging))
        _ = try runner.step(ScrollSample(time: 0.1, offsetY: 300, insetTop: 200, phase: .dragging))
        _ = try runner.step(ScrollSample(time: 0.2, offsetY: 100, insetTop: 200, phase: .dragging))
        _ = try runner.step(ScrollSample(time: 0.25, offsetY: 100, insetTop: 200))
        // conformance.md [M1]: 31 - 12 x 31 x 0.05 = 12.4 at dt 0.05.
        let layout = try runner.step(ScrollSample(time: 0.3, offsetY: 100, insetTop: 200))
        #expect(abs((100 - layout.headerY) - 12.4) < 1e-9)
    }
}
