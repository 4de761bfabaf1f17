import StretchyCore

/// A test behaviour of the effects stage with every kind of parameter and a long summary that wraps.
struct FakeFadeBehavior: HeaderBehavior {
    static var description: BehaviorDescription {
        BehaviorDescription(
            identifier: "fake-fade",
            name: "Fake Fade",
            stage: .effects,
            summary: "Fades the chosen subviews as the header collapses, from fully opaque to the given alpha.",
            parameters: [
                BehaviorParameter("target", .subviews(default: .named(["title"])), summary: "The subviews that fade."),
                BehaviorParameter("curve", .choice(["linear", "ease-in"], default: "linear"), summary: "The easing."),
                BehaviorParameter(
                    "to",
                    .number(NumberRange(lower: 0, includesLower: true, upper: 1, includesUpper: true), default: 0),
                    summary: "The alpha when collapsed."),
                BehaviorParameter("snap", .flag(default: false), summary: ""),
            ],
            readsPreviousFrame: true)
    }

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {}

    func apply(to frame: inout HeaderFrame) {}
}
