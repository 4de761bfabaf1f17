import StretchyCore

/// An effect with one parameter of every kind.
struct FakeEffect: HeaderBehavior {
    static let description = BehaviorDescription(
        identifier: "fake-effect", name: "Fake Effect", stage: .effects, summary: "Sets alpha to 'level'.",
        parameters: [
            BehaviorParameter(
                "level",
                .number(NumberRange(lower: 0, includesLower: false, upper: 1, includesUpper: true), default: 1),
                summary: "The alpha."),
            BehaviorParameter("mode", .choice(["soft", "hard"], default: "soft"), summary: "A choice."),
            BehaviorParameter("target", .subviews(default: .allExcept(["background"])), summary: "Targets."),
            BehaviorParameter("enabled", .flag(default: true), summary: "A flag."),
            BehaviorParameter("size", .number(.nonNegative, default: nil), summary: "A derived default."),
        ])
    let level: Double
    let targets: [Int]
    let enabled: Bool
    let size: Double?
    let mode: String
    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
        level = try arguments.number("level")
        targets = try arguments.subviews("target")
        enabled = try arguments.flag("enabled")
        size = try arguments.optionalNumber("size")
        mode = try arguments.choice("mode")
    }
    var attributesSet: [SubviewAttributeKey] { targets.map { SubviewAttributeKey($0, .alpha) } }
    func apply(to frame: inout HeaderFrame) {
        guard enabled else { return }
        for index in targets { frame.layout.subviews[index].alpha = level }
    }
}
