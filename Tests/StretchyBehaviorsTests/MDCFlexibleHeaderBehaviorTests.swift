import StretchyBehaviors
import StretchyCore
import StretchyTestSupport
import Testing

/// `mdc-flexible-header` on random drags, and its frame-rate-dependent settle.
struct MDCFlexibleHeaderBehaviorTests {
    /// The header of conformance.md's examples: 200 tall, minimum 56.
    static let header = try! HeaderConfiguration(maximumContentHeight: 200, minimumContentHeight: 56)

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
