/// The checked values of one command line, read by the keys that usage shows: `--session`, `<session.db>`.
///
/// Every value has already been checked against its ``ValueKind``, so ``int(_:)`` and ``double(_:)`` return
/// `nil` only when the option was not given and has no default. Reading a key the command does not declare is a
/// programming error and stops the program.
///
/// For example:
///
/// ```swift
/// let database = arguments.string("<session.db>")!
/// let format = arguments.string("--format")!  // has a default
/// let plugins = arguments.strings("--plugin")
/// if arguments.flag("--profile") { ... }
/// ```
public struct ParsedArguments {
    /// The names from the tool to the command run: `["stretchy-replay", "export"]`.
    public let commandPath: [String]
    /// The spec the values were checked against.
    public let spec: CommandSpec
    private let values: [String: [String]]

    /// Creates parsed arguments; the parser is the usual source.
    ///
    /// - Parameters:
    ///   - commandPath: The names from the tool to the command.
    ///   - spec: The command's spec.
    ///   - values: The values given, keyed by long option name or `<argument>`; flags given map to `[]`.
    public init(commandPath: [String], spec: CommandSpec, values: [String: [String]]) {
        self.commandPath = commandPath
        self.spec = spec
        self.values = values
    }

    /// The value of an option or positional argument: the last given, else its default, else `nil`.
    public func string(_ key: String) -> String? {
        checkDeclared(key)
        return values[key]?.last ?? defaultValue(key)
    }

    /// Every value given to a repeatable option or argument, in order; the default alone when none was given.
    public func strings(_ key: String) -> [String] {
        checkDeclared(key)
        if let given = values[key] { return given }
        return defaultValue(key).map { [$0] } ?? []
    }

    /// The value as a whole number; `nil` when absent.
    public func int(_ key: String) -> Int? {
        string(key).flatMap { Int($0) }
    }

    /// The value as a number; `nil` when absent.
    public func double(_ key: String) -> Double? {
        string(key).flatMap { Double($0) }
    }

    /// Whether a flag was given.
    public func flag(_ key: String) -> Bool {
        checkDeclared(key)
        return values[key] != nil
    }

    /// Whether an option, flag or argument was given on the command line (a default does not count).
    public func isPresent(_ key: String) -> Bool {
        checkDeclared(key)
        return values[key] != nil
    }

    private func defaultValue(_ key: String) -> String? {
        spec.options.first { $0.name == key }?.defaultValue
    }

    private func checkDeclared(_ key: String) {
        let declared =
            spec.options.contains { $0.name == key } || spec.arguments.contains { $0.key == key }
        precondition(declared, "'\(commandPath.joined(separator: " "))' declares no '\(key)'")
    }
}
