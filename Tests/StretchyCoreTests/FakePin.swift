import StretchyCore

/// A pinning behaviour whose target defaults to the subview named `tabs`.
struct FakePin: HeaderBehavior {
    static let description = BehaviorDescription(
        identifier: "fake-pin", name: "Fake Pin", stage: .pinning, summary: "Pins the tabs.",
        parameters: [BehaviorParameter("target", .subviews(default: .named(["tabs"])), summary: "The bar.")])
    let targets: [Int]
    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
        targets = try arguments.subviews("target")
    }
    var attributesSet: [SubviewAttributeKey] { targets.map { SubviewAttributeKey($0, .y) } }
    func apply(to frame: inout HeaderFrame) {}
}
