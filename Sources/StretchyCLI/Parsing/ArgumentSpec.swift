/// A positional argument of a command, such as `<session.db>`.
///
/// Positional arguments are matched in the order the command declares them; only the last may be repeatable.
public struct ArgumentSpec: Hashable, Sendable {
    /// The name shown between angle brackets, such as `session.db`.
    public var name: String
    /// One sentence for the `ARGUMENTS:` section of help.
    public var help: String
    /// Whether the argument may be left out.
    public var isOptional: Bool
    /// Whether it takes every remaining positional value.
    public var isRepeatable: Bool
    /// What the value must look like.
    public var kind: ValueKind

    /// Creates a positional argument.
    ///
    /// - Parameters:
    ///   - name: The name shown between angle brackets, such as `session.db`.
    ///   - help: One sentence for help.
    ///   - isOptional: Whether it may be left out.
    ///   - isRepeatable: Whether it takes every remaining positional value.
    ///   - kind: What the value must look like.
    public init(
        _ name: String, help: String, isOptional: Bool = false, isRepeatable: Bool = false, kind: ValueKind = .string
    ) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isRepeatable = isRepeatable
        self.kind = kind
    }

    /// The key that ``ParsedArguments`` reads it by, and errors show: `<session.db>`.
    public var key: String { "<\(name)>" }

    /// The form in a usage line: `<file>`, `[<file>]`, `<file> ...` or `[<file> ...]`.
    var synopsis: String {
        let base = isRepeatable ? "\(key) ..." : key
        return isOptional ? "[\(base)]" : base
    }
}
