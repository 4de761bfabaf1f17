import StretchyBehaviors
import StretchyCore
import StretchyTestSupport
import Testing

/// `android-app-bar` against a simulation written in Android's own terms, and its refused flag combinations.
struct AndroidAppBarBehaviorTests {
    /// The header of conformance.md's examples: 200 tall, minimum 56.
    static let header = try! HeaderConfiguration(maximumContentHeight: 200, minimumContentHeight: 56)

    /// Android's nested-scroll chain with the content's scroll `s` and the bar's offset `o` both kept explicitly
    /// (conformance.md sections 0 and 1b), fed finger deltas.
    struct AndroidModel {
        let total: Double
        let downPre: Double
        let contentLimit: Double
        var contentScroll = 0.0
        var barOffset = 0.0

        init(
            exitUntilCollapsed: Bool, enterAlways: Bool, enterAlwaysCollapsed: Bool, contentLimit: Double,
            margins: (top: Double, bottom: Double) = (0, 0)
        ) {
            // One child of height h = 200 - margins inside the bar, minHeight 56; the ranges count its margins.
            let height = 200 - margins.top - margins.bottom
            let childRange = margins.top + height + margins.bottom
            total = exitUntilCollapsed ? childRange - 56 : childRange
            let reentry = enterAlwaysCollapsed ? 56 : exitUntilCollapsed ? height - 56 : height
            downPre = enterAlways ? margins.top + margins.bottom + reentry : 0
            self.contentLimit = contentLimit
        }

        /// The P that UIKit would record: `s - o`.
        var position: Double { contentScroll - barOffset }

        mutating func finger(_ dy: Double) {
            var pre = 0.0
            if dy < 0, downPre != 0 { pre = scroll(dy, lower: -total, upper: -total + downPre) }
            if dy > 0 { pre = scroll(dy, lower: -total, upper: 0) }
            let rest = dy - pre
            if rest > 0 { contentScroll = min(contentLimit, contentScroll + rest) }
            if rest < 0 {
                let taken = max(rest, -contentScroll)
                contentScroll += taken
                if rest - taken < 0 { _ = scroll(rest - taken, lower: -total, upper: 0) }
            }
        }

        private mutating func scroll(_ dy: Double, lower: Double, upper: Double) -> Double {
            guard lower != 0, barOffset >= lower, barOffset <= upper else { return 0 }
            let moved = min(upper, max(lower, barOffset - dy))
            defer { barOffset = moved }
            return barOffset - moved
        }
    }

    static let flagSets: [(text: String, exit: Bool, enter: Bool, collapsed: Bool, top: Double, bottom: Double)] = [
        ("", false, false, false, 0, 0),
        ("exit-until-collapsed=true", true, false, false, 0, 0),
        ("enter-always=true", false, true, false, 0, 0),
        ("enter-always=true:enter-always-collapsed=true", false, true, true, 0, 0),
        ("enter-always=true:exit-until-collapsed=true", true, true, false, 0, 0),
        ("enter-always=true:enter-always-collapsed=true:exit-until-collapsed=true", true, true, true, 0, 0),
        ("enter-always=true:enter-always-collapsed=true:top-margin=8:bottom-margin=12", false, true, true, 8, 12),
        ("enter-always=true:exit-until-collapsed=true:top-margin=20:bottom-margin=4", true, true, false, 20, 4),
    ]

    @Test(arguments: flagSets.indices)
    func randomFingerStreamsGiveAndroidsBarOffsetOnEveryFrame(flagSet: Int) throws {
        let flags = Self.flagSets[flagSet]
        let stack = try BehaviorRegistry.builtIn.makeStack(
            stack: "android-app-bar" + (flags.text.isEmpty ? "" : "=" + flags.text), configuration: Self.header)
        var generator = SeededGenerator(seed: 0xA11 + UInt64(flagSet))
        for _ in 0..<50 {
            var model = AndroidModel(
                exitUntilCollapsed: flags.exit, enterAlways: flags.enter, enterAlwaysCollapsed: flags.collapsed,
                contentLimit: 1500, margins: (flags.top, flags.bottom))
            var runner = stack.makeRunner()
            for index in 0..<200 {
                if index > 0 {
                    let big = Int.random(in: 0..<10, using: &generator) == 0
                    let dy = Double(Int.random(in: big ? -400...400 : -40...40, using: &generator))
                    model.finger(dy)
                }
                let layout = try runner.step(
                    ScrollSample(time: Double(index) / 60, offsetY: model.position - 200, insetTop: 200))
                let offset = layout.headerY - (model.position - 200)
                #expect(offset == model.barOffset, "frame \(index) flags '\(flags.text)'")
                if offset != model.barOffset { return }
            }
        }
    }

