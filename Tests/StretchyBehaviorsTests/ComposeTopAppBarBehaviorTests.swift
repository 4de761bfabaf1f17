import Foundation
import StretchyBehaviors
import StretchyCore
import StretchyTestSupport
import Testing

/// `compose-top-app-bar` against a simulation written in Compose's own terms.
struct ComposeTopAppBarBehaviorTests {
    /// The header of conformance.md's examples: 200 tall, minimum 56, so the limit is -144.
    static let header = try! HeaderConfiguration(maximumContentHeight: 200, minimumContentHeight: 56)

    /// Compose's nested-scroll connection with `heightOffset` and the content's scroll both kept explicitly
    /// (conformance.md section 2b), fed finger deltas (positive: content moving up) and programmatic scrolls.
    struct ComposeModel {
        let enterAlways: Bool
        let limit = -144.0
        let contentLimit = 1500.0
        var heightOffset = 0.0
        var contentScroll = 0.0
        /// `-contentOffset`: what onPostScroll summed of the content's consumption; programmatic scrolls skip it.
        var summedContentScroll = 0.0

        /// Compose's `overlappedFraction`, from `contentOffset` as Compose computes it.
        var overlappedFraction: Double {
            1 - min(0, max(limit, limit + summedContentScroll)) / limit
        }

        /// The P that UIKit would record: `s - heightOffset`.
        var position: Double { contentScroll - heightOffset }

        mutating func finger(_ dy: Double) {
            if enterAlways || dy > 0 {
                // onPreScroll: the bar takes the delta; if it moved, the whole delta is consumed (swallowed).
                let moved = min(0, max(limit, heightOffset - dy))
                if moved != heightOffset {
                    heightOffset = moved
                    return
                }
            }
            let taken = min(contentLimit, max(0, contentScroll + dy)) - contentScroll
            contentScroll += taken
            summedContentScroll += taken
            let leftover = dy - taken
            if !enterAlways && leftover < 0 {
                // onPostScroll: what the content at its top left over expands the bar.
                heightOffset = min(0, max(limit, heightOffset - leftover))
            }
        }

        mutating func programmatic(_ dy: Double) {
            contentScroll = min(contentLimit, max(0, contentScroll + dy))
        }
    }

