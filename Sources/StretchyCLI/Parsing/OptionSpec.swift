/// A named option (`--format <format>`) or flag (`--all`) of a command.
///
/// Options take a value as `--name value` or `--name=value`; flags take none. A value that starts with `-` must
/// be written with `=` (`--tolerance=-1`), except a lone `-` (standard input or output) and negative numbers.
///
/// For example:
///
/// ```swift
/// OptionSpec.option("--format", valueName: "format", help: "The file format.", kind: .choice(["csv", "jsonl"]),
///                   defaultValue: "csv")
/// OptionSpec.flag("--all", help: "Replay every session in the database.")
/// ```
public struct OptionSpec: Hashable, Sendable {
    /// The long name with its dashes, such as `--format`. ``ParsedArguments`` reads the option by it.
    public var name: String
    /// An optional one-letter name with its dash, such as `-o`.
    public var shortName: String?
    /// The name of the value shown in help and errors between angle brackets, or `nil` for a flag.
    public var valueName: String?
    /// One sentence for the `OPTIONS:` section of help.
    public var help: String
    /// What the value must look like.
    public var kind: ValueKind
    /// The value used when the option is not given, shown in help as `(default: x)`.
    public var defaultValue: String?
    /// Whether the option may be given more than once, collecting every value.
    public var isRepeatable: Bool
    /// Whether the command refuses to run without it.
    public var isRequired: Bool

    /// Creates an option from all of its parts; ``option(_:short:valueName:help:kind:defaultValue:repeatable:required:)``
    /// and ``flag(_:short:help:)`` read better.
    public init(
        name: String,
        shortName: String? = nil,
        valueName: String?,
        help: String,
        kind: ValueKind = .string,
        defaultValue: String? = nil,
        isRepeatable: Bool = false,
        isRequired: Bool = false
    ) {
        precondition(name.hasPrefix("--") && name.count > 2, "An option's name starts with '--': \(name)")
        precondition(shortName.map { $0.hasPrefix("-") && $0.count == 2 } ?? true, "A short name is '-x'")
        self.name = name
        self.shortName = shortName
        self.valueName = valueName
        self.help = help
        self.kind = kind
        self.defaultValue = defaultValue
        self.isRepeatable = isRepeatable
        self.isRequired = isRequired
    }

    /// An option that takes a value.
    ///
    /// - Parameters:
    ///   - name: The long name with its dashes, such as `--format`.
    ///   - short: An optional short name, such as `-o`.
    ///   - valueName: The value's name in help and errors, such as `format`.
    ///   - help: One sentence for help.
    ///   - kind: What the value must look like; `.choice` lists the accepted words in help.
    ///   - defaultValue: The value used when the option is not given.
    ///   - repeatable: Whether it may be given more than once.
    ///   - required: Whether the command refuses to run without it.
    /// - Returns: The option.
    public static func option(
        _ name: String,
        short: String? = nil,
        valueName: String,
        help: String,
        kind: ValueKind = .string,
        defaultValue: String? = nil,
        repeatable: Bool = false,
        required: Bool = false
    ) -> OptionSpec {
        OptionSpec(
            name: name, shortName: short, valueName: valueName, help: help, kind: kind, defaultValue: defaultValue,
            isRepeatable: repeatable, isRequired: required)
    }

    /// A flag: an option without a value, off unless given.
    ///
    /// - Parameters:
    ///   - name: The long name with its dashes, such as `--all`.
    ///   - short: An optional short name.
    ///   - help: One sentence for help.
    /// - Returns: The flag.
    public static func flag(_ name: String, short: String? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: short, valueName: nil, help: help)
    }

    /// Whether this is a flag, taking no value.
    public var isFlag: Bool { valueName == nil }

    /// The long name with its value, as errors name it: `--format <format>` or `--all`.
    public var displayName: String {
        valueName.map { "\(name) <\($0)>" } ?? name
    }

    /// The label in help: `-o, --output <file>`.
    var helpLabel: String {
        let names = [shortName, name].compactMap { $0 }.joined(separator: ", ")
        return valueName.map { "\(names) <\($0)>" } ?? names
    }

    /// The form in a usage line: `--session <name>`, `[--format <format>]` or `[--plugin <path> ...]`.
    var synopsis: String {
        let base = isRepeatable ? "\(displayName) ..." : displayName
        return isRequired ? base : "[\(base)]"
    }

    /// The help text with its accepted values and default: `The format. (values: csv, jsonl; default: csv)`.
    var helpText: String {
        var notes: [String] = []
        if case .choice(let words) = kind {
            notes.append("values: \(words.joined(separator: ", "))")
        }
        if let defaultValue {
            notes.append("default: \(defaultValue)")
        }
        return notes.isEmpty ? help : "\(help) (\(notes.joined(separator: "; ")))"
    }
}
