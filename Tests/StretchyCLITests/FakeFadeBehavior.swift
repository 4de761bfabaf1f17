import StretchyCore

/// A test behaviour of the effects stage with every kind of parameter and a long summary that wraps.
struct FakeFadeBehavior: DescribedBehavior {
    static let target = Parameter<[Int]>(
        "target", .subviews(default: .named(["title"])),
        summary: "The subviews that fade.")
    static let curve = Parameter<Curve>(
        "curve", .choice(default: .linear),
        summary: "The easing.")
    static let to = Parameter<Double>(
        "to", .number(NumberRange(lower: 0, includesLower: true, upper: 1, includesUpper: true), default: 0),
        summary: "The alpha when collapsed.")
    static let snap = Parameter<Bool>(
        "snap", .flag(default: false),
        summary: "")

    static var description: BehaviorDescription {
        BehaviorDescription(
            identifier: "fake-fade",
            name: "Fake Fade",
            stage: .effects,
            summary: "Fades the chosen subviews as the header collapses, from fully opaque to the given alpha.",
            parameters: [
                Self.target,
                Self.curve,
                Self.to,
                Self.snap,
            ],
            readsPreviousFrame: true)
    }

    /// The easings.
    enum Curve: String, CaseIterable, Sendable {
        case linear
        case easeIn = "ease-in"
    }

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {}

    func apply(to frame: inout HeaderFrame) {}
}
