import StretchyCore

/// A pinning behaviour whose target defaults to the subview named `tabs`.
struct FakePin: DescribedBehavior {
    static let target = Parameter<[Int]>(
        "target", .subviews(default: .named(["tabs"])),
        summary: "The bar.")

    static let description = BehaviorDescription(
        identifier: "fake-pin", name: "Fake Pin", stage: .pinning, summary: "Pins the tabs.",
        parameters: [Self.target])
    let targets: [Int]
    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
        targets = arguments[Self.target]
    }
    var writtenAttributes: [SubviewAttributeKey] { targets.map { SubviewAttributeKey($0, .y) } }
    func apply(to frame: inout HeaderFrame) {}
}
