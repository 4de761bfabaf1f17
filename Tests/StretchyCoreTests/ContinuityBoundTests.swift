import StretchyCore
import Testing

/// The bounds `check`'s `subview-continuity` compares each subview attribute's change with.
struct ContinuityBoundTests {
    @Test func theLimitIsTheSlopeTimesTheScrollPlusTheRateTimesTheTimeStep() {
        let bound = ContinuityBound(slope: 2, rate: 10)
        #expect(bound.limit(moved: 3, elapsed: 0.5) == 11)
        #expect(bound.limit(moved: 0, elapsed: 0) == 0)
        #expect((bound + ContinuityBound(slope: 0.5)).limit(moved: 2, elapsed: 0.1) == 6)
        #expect(ContinuityBound.still.limit(moved: 100, elapsed: 1) == 0)
    }

    /// An infinite slope (a declared step) allows any change once the scroll moves and none while it stands still.
    @Test func anInfiniteSlopeAllowsAStepOnlyWhenTheScrollMoves() {
        let step = ContinuityBound(slope: .infinity)
        #expect(step.limit(moved: 0.001, elapsed: 1) == .infinity)
        #expect(step.limit(moved: 0, elapsed: 1) == 0)
        #expect(ContinuityBound(slope: 0, rate: .infinity).limit(moved: 5, elapsed: 0) == 0)
    }

    /// The default catches a 400 pt teleport over a scroll of a point, and lets nothing move while the scroll
    /// stands still.
    @Test func theDefaultBoundsAreDocumented() {
        let bounds = SubviewContinuity.default
        #expect(bounds.lengths == ContinuityBound(slope: 2, rate: 0))
        #expect(bounds.fractions == ContinuityBound(slope: 0.05, rate: 0))
        #expect(bounds.lengths.limit(moved: 1, elapsed: 1.0 / 30) < 400)
        for attribute in SubviewAttribute.allCases {
            let unitless = [SubviewAttribute.alpha, .shadowOpacity, .scale].contains(attribute)
            #expect(bounds.bound(for: attribute) == (unitless ? bounds.fractions : bounds.lengths), "\(attribute)")
        }
    }
}
