import StretchyBehaviors
import StretchyCore

/// A test behaviour of the effects stage that lays out NaN or an infinity from a given time on: in the header's
/// height, in the title's alpha (an attribute it declares), or in the avatar's alpha (one it does not declare, so that
/// only every-attribute outputs, a report's and `--frames-columns all`, carry it).
struct NonFiniteBehavior: HeaderBehavior {
    /// The built-in behaviours and this one.
    static let registry = try! BehaviorRegistry.builtIn.adding([NonFiniteBehavior.self])

    static var description: BehaviorDescription {
        BehaviorDescription(
            identifier: "test-non-finite",
            name: "Test Non-Finite",
            stage: .effects,
            summary: "Lays out NaN or an infinity from a given time on.",
            parameters: [
                BehaviorParameter(
                    "from", .number(.nonNegative, default: 1), summary: "The sample time it starts at, in seconds."),
                BehaviorParameter("value", .choice(["nan", "inf"], default: "nan"), summary: "What it lays out."),
                BehaviorParameter(
                    "field", .choice(["height", "alpha", "hidden"], default: "height"), summary: "Where it goes."),
            ])
    }

    let from: Double
    let value: Double
    let field: String
    let title: Int
    let avatar: Int

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
        from = try arguments.number("from")
        value = try arguments.choice("value") == "nan" ? .nan : .infinity
        field = try arguments.choice("field")
        title = configuration.subviews.firstIndex { $0.id == "title" } ?? 0
        avatar = configuration.subviews.firstIndex { $0.id == "avatar" } ?? 0
    }

    var attributesSet: [SubviewAttributeKey] { field == "alpha" ? [SubviewAttributeKey(title, .alpha)] : [] }

    func apply(to frame: inout HeaderFrame) {
        guard frame.sample.time >= from else { return }
        switch field {
        case "height": frame.layout.headerHeight = value
        case "alpha": frame.layout.subviews[title].alpha = value
        default: frame.layout.subviews[avatar].alpha = value
        }
    }
}
