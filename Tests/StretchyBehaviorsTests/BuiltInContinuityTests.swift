import StretchyBehaviors
import StretchyCore
import Testing

/// The subview bounds the built-ins declare for `check`'s `subview-continuity`, from their parameters and the header.
struct BuiltInContinuityTests {
    static func bounds(_ stack: String, _ identifier: String, header: HeaderConfiguration = .profileHeader) throws
        -> SubviewContinuity
    {
        let stack = try BehaviorRegistry.builtIn.makeStack(stack: stack, configuration: header)
        return try #require(stack.behaviors.first { $0.identifier == identifier }).subviewContinuity(in: header)
    }

    /// The profile header's collapse range: 280 - 64.
    static let range = 216.0

    @Test func fadeTransformAndZoomDeclareWhatTheyCanDo() throws {
        #expect(
            try Self.bounds("fade=by=0.25", "fade")
                == SubviewContinuity(lengths: .still, fractions: ContinuityBound(slope: 1 / (0.25 * Self.range))))
        #expect(
            try Self.bounds("transform=y=-30:width=-400:alpha=-0.5:curve=easeIn", "transform")
                == SubviewContinuity(
                    lengths: ContinuityBound(slope: 800 / Self.range),
                    fractions: ContinuityBound(slope: 1 / Self.range)))
        #expect(
            try Self.bounds("zoom", "zoom")
                == SubviewContinuity(lengths: ContinuityBound(slope: 1), fractions: ContinuityBound(slope: 1.0 / 280)))
        #expect(try Self.bounds("tabs", "tabs") == .default)
    }

    /// With no collapse range the stretch factor steps between 0 and 1, and so do a fade and a transform.
    @Test func aHeaderWithNoCollapseRangeSteps() throws {
        let flat = try HeaderConfiguration(
            maximumContentHeight: 200, minimumContentHeight: 200,
            subviews: [SubviewConfiguration(id: "avatar", frame: Rect(x: 0, y: 0, width: 80, height: 80))])
        #expect(try Self.bounds("fade=target=avatar", "fade", header: flat).fractions.slope == .infinity)
        #expect(try Self.bounds("transform=target=avatar:y=10", "transform", header: flat).lengths.slope == .infinity)
    }

    @Test func theCollapsingToolbarDeclaresItsScrimsRateAndItsSteps() throws {
        let header = AndroidCollapsingToolbarBehaviorTests.header
        let stack = "android-app-bar,android-collapsing-toolbar=scrim-duration=0.5"
        #expect(
            try Self.bounds(stack, "android-collapsing-toolbar", header: header)
                == SubviewContinuity(
                    lengths: ContinuityBound(slope: 2, rate: 240),
                    fractions: ContinuityBound(slope: 2 * 14 / (34 * 144.0), rate: 11)))
        let registry = BehaviorRegistry.builtIn
        let fade = try registry.makeStack(
            stack: "android-app-bar,android-collapsing-toolbar=title-mode=fade", configuration: header)
        #expect(
            fade.behaviors.last?.invariantExclusions == [
                InvariantExclusion(
                    "subview-continuity",
                    reason: "with title-mode=fade the title's size steps at the cross-fade's midpoint, at alpha 0")
            ])
        let plain = try registry.makeStack(stack: "android-app-bar,android-collapsing-toolbar", configuration: header)
        #expect(plain.behaviors.last?.invariantExclusions == [])
    }
}
