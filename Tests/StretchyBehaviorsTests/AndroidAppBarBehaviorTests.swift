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

        init(exitUntilCollapsed: Bool, enterAlways: Bool, enterAlwaysCollapsed: Bool, contentLimit: Double) {
            total = exitUntilCollapsed ? 144 : 200
            downPre = enterAlways ? (enterAlwaysCollapsed ? 56 : exitUntilCollapsed ? 144 : 200) : 0
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

    static let flagSets: [(text: String, exit: Bool, enter: Bool, collapsed: Bool)] = [
        ("", false, false, false),
        ("exit-until-collapsed=true", true, false, false),
        ("enter-always=true", false, true, false),
        ("enter-always=true:enter-always-collapsed=true", false, true, true),
        ("enter-always=true:exit-until-collapsed=true", true, true, false),
        ("enter-always=true:enter-always-collapsed=true:exit-until-collapsed=true", true, true, true),
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
                contentLimit: 1500)
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
