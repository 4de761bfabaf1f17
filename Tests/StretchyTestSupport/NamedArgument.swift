import Testing

/// A test argument that the test log shows by its name rather than its value: a file's text (CSV rows, JSON Lines, a
/// C listing) passed as an argument would otherwise be printed raw, over several lines, in every passing run.
///
/// For example:
///
/// ```swift
/// @Test(arguments: [NamedArgument("two rows", "t,y\n0,1\n1,2\n")])
/// func parses(_ file: NamedArgument<String>) { ... file.value ... }
/// ```
public struct NamedArgument<Value: Sendable>: Sendable, CustomTestStringConvertible {
    /// What the log shows.
    public let name: String
    /// What the test uses.
    public let value: Value

    /// An argument shown as `name`.
    public init(_ name: String, _ value: Value) {
        self.name = name
        self.value = value
    }

    /// The name, as the test log shows the argument.
    public var testDescription: String { name }
}
