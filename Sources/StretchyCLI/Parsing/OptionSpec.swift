import StretchyCore
import StretchyReplay
import _StretchySystem

/// A named option (`--format <format>`) or flag (`--all`) of a command, as the parser and help see it: names,
/// help, the kind of value and its default, without the value's Swift type.
///
/// Commands declare typed ``OptionSpec`` values; this is what each of them hands to ``CommandSpec``. Options take
/// a value as `--name value` or `--name=value`; flags take none. A value that starts with `-` must be written
/// with `=` (`--tolerance=-1`), except a lone `-` (standard input or output) and negative numbers.
struct OptionDefinition: Hashable, Sendable {
    /// The long name with its dashes, such as `--format`. ``ParsedArguments`` keys the option's values by it.
    var name: String
    /// An optional one-letter name with its dash, such as `-o`.
    var shortName: String?
    /// The name of the value shown in help and errors between angle brackets, or `nil` for a flag.
    var valueName: String?
    /// One sentence for the `OPTIONS:` section of help.
    var help: String
    /// What the value must look like.
    var kind: ValueKind
    /// The value used when the option is not given, as help shows it: `(default: x)`.
    var defaultValue: String?
    /// Whether the option may be given more than once, collecting every value.
    var isRepeatable: Bool
    /// Whether the command refuses to run without it.
    var isRequired: Bool

