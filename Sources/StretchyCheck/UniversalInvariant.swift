/// The invariants every stack is checked against (docs/check.md), besides the behaviours' own.
enum UniversalInvariant: String, CaseIterable, Sendable {
    case finite
    case nonNegative = "non-negative"
    case stretchFactor = "stretch-factor"
    case fractions
    case continuity
    case subviewContinuity = "subview-continuity"
    case declaredWrites = "declared-writes"
    case settleAtRest = "settle-at-rest"
    case repeatable
    case secondThread = "second-thread"
    case rateIndependent = "rate-independent"

    var summary: String {
        switch self {
        case .finite: "every number of the layout is finite"
        case .nonNegative: "the header's and content's heights and every subview's width and height are >= 0"
        case .stretchFactor: "stretchFactor is the header configuration's stretchFactor(forHeaderHeight:)"
        case .fractions: "every alpha and shadowOpacity is in [0, 1]"
        case .continuity:
            "the header's height and y change by at most the expansion's slope times the offset's (and inset's) change"
        case .subviewContinuity:
            "every subview attribute the stack writes changes by at most its behaviours' slope times the scroll's "
                + "change plus their rate times the time step"
        case .declaredWrites:
            "every subview attribute no behaviour of the stack declares writing stays at the header's resting value"
        case .settleAtRest:
            "a settle followed to its offset leaves the layout at rest after its duration, at the stretch factor it "
                + "aimed at"
        case .repeatable: "a second run from a fresh runner gives the same frames, bit for bit"
        case .secondThread: "a run on another thread gives the same frames, bit for bit"
        case .rateIndependent:
            "with no behaviour reading the previous frame: the session at twice the rate gives the same frames at "
                + "common times"
        }
    }
}
