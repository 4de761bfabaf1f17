import StretchyCore

/// A behaviour that reads a parameter it never declared: a plugin bug.
struct CarelessBehavior: HeaderBehavior {
    static let description = BehaviorDescription(
        identifier: "careless", name: "Careless", stage: .effects, summary: "Reads an undeclared parameter.")
    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
        _ = try arguments.number("ghost")
    }
    func apply(to frame: inout HeaderFrame) {}
}
