/// The checked values of one command line, read through the command's typed specs.
///
/// Every value has already been checked against its ``ValueKind``, and required ones are known to be there, so
/// reading gives the spec's `Value` directly, with its default applied.
///
/// For example:
///
/// ```swift
/// let database = arguments[Self.database]  // String
/// let format = arguments[Self.format]  // SampleFileFormat, its default when left out
/// let plugins = arguments[StackOptions.plugins]  // [String]
/// ```
struct ParsedArguments {
    /// The names from the tool to the command run: `["stretchy-replay", "export"]`.
    let commandPath: [String]
    /// The words given, keyed by long option name or `<argument>`; a flag given maps to `[]`.
    let values: [String: [String]]

    /// The value of an option: what was given, else its default.
    subscript<Value>(_ option: OptionSpec<Value>) -> Value {
        option.value(values[option.definition.name])
    }

    /// The value of a positional argument.
    subscript<Value>(_ argument: ArgumentSpec<Value>) -> Value {
        argument.value(values[argument.definition.key])
    }

    /// Whether an option was given on the command line (a default does not count).
    func isPresent<Value>(_ option: OptionSpec<Value>) -> Bool {
        values[option.definition.name] != nil
    }
}