    /// `snapToChildIfNeeded` and `getChildIndexOnOffset` for one child laid out in the bar at `[top, top + height]`,
    /// written over the child's rect as Android does: the offset it settles at, or `nil` for no snap.
    static func androidSnap(
        offset: Int, child: (top: Int, height: Int, bottomMargin: Int), minHeight: Int, total: Int,
        exitUntilCollapsed: Bool, quickReturnSeam: Bool, snapMargins: Bool
    ) -> Int? {
        var lookupTop = child.top
        var lookupBottom = child.top + child.height
        if snapMargins {
            lookupTop -= child.top
            lookupBottom += child.bottomMargin
        }
        guard lookupTop <= -offset, lookupBottom >= -offset else { return nil }
        var snapTop = -child.top
        var snapBottom = -(child.top + child.height)
        if exitUntilCollapsed {
            snapBottom += minHeight
        } else if quickReturnSeam {
            let seam = snapBottom + minHeight
            if offset < seam { snapTop = seam } else { snapBottom = seam }
        }
        if snapMargins {
            snapTop += child.top
            snapBottom -= child.bottomMargin
        }
        let target = offset < (snapBottom + snapTop) / 2 ? snapBottom : snapTop
        return min(0, max(-total, target))
    }

    @Test(arguments: [false, true])
    func releasesSnapWhereAndroidsSnapToChildIfNeededPutsAChildWithMargins(snapMargins: Bool) throws {
        let cases: [(text: String, exit: Bool, enter: Bool)] = [
            ("exit-until-collapsed=true", true, false), ("enter-always=true", false, true), ("", false, false),
        ]
        var generator = SeededGenerator(seed: snapMargins ? 0x5A1 : 0x5A0)
        for flags in cases {
            for _ in 0..<20 {
                let top = Int.random(in: 0...30, using: &generator)
                let bottom = Int.random(in: 0...30, using: &generator)
                let total = flags.exit ? 144 : 200
                let stack = try BehaviorRegistry.builtIn.makeStack(
                    stack: "android-app-bar=snap=true:top-margin=\(top):bottom-margin=\(bottom)"
                        + (snapMargins ? ":snap-margins=true" : "") + (flags.text.isEmpty ? "" : ":" + flags.text),
                    configuration: Self.header)
                for _ in 0..<20 {
                    // A monotone scroll from the top leaves o = -min(P, total) for every flag set.
                    let position = Int.random(in: 0...total, using: &generator)
                    var runner = stack.makeRunner()
                    _ = try runner.step(ScrollSample(time: 0, offsetY: -200, insetTop: 200, phase: .dragging))
                    _ = try runner.step(
                        ScrollSample(time: 0.1, offsetY: Double(position) - 200, insetTop: 200, phase: .dragging))
                    let layout = try runner.step(
                        ScrollSample(time: 0.2, offsetY: Double(position) - 200, insetTop: 200))
                    let offset = -min(position, total)
                    let expected = Self.androidSnap(
                        offset: offset, child: (top, 200 - top - bottom, bottom), minHeight: 56, total: total,
                        exitUntilCollapsed: flags.exit, quickReturnSeam: flags.enter, snapMargins: snapMargins)
                    let settled = Double(position) - 200 + Double(offset - (expected ?? offset))
                    #expect(
                        layout.settleOffset == settled,
                        "P \(position) margins \(top)/\(bottom) flags '\(flags.text)' snap-margins \(snapMargins)")
                }
            }
        }
    }

    @Test func marginsAndSnapMarginsAndroidCannotUseAreRefusedNamingTheRule() {
        let refused = [
            (
                "android-app-bar=snap-margins=true",
                "'android-app-bar' is given parameters that break a rule: snap-margins needs snap=true (Android "
                    + "reads the margins only when it snaps)"
            ),
            (
                "android-app-bar=top-margin=100:bottom-margin=50",
                "'android-app-bar' is given parameters that break a rule: top-margin + bottom-margin must leave "
                    + "the child at least its minimum height (maximum - minimum = 144)"
            ),
        ]
        for (stack, text) in refused {
            do {
                _ = try BehaviorRegistry.builtIn.makeStack(stack: stack, configuration: Self.header)
                Issue.record("'\(stack)' was accepted")
            } catch {
                #expect(error.description == text)
            }
        }
    }

    @Test func flagsAndroidIgnoresAreRefusedNamingTheRule() {
        #expect(throws: BehaviorError.self) {
            try BehaviorRegistry.builtIn.makeStack(
                stack: "android-app-bar=scroll=false:snap=true", configuration: Self.header)
        }
        do {
            _ = try BehaviorRegistry.builtIn.makeStack(
                stack: "android-app-bar=enter-always-collapsed=true", configuration: Self.header)
            Issue.record("enter-always-collapsed without enter-always was accepted")
        } catch {
            #expect(
                error.description
                    == "'android-app-bar' is given parameters that break a rule: enter-always-collapsed needs "
                    + "enter-always (Android applies it only to a quick-return child)")
            #expect(error.hint == "The description of 'android-app-bar' lists the combinations it allows.")
        }
    }

    @Test func aBarWithoutScrollNeverMoves() throws {
        let stack = try BehaviorRegistry.builtIn.makeStack(
            stack: "android-app-bar=scroll=false", configuration: Self.header)
        var runner = stack.makeRunner()
        for (index, position) in [0.0, 100, 400, 50].enumerated() {
            let layout = try runner.step(
                ScrollSample(time: Double(index), offsetY: position - 200, insetTop: 200))
            #expect(layout.headerY == position - 200)
        }
    }
}
