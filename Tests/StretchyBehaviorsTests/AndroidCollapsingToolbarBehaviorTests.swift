import StretchyBehaviors
import StretchyCore
import StretchyTestSupport
import Testing

/// `android-collapsing-toolbar`'s scrim animator and its children on random streams.
struct AndroidCollapsingToolbarBehaviorTests {
    static let header = try! HeaderConfiguration(
        maximumContentHeight: 200, minimumContentHeight: 56,
        subviews: [
            SubviewConfiguration(id: "background", frame: Rect(x: 0, y: 0, width: 360, height: 200)),
            SubviewConfiguration(id: "toolbar", frame: Rect(x: 0, y: 0, width: 360, height: 56)),
            SubviewConfiguration(id: "scrim", frame: Rect(x: 0, y: 0, width: 360, height: 200)),
            SubviewConfiguration(id: "title", frame: Rect(x: 16, y: 150, width: 200, height: 34)),
        ])

    func runner(_ text: String = "") throws -> StackRunner {
        try BehaviorRegistry.builtIn.makeStack(
            stack: "android-app-bar=exit-until-collapsed=true,android-collapsing-toolbar" + text,
            configuration: Self.header
        ).makeRunner()
    }

    @Test func theScrimTakesItsWholeDurationAndLandsOnWholeSteps() throws {
        var runner = try runner()
        _ = try runner.step(ScrollSample(time: 0, offsetY: -200, insetTop: 200))
        _ = try runner.step(ScrollSample(time: 0.1, offsetY: 0, insetTop: 200))
        var alphas: [Double] = []
        for time in [0.3, 0.5, 0.7, 0.71] {
            let layout = try runner.step(ScrollSample(time: time, offsetY: 0, insetTop: 200))
            alphas.append(layout.subviews[2].alpha)
        }
        #expect(alphas[0] < alphas[1] && alphas[1] < 1)
        #expect(alphas[2] == 1 && alphas[3] == 1)
        #expect(alphas.allSatisfy { ($0 * 255).rounded() == $0 * 255 })
    }

    @Test func quirkQ4TheFirstDirectionsInterpolatorServesBoth() throws {
        // Fading out first picks LINEAR_OUT_SLOW_IN; the later fade-in uses it too.
        var first = try runner()
        _ = try first.step(ScrollSample(time: 0, offsetY: 0, insetTop: 200))
        _ = try first.step(ScrollSample(time: 0.1, offsetY: -200, insetTop: 200))
        _ = try first.step(ScrollSample(time: 1, offsetY: -200, insetTop: 200))
        _ = try first.step(ScrollSample(time: 1.1, offsetY: 0, insetTop: 200))
        let reused = try first.step(ScrollSample(time: 1.4, offsetY: 0, insetTop: 200)).subviews[2].alpha
        var fresh = try runner()
        _ = try fresh.step(ScrollSample(time: 0, offsetY: -200, insetTop: 200))
        _ = try fresh.step(ScrollSample(time: 1.1, offsetY: 0, insetTop: 200))
        let own = try fresh.step(ScrollSample(time: 1.4, offsetY: 0, insetTop: 200)).subviews[2].alpha
        // Half-way, linear-out-slow-in is far ahead of fast-out-linear-in.
        #expect(reused > own + 0.3)
    }

    @Test func randomStreamsMoveParallaxAtHalfSpeedRoundedAndKeepThePinnedToolbarOnScreen() throws {
        var runner = try runner()
        var generator = SeededGenerator(seed: 0xC71)
        var position = 0.0
        for index in 0..<500 {
            position = max(0, min(1000, position + Double(Int.random(in: -30...30, using: &generator)) + 0.25))
            let layout = try runner.step(
                ScrollSample(time: Double(index) / 60, offsetY: position - 200, insetTop: 200))
            let offset = layout.headerY - (position - 200)
            #expect(layout.subviews[0].y == (-offset / 2 + 0.5).rounded(.down))
            // On screen the toolbar stays at the top: its y in the bar cancels the bar's offset.
            #expect(offset + layout.subviews[1].y == 0)
        }
    }

    @Test func compressedChildrenRideUpAtMostAThirdOfTheirHeightAndClipToTheirBottom() throws {
        let header = try HeaderConfiguration(
            maximumContentHeight: 200, minimumContentHeight: 56,
            subviews: Self.header.subviews + [
                SubviewConfiguration(id: "image", frame: Rect(x: 0, y: 100, width: 360, height: 100))
            ])
        var runner = try BehaviorRegistry.builtIn.makeStack(
            stack: "android-app-bar=exit-until-collapsed=true,android-collapsing-toolbar=compress=image",
            configuration: header
        ).makeRunner()
        var generator = SeededGenerator(seed: 0xC0E)
        var position = 0.0
        var screenTops: [(collapse: Double, top: Double)] = []
        for index in 0..<500 {
            position = max(0, min(1000, position + Double(Int.random(in: -30...30, using: &generator)) + 0.25))
            let layout = try runner.step(
                ScrollSample(time: Double(index) / 60, offsetY: position - 200, insetTop: 200))
            let offset = layout.headerY - (position - 200)
            let image = layout.subviews[4]
            #expect(image.alpha == 1)
            if 100 + offset > 0 {
                #expect(image.y == 100 && image.height == 100)
                continue
            }
            // On screen its top rides up by at most 0.3 x its height; the clip keeps its bottom at the child's.
            let screenTop = offset + image.y
            #expect(-30 <= screenTop && screenTop <= 0, "frame \(index)")
            #expect(image.y + image.height >= 200 && image.y + image.height < 201, "frame \(index)")
            screenTops.append((-offset, screenTop))
        }
        #expect(screenTops.count > 50)
        let sorted = screenTops.sorted { $0.collapse < $1.collapse }
        for (earlier, later) in zip(sorted, sorted.dropFirst()) {
            #expect(later.top <= earlier.top, "the further collapsed, the higher it rides")
        }
    }
}
