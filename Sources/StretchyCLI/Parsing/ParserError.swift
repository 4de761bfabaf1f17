import StretchyCore

/// Why a command line was refused before the command ran. Printed with the command's usage; exits 64.
///
/// The messages follow swift-argument-parser's word for word where it has one.
public enum ParserError: UserFacingError, ExitCodeProviding, Equatable {
    /// An option the command does not declare, with the nearest declared one if it is a likely typo.
    case unknownOption(String, suggestion: String?)
    /// A first word that is neither a subcommand nor an existing file, but close to a subcommand's name; or a name
    /// `help` does not know, with the subcommands it does when none is close.
    case unknownSubcommand(String, suggestion: String?, available: [String] = [])
    /// A first word that is neither a subcommand nor an existing file, but another tool's name for a subcommand
    /// (`list`, `ls`): the subcommand to use instead.
    case notSubcommandOrFile(String, instead: String)
    /// A subcommand's name given after the arguments (`goldens FILE.db delete NAME`), and the command line in the
    /// right order.
    case subcommandAfterArguments(String, instead: String)
    /// A required argument or option left out, named as usage shows it: `<session.db>`, `--session <name>`.
    case missingArgument(String)
    /// None of a required group of options was given.
    case missingOneOf([String])
    /// An option given last, or followed by another option, with no value.
    case missingValue(String)
    /// A flag given a value with `=`.
    case unexpectedValue(flag: String, value: String)
    /// Positional values beyond what the command takes.
    case unexpectedArguments([String])
    /// A value the option or argument does not accept, and the sentence saying what it expects.
    case invalidValue(String, for: String, expectation: String?)
    /// An option that is not repeatable, given twice.
    case duplicateOption(String)
    /// Two options of one exclusive group.
    case exclusiveOptions(String, String)

    /// The one-line message printed after `Error: `.
    public var description: String {
        switch self {
        case .unknownOption(let name, let suggestion):
            Self.withSuggestion("Unknown option '\(name)'", suggestion)
        case .unknownSubcommand(let name, let suggestion, let available):
            suggestion == nil && !available.isEmpty
                ? "Unknown subcommand '\(name)'. Subcommands: \(available.joined(separator: ", "))."
                : Self.withSuggestion("Unknown subcommand '\(name)'", suggestion)
        case .notSubcommandOrFile(let name, let instead):
            "'\(name)' is neither a subcommand nor a file. Did you mean '\(instead)'?"
        case .subcommandAfterArguments(let name, let instead):
            "'\(name)' is a subcommand: give it before the arguments, as in '\(instead)'"
        case .missingArgument(let name):
            "Missing expected argument '\(name)'"
        case .missingOneOf(let names):
            "Missing one of: '\(names.joined(separator: "', '"))'"
        case .missingValue(let name):
            "Missing value for '\(name)'"
        case .unexpectedValue(let flag, let value):
            "The option '\(flag)' does not take any value, but '\(value)' was specified."
        case .unexpectedArguments(let values):
            values.count == 1
                ? "Unexpected argument '\(values[0])'"
                : "\(values.count) unexpected arguments: '\(values.joined(separator: "', '"))'"
        case .invalidValue(let value, let name, let expectation):
            "The value '\(value)' is invalid for '\(name)'" + (expectation.map { ". \($0)" } ?? "")
        case .duplicateOption(let name):
            "The option '\(name)' can be given only once"
        case .exclusiveOptions(let first, let second):
            "The options '\(first)' and '\(second)' cannot be used together"
        }
    }

    /// Always ``ExitCode/usageError`` (64).
    public var exitCode: ExitCode { .usageError }

    private static func withSuggestion(_ message: String, _ suggestion: String?) -> String {
        suggestion.map { "\(message). Did you mean '\($0)'?" } ?? message
    }
}
