import StretchyCore
import _StretchySystem

/// Turns the words after a command's name into ``ParsedArguments``, checking them against its ``CommandSpec``.
///
/// Rules, in the order they apply:
/// - `-h` or `--help` anywhere before `--` asks for help (``CleanExit/helpRequest``), whatever else is wrong.
/// - `--` ends option parsing: every later word is positional, even `--all`.
/// - `--name=value` and `--name value` both set an option; a value that starts with `-` needs `=` unless it is a
///   lone `-` or a number. Short names (`-o file`) take their value from the next word.
/// - A word that starts with `-` and is no declared option is an error, with "Did you mean …?" when one is close.
/// - Positional words fill the arguments in order; the last argument may be repeatable.
/// - Values are checked against their ``ValueKind``; a non-repeatable option given twice is an error.
/// - Then required arguments and options, then exclusive groups, are checked.
///
/// - Complexity: O(n × m) for n words and m declared options.
struct CommandLineParser {
    /// The spec words are checked against.
    let spec: CommandSpec
    /// The names from the tool to the command, for ``ParsedArguments/commandPath``.
    let commandPath: [String]

    /// Creates a parser for one command.
    init(spec: CommandSpec, commandPath: [String]) {
        self.spec = spec
        self.commandPath = commandPath
    }

    /// The help option names every command accepts.
    static let helpNames: Set<String> = ["-h", "--help"]

    /// Parses the words after the command's name.
    ///
    /// - Parameter words: The command-line words, without the tool's or command's names.
    /// - Returns: The checked values.
    /// - Throws: ``CleanExit/helpRequest`` for `-h` or `--help`, or a ``ParserError``.
    func parse(_ words: [String]) throws -> ParsedArguments {
        let optionWords = words.firstIndex(of: "--").map { words[..<$0] } ?? words[...]
        if optionWords.contains(where: Self.helpNames.contains) {
            throw CleanExit.helpRequest
        }

        var values: [String: [String]] = [:]
        var given: [String] = []  // option names in the order first given, for exclusive-group errors
        var positionals: [String] = []
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || !Self.looksLikeOption(word) {
                positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = Self.split(word)
            guard let option = spec.option(named: name) else {
                throw ParserError.unknownOption(name, suggestion: suggestion(for: name))
            }
            if option.isFlag {
                if let inlineValue { throw ParserError.unexpectedValue(flag: option.name, value: inlineValue) }
                if values[option.name] == nil { given.append(option.name) }
                values[option.name] = []
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < words.count,
                !Self.looksLikeOption(words[index]) || DecimalNumber.parse(words[index]) != nil
            {
                value = words[index]
                index += 1
            } else {
                throw ParserError.missingValue(option.displayName)
            }
            guard option.kind.accepts(value) else {
                throw ParserError.invalidValue(
                    value, for: option.displayName, expectation: option.kind.expectation(for: value))
            }
            if values[option.name] != nil, !option.isRepeatable {
                throw ParserError.duplicateOption(option.displayName)
            }
            if values[option.name] == nil { given.append(option.name) }
            values[option.name, default: []].append(value)
        }

        try assign(positionals, to: &values)
        try checkRequired(values)
        try checkExclusive(given)
        return ParsedArguments(commandPath: commandPath, values: values)
    }

    // MARK: - Steps

    private func assign(_ positionals: [String], to values: inout [String: [String]]) throws {
        var remaining = positionals[...]
        for argument in spec.arguments {
            guard !remaining.isEmpty else { break }
            let taken = argument.isRepeatable ? Array(remaining) : [remaining.first!]
            remaining = remaining.dropFirst(taken.count)
            for value in taken where !argument.kind.accepts(value) {
                throw ParserError.invalidValue(
                    value, for: argument.key, expectation: argument.kind.expectation(for: value))
            }
            values[argument.key] = taken
        }
        if !remaining.isEmpty {
            throw ParserError.unexpectedArguments(Array(remaining))
        }
    }

    private func checkRequired(_ values: [String: [String]]) throws {
        for argument in spec.arguments where !argument.isOptional && values[argument.key] == nil {
            throw ParserError.missingArgument(argument.key)
        }
        for option in spec.options where option.isRequired && values[option.name] == nil {
            throw ParserError.missingArgument(option.displayName)
        }
        for group in spec.exclusiveGroups where group.isRequired {
            guard !group.names.contains(where: { values[$0] != nil }) else { continue }
            throw ParserError.missingOneOf(group.names.map(displayName))
        }
    }

    private func checkExclusive(_ given: [String]) throws {
        for group in spec.exclusiveGroups {
            let present = given.filter(group.names.contains)
            if present.count > 1 {
                throw ParserError.exclusiveOptions(displayName(present[0]), displayName(present[1]))
            }
        }
    }

    // MARK: - Helpers

    private func displayName(_ name: String) -> String {
        spec.option(named: name)?.displayName ?? name
    }

    private func suggestion(for name: String) -> String? {
        guard name.count > 2 else { return nil }  // no guesses for a one-letter short name such as '-x'
        let candidates = spec.options.map(\.name) + ["--help"]
        return NameSuggestion.didYouMean(name, among: candidates)
    }

    /// Whether a word is an option (or `--`) rather than a value: it starts with `-` and is not a lone `-`.
    static func looksLikeOption(_ word: String) -> Bool {
        word.hasPrefix("-") && word != "-"
    }

    /// Splits `--name=value` into its name and value; other words have no value.
    static func split(_ word: String) -> (name: String, value: String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }
}
