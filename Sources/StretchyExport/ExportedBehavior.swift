import StretchyCore

/// One behaviour of an exported stack, every declared parameter resolved.
struct ExportedBehavior: Sendable {
    /// The behaviour's description, from the registry.
    let description: BehaviorDescription
    /// Every declared parameter, in declaration order.
    let values: [ExportedValue]
    /// Whether the stack has it only as its stage's default, with default parameters (written or not).
    let isImplied: Bool
    /// Whether it is one of StretchyBehaviors' built-ins rather than a plugin's.
    let isBuiltIn: Bool

    /// The behaviour's identifier.
    var identifier: String { description.identifier }

    /// The value of a declared parameter.
    func value(_ name: String) -> ExportedValue {
        guard let value = values.first(where: { $0.name == name }) else {
            preconditionFailure("'\(identifier)' declares no parameter '\(name)'")
        }
        return value
    }

    /// The values that differ from their defaults.
    var givenValues: [ExportedValue] {
        values.filter { !$0.isDefault }
    }

    /// The behaviour as a stack writes it: its identifier, then `=` and the parameters that are not defaults.
    var text: String {
        let given = givenValues.map(\.pair)
        return given.isEmpty ? identifier : identifier + "=" + given.joined(separator: ":")
    }
}
