import StretchyCore

/// An effect with one parameter of every kind.
struct FakeEffect: DescribedBehavior {
    static let level = Parameter<Double>(
        "level", .number(NumberRange(lower: 0, includesLower: false, upper: 1, includesUpper: true), default: 1),
        summary: "The alpha.")
    static let mode = Parameter<Mode>(
        "mode", .choice(default: .soft),
        summary: "A choice.")
    static let target = Parameter<[Int]>(
        "target", .subviews(default: .allExcept(["background"])),
        summary: "Targets.")
    static let enabled = Parameter<Bool>(
        "enabled", .flag(default: true),
        summary: "A flag.")
    static let size = Parameter<Double?>(
        "size", .number(.nonNegative, default: nil),
        summary: "A derived default.")

    static let description = BehaviorDescription(
        identifier: "fake-effect", name: "Fake Effect", stage: .effects, summary: "Sets alpha to 'level'.",
        parameters: [
            Self.level,
            Self.mode,
            Self.target,
            Self.enabled,
            Self.size,
        ])
    let level: Double
    let targets: [Int]
    let enabled: Bool
    let size: Double?
    let mode: Mode
    /// The choice's words.
    enum Mode: String, CaseIterable, Sendable {
        case soft
        case hard
    }
    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
        level = arguments[Self.level]
        targets = arguments[Self.target]
        enabled = arguments[Self.enabled]
        size = arguments[Self.size]
        mode = arguments[Self.mode]
    }
    var writtenAttributes: [SubviewAttributeKey] { targets.map { SubviewAttributeKey($0, .alpha) } }
    func apply(to frame: inout HeaderFrame) {
        guard enabled else { return }
        for index in targets { frame.layout.subviews[index].alpha = level }
    }
}
