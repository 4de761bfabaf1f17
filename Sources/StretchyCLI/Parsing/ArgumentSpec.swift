/// A positional argument of a command, such as `<session.db>`, as the parser and help see it.
///
/// Positional arguments are matched in the order the command declares them; only the last may be repeatable.
struct ArgumentDefinition: Hashable, Sendable {
    /// The name shown between angle brackets, such as `session.db`.
    var name: String
    /// One sentence for the `ARGUMENTS:` section of help.
    var help: String
    /// Whether the argument may be left out.
    var isOptional: Bool
    /// Whether it takes every remaining positional value.
    var isRepeatable: Bool
    /// What the value must look like.
    var kind: ValueKind = .string

    /// The key ``ParsedArguments`` keeps its values by, and errors show: `<session.db>`.
    var key: String { "<\(name)>" }

    /// The form in a usage line: `<file>`, `[<file>]`, `<file> ...` or `[<file> ...]`.
    var synopsis: String {
        let base = isRepeatable ? "\(key) ..." : key
        return isOptional ? "[\(base)]" : base
    }
}

/// Something a command lists among its positional arguments: a typed ``ArgumentSpec`` of any value type.
protocol ArgumentDeclaring: Sendable {
    /// The argument as the parser and help see it.
    var definition: ArgumentDefinition { get }
}

/// A typed positional argument: `String` when required, `String?` when it may be left out, `[String]` when it
/// takes every remaining word. A command reads it with `arguments[Self.database]`.
///
/// For example:
///
/// ```swift
/// static let database: ArgumentSpec<String> = .required("session.db", help: "The session database (SQLite).")
/// ```
struct ArgumentSpec<Value>: ArgumentDeclaring {
    /// The argument as the parser and help see it.
    let definition: ArgumentDefinition
    /// The value from the words given (`nil` when it was left out), already checked by the parser.
    let value: @Sendable ([String]?) -> Value
}

extension ArgumentSpec where Value == String {
    /// An argument that must be given.
    static func required(_ name: String, help: String) -> Self {
        Self(definition: ArgumentDefinition(name: name, help: help, isOptional: false, isRepeatable: false)) {
            $0?.last ?? ""  // The parser refuses a command line without it.
        }
    }
}

extension ArgumentSpec where Value == String? {
    /// An argument that may be left out.
    static func optional(_ name: String, help: String) -> Self {
        Self(definition: ArgumentDefinition(name: name, help: help, isOptional: true, isRepeatable: false)) {
            $0?.last
        }
    }
}

extension ArgumentSpec where Value == [String] {
    /// An argument that takes every remaining positional word, at least one.
    static func oneOrMore(_ name: String, help: String) -> Self {
        Self(definition: ArgumentDefinition(name: name, help: help, isOptional: false, isRepeatable: true)) {
            $0 ?? []  // The parser refuses a command line without one.
        }
    }

    /// An argument that takes every remaining positional word, and may be left out.
    static func repeatable(_ name: String, help: String) -> Self {
        Self(definition: ArgumentDefinition(name: name, help: help, isOptional: true, isRepeatable: true)) {
            $0 ?? []
        }
    }
}
