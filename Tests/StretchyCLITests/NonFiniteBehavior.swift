import StretchyBehaviors
import StretchyCore

/// A test behaviour of the effects stage that lays out NaN or an infinity from a given time on: in the header's
/// height, in the title's alpha (an attribute it declares), or in the avatar's alpha (one it does not declare, so that
/// only every-attribute outputs, a report's and `--frames-columns all`, carry it).
struct NonFiniteBehavior: DescribedBehavior {
    /// The built-in behaviours and this one.
    static let registry = try! BehaviorRegistry.builtIn.adding([NonFiniteBehavior.self])

    static let from = Parameter<Double>(
        "from", .number(.nonNegative, default: 1),
        summary: "The sample time it starts at, in seconds.")
    static let value = Parameter<Value>(
        "value", .choice(default: .nan),
        summary: "What it lays out.")
    static let field = Parameter<Field>(
        "field", .choice(default: .height),
        summary: "Where it goes.")

    static var description: BehaviorDescription {
        BehaviorDescription(
            identifier: "test-non-finite",
            name: "Test Non-Finite",
            stage: .effects,
            summary: "Lays out NaN or an infinity from a given time on.",
            parameters: [
                Self.from,
                Self.value,
                Self.field,
            ])
    }

    let from: Double
    let value: Double
    let field: Field
    let title: Int
    let avatar: Int

    /// What it lays out.
    enum Value: String, CaseIterable, Sendable {
        case nan
        case inf
    }

    /// Where it goes: the header's height, the title's alpha, or the avatar's alpha, which it does not declare.
    enum Field: String, CaseIterable, Sendable {
        case height
        case alpha
        case hidden
    }

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
        from = arguments[Self.from]
        value = arguments[Self.value] == .nan ? .nan : .infinity
        field = arguments[Self.field]
        title = configuration.subviews.firstIndex { $0.id == "title" } ?? 0
        avatar = configuration.subviews.firstIndex { $0.id == "avatar" } ?? 0
    }

    var writtenAttributes: [SubviewAttributeKey] { field == .alpha ? [SubviewAttributeKey(title, .alpha)] : [] }

    func apply(to frame: inout HeaderFrame) {
        guard frame.sample.time >= from else { return }
        switch field {
        case .height: frame.layout.headerHeight = value
        case .alpha: frame.layout.subviews[title].alpha = value
        case .hidden: frame.layout.subviews[avatar].alpha = value
        }
    }
}