    init(
        name: String, shortName: String?, valueName: String?, help: String, kind: ValueKind = .string,
        defaultValue: String? = nil, isRepeatable: Bool = false, isRequired: Bool = false
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

    /// Whether this is a flag, taking no value.
    var isFlag: Bool { valueName == nil }

    /// The long name with its value, as errors name it: `--format <format>` or `--all`.
    var displayName: String {
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

/// Something a command lists among its options: a typed ``OptionSpec`` of any value type.
protocol OptionDeclaring: Sendable {
    /// The option as the parser and help see it.
    var definition: OptionDefinition { get }
}

/// A typed option of a command: its definition, and how its checked words become a `Value`.
///
/// The value type says what a command gets: `Bool` for a flag, `String` for an option with a default or a
/// required one, `String?` for one that may be left out, `[String]` for a repeatable one, an enum for a choice.
/// The default is declared once, here, and help shows it. A command reads the value with
/// `arguments[Self.format]`, so a misspelt option is a compile error.
///
/// For example:
///
/// ```swift
/// static let format: OptionSpec<SampleFileFormat> = .choice("--format", help: "The file format.", default: .csv)
/// static let all: OptionSpec<Bool> = .flag("--all", help: "Replay every session in the database.")
/// ```
struct OptionSpec<Value>: OptionDeclaring {
    /// The option as the parser and help see it.
    let definition: OptionDefinition
    /// The value from the words given to the option (`nil` when it was left out), already checked against the
    /// definition's ``ValueKind``.
    let value: @Sendable ([String]?) -> Value

    /// The long name with its dashes, such as `--format`.
    var name: String { definition.name }
}

extension OptionSpec where Value == Bool {
    /// A flag: an option without a value, `false` unless given.
    static func flag(_ name: String, short: String? = nil, help: String) -> Self {
        Self(definition: OptionDefinition(name: name, shortName: short, valueName: nil, help: help)) { $0 != nil }
    }
}

extension OptionSpec where Value == String? {
    /// An option that takes any text and may be left out.
    static func option(_ name: String, short: String? = nil, valueName: String, help: String) -> Self {
        Self(definition: OptionDefinition(name: name, shortName: short, valueName: valueName, help: help)) {
            $0?.last
        }
    }
}

extension OptionSpec where Value == String {
    /// An option that takes any text, with the value used when it is left out.
    static func option(
        _ name: String, short: String? = nil, valueName: String, help: String, default defaultValue: String
    ) -> Self {
        Self(
            definition: OptionDefinition(
                name: name, shortName: short, valueName: valueName, help: help, defaultValue: defaultValue)
        ) { $0?.last ?? defaultValue }
    }

    /// An option that takes any text and must be given.
    static func required(_ name: String, short: String? = nil, valueName: String, help: String) -> Self {
        Self(
            definition: OptionDefinition(
                name: name, shortName: short, valueName: valueName, help: help, isRequired: true)
        ) { $0?.last ?? "" }  // The parser refuses a command line without it.
    }
}

extension OptionSpec where Value == [String] {
    /// An option that may be given any number of times, collecting every value in order.
    static func repeatable(_ name: String, short: String? = nil, valueName: String, help: String) -> Self {
        Self(
            definition: OptionDefinition(
                name: name, shortName: short, valueName: valueName, help: help, isRepeatable: true)
        ) { $0 ?? [] }
    }
}

extension OptionSpec where Value == Double {
    /// An option that takes a finite number inside `range`, with the value used when it is left out.
    static func number(
        _ name: String, short: String? = nil, valueName: String, help: String, range: NumberRange = .any,
        default defaultValue: Double
    ) -> Self {
        Self(
            definition: OptionDefinition(
                name: name, shortName: short, valueName: valueName, help: help, kind: .number(range),
                defaultValue: NumberFormatting.shortest(defaultValue))
        ) { $0?.last.flatMap { DecimalNumber.parse($0) } ?? defaultValue }
    }
}

extension OptionSpec where Value == String? {
    /// An option that takes a finite number inside `range` and may be left out, kept as the text given, for a
    /// reader that parses it itself (such as a frame rate, which a script may also give as `variable ...`).
    static func numberText(
        _ name: String, short: String? = nil, valueName: String, help: String, range: NumberRange = .any
    ) -> Self {
        Self(
            definition: OptionDefinition(
                name: name, shortName: short, valueName: valueName, help: help, kind: .number(range))
        ) { $0?.last }
    }
}

extension OptionSpec where Value == String {
    /// An option that takes a finite number inside `range`, kept as the text given, with the text used when it is
    /// left out.
    static func numberText(
        _ name: String, short: String? = nil, valueName: String, help: String, range: NumberRange = .any,
        default defaultValue: String
    ) -> Self {
        Self(
            definition: OptionDefinition(
                name: name, shortName: short, valueName: valueName, help: help, kind: .number(range),
                defaultValue: defaultValue)
        ) { $0?.last ?? defaultValue }
    }
}

extension OptionSpec where Value == Int? {
    /// An option that takes a whole number inside `range` and may be left out.
    static func integer(
        _ name: String, short: String? = nil, valueName: String, help: String,
        range: ClosedRange<Int> = ValueKind.anyInteger
    ) -> Self {
        Self(
            definition: OptionDefinition(
                name: name, shortName: short, valueName: valueName, help: help, kind: .integer(range))
        ) { $0?.last.flatMap { DecimalNumber.integer($0) } }
    }
}

extension OptionSpec where Value: CaseIterable & RawRepresentable & Sendable, Value.RawValue == String {
    /// An option that takes one of an enumeration's raw values, with the case used when it is left out. Help and
    /// errors list `Value.allCases`.
    static func choice(
        _ name: String, short: String? = nil, valueName: String = "format", help: String, default defaultValue: Value
    ) -> Self {
        Self(
            definition: OptionDefinition(
                name: name, shortName: short, valueName: valueName, help: help,
                kind: .choice(Value.allCases.map(\.rawValue)), defaultValue: defaultValue.rawValue)
        ) { $0?.last.flatMap(Value.init(rawValue:)) ?? defaultValue }
    }

    /// An option that takes one of an enumeration's raw values and must be given.
    static func requiredChoice(_ name: String, short: String? = nil, valueName: String, help: String) -> Self {
        Self(
            definition: OptionDefinition(
                name: name, shortName: short, valueName: valueName, help: help,
                kind: .choice(Value.allCases.map(\.rawValue)), isRequired: true)
        ) { $0?.last.flatMap(Value.init(rawValue:)) ?? Value.allCases.first! }  // The parser refuses it missing.
    }
}

extension OptionSpec {
    /// An option that takes one of an enumeration's raw values and may be left out. Help and errors list
    /// `Choice.allCases`.
    static func choice<Choice: CaseIterable & RawRepresentable & Sendable>(
        _ name: String, short: String? = nil, valueName: String, help: String
    ) -> OptionSpec<Choice?> where Choice.RawValue == String {
        OptionSpec<Choice?>(
            definition: OptionDefinition(
                name: name, shortName: short, valueName: valueName, help: help,
                kind: .choice(Choice.allCases.map(\.rawValue)))
        ) { $0?.last.flatMap(Choice.init(rawValue:)) }
    }
}

extension OptionSpec where Value == CorpusShard? {
    /// An option that takes a share of a corpus, `I/N` with `0 <= I < N`, and may be left out.
    static func shard(_ name: String, help: String) -> Self {
        Self(
            definition: OptionDefinition(name: name, shortName: nil, valueName: "i/n", help: help, kind: .shard)
        ) { $0?.last.flatMap(CorpusShard.init(text:)) }
    }
}