    @Test(arguments: ["enter-always", "exit-until-collapsed"])
    func randomFingerStreamsGiveComposesHeightOffsetOnEveryFrame(mode: String) throws {
        let stack = try BehaviorRegistry.builtIn.makeStack(
            stack: "compose-top-app-bar=scroll=\(mode):overlapped=true", configuration: Self.header)
        #expect(stack.measures.contains(.overlappedFraction))
        var generator = SeededGenerator(seed: mode == "enter-always" ? 0xC0 : 0xC1)
        for _ in 0..<50 {
            var model = ComposeModel(enterAlways: mode == "enter-always")
            var runner = stack.makeRunner()
            for index in 0..<200 {
                var phase = ScrollPhase.dragging
                if index > 0 {
                    let big = Int.random(in: 0..<10, using: &generator) == 0
                    let dy = Double(Int.random(in: big ? -400...400 : -40...40, using: &generator))
                    if Int.random(in: 0..<20, using: &generator) == 0 {
                        phase = .programmatic
                        model.programmatic(dy)
                    } else {
                        model.finger(dy)
                    }
                }
                let layout = try runner.step(
                    ScrollSample(time: Double(index) / 60, offsetY: model.position - 200, insetTop: 200, phase: phase))
                let heightOffset = layout.headerHeight - 200
                #expect(heightOffset == model.heightOffset, "frame \(index) mode \(mode)")
                #expect(layout.collapsedFraction == model.heightOffset / model.limit)
                #expect(
                    abs(layout.overlappedFraction - model.overlappedFraction) < 1e-12,
                    "frame \(index) mode \(mode): overlapped")
                if heightOffset != model.heightOffset { return }
            }
        }
    }

    /// androidx AppBar.kt (compose/material3, 4ec7327): `onPreScroll` of `EnterAlwaysScrollBehavior` and
    /// `ExitUntilCollapsedScrollBehavior` returns `Offset.Zero` when `state.heightOffset` did not change (the bar at
    /// its limit consumes nothing), and `onPostScroll` does `state.contentOffset += consumed.y` whatever the content's
    /// position; `overlappedFraction = 1 - clamp(heightOffsetLimit - contentOffset, heightOffsetLimit, 0) /
    /// heightOffsetLimit`. A drag to P 150 collapses the bar (-144) and scrolls the content 6 (contentOffset -6); a
    /// programmatic scroll to the top passes no nested scroll (both stay); the next 30 pt drag up finds the bar at its
    /// limit, so the content takes all 30: contentOffset -36, overlappedFraction 1 - (-108 / -144) = 0.25.
    @Test(arguments: ["exit-until-collapsed", "enter-always"])
    func aDragUpAfterAProgrammaticScrollToTheTopUnderACollapsedBarCountsInFull(mode: String) throws {
        let stack = try BehaviorRegistry.builtIn.makeStack(
            stack: "compose-top-app-bar=scroll=\(mode):overlapped=true", configuration: Self.header)
        var runner = stack.makeRunner()
        let samples: [(position: Double, phase: ScrollPhase)] = [
            (0, .idle), (150, .dragging), (150, .idle), (0, .programmatic), (0, .idle), (30, .dragging),
        ]
        let layouts = try samples.enumerated().map { index, sample in
            try runner.step(
                ScrollSample(
                    time: Double(index) / 60, offsetY: sample.position - 200, insetTop: 200, phase: sample.phase))
        }
        let stale: Double = 6.0 / 144
        #expect(layouts.map(\.headerHeight) == [200, 56, 56, 56, 56, 56])
        #expect(layouts.map(\.overlappedFraction) == [0, stale, stale, stale, stale, 0.25])
    }

    /// androidx AppBar.kt (compose/material3, 4ec7327), `settleAppBar`: `AnimationState(initialValue =
    /// state.heightOffset).animateTo(targetValue, snapAnimationSpec) { state.heightOffset = value }` moves heightOffset
    /// alone and dispatches no nested scroll, so the content's own scroll s and contentOffset stay, and the content,
    /// padded by the bar, moves with it on screen: a scroll view that follows the settle reports P = s - h(t). Worked
    /// by hand: a drag up 40 collapses the bar (h -40, s 0), a programmatic scroll of 500 passes the bar by (s 500), a
    /// drag up 1 collapses it to -41 (the bar first), and the release (collapsedFraction 41 / 144 < 0.5) settles it to
    /// 0: P 541 -> 500, settle offset 341 -> 300. Fed the spring's P frame by frame, the bar must follow it (the
    /// content-first rule of onPostScroll would hand the whole 41 to the content, s 500 -> 459, and leave the bar at
    /// -41, asking to settle again), end expanded and ask for nothing more; the overlapped fraction stays 0.
    @Test func aSettleOverScrolledContentMovesTheBarAloneAsSettleAppBarDoes() throws {
        let stack = try BehaviorRegistry.builtIn.makeStack(
            stack: "compose-top-app-bar=overlapped=true", configuration: Self.header)
        var runner = stack.makeRunner()
        let gesture: [(position: Double, phase: ScrollPhase)] = [
            (0, .idle), (40, .dragging), (540, .programmatic), (541, .dragging), (541, .idle),
        ]
        var layouts = try gesture.enumerated().map { index, sample in
            try runner.step(
                ScrollSample(
                    time: Double(index) / 60, offsetY: sample.position - 200, insetTop: 200, phase: sample.phase))
        }
        let release = try #require(layouts.last)
        #expect(layouts.map(\.headerHeight) == [200, 160, 160, 159, 159])
        #expect(release.settleOffset == 300)
        let w = 40.0
        // The spring's time to within 0.01 of its target.
        #expect(abs(41 * (1 + w * release.settleDuration) * exp(-w * release.settleDuration) - 0.01) < 1e-9)
        // The spring from -41 to 0 (critically damped, stiffness 1600, at rest): h(t) = -41 (1 + w t) e^(-w t).
        let start = Double(gesture.count - 1) / 60
        var frame = 1
        while true {
            let t = Double(frame) / 60
            let done = t >= release.settleDuration
            let height = done ? 0 : -41 * (1 + w * t) * exp(-w * t)
            let layout = try runner.step(
                ScrollSample(
                    time: start + t, offsetY: 500 - height - 200, insetTop: 200, phase: done ? .idle : .decelerating))
            #expect(abs(layout.headerHeight - (200 + height)) < 1e-9, "\(t) s into the settle")
            layouts.append(layout)
            if done { break }
            frame += 1
        }
        let rest = try runner.step(ScrollSample(time: start + Double(frame + 1) / 60, offsetY: 300, insetTop: 200))
        for layout in [layouts[layouts.count - 1], rest] {
            #expect(abs(layout.headerHeight - 200) < 1e-9)
            #expect(abs(layout.collapsedFraction) < 1e-9)
            #expect(layout.settleOffset == 300, "nothing more to settle")
        }
        #expect(layouts.allSatisfy { $0.overlappedFraction == 0 })
    }

    /// A touch during the settle ends it: from there the fingers fold as before (the content first expanding).
    @Test func aDragDuringTheSettleEndsIt() throws {
        let stack = try BehaviorRegistry.builtIn.makeStack(stack: "compose-top-app-bar", configuration: Self.header)
        var runner = stack.makeRunner()
        let samples: [(position: Double, phase: ScrollPhase)] = [
            (0, .idle), (40, .dragging), (540, .programmatic), (541, .dragging), (541, .idle), (531, .decelerating),
            (521, .dragging),
        ]
        let layouts = try samples.enumerated().map { index, sample in
            try runner.step(
                ScrollSample(
                    time: Double(index) / 60, offsetY: sample.position - 200, insetTop: 200, phase: sample.phase))
        }
        #expect(layouts.map(\.headerHeight) == [200, 160, 160, 159, 159, 169, 169])
    }

    @Test func theSpringsDurationShrinksWithItsStiffness() throws {
        var durations: [Double] = []
        for stiffness in [400, 1600] {
            let stack = try BehaviorRegistry.builtIn.makeStack(
                stack: "compose-top-app-bar=stiffness=\(stiffness)", configuration: Self.header)
            var runner = stack.makeRunner()
            _ = try runner.step(ScrollSample(time: 0, offsetY: -100, insetTop: 200, phase: .dragging))
            durations.append(try runner.step(ScrollSample(time: 1, offsetY: -100, insetTop: 200)).settleDuration)
        }
        // Twice the angular frequency settles in half the time.
        #expect(abs(durations[0] - 2 * durations[1]) < 1e-9)
    }
}
