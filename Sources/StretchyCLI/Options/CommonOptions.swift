import StretchyCore
import StretchyPluginKit
import StretchyReplay
import StretchySynth
import _StretchySystem

/// Arguments and options that several commands declare alike, so their help reads the same everywhere.
enum CommonOptions {
    /// `<session.db>`: the session database a command reads.
    static let database: ArgumentSpec<String> = .required("session.db", help: "The session database (SQLite).")

    /// `--session <name>`: one session of the database, left out for the only or every one.
    static func session(_ help: String) -> OptionSpec<String?> {
        .option("--session", short: "-s", valueName: "name", help: help)
    }

    /// `--quiet`: no progress line, even on a terminal.
    static let quiet: OptionSpec<Bool> = .flag(
        "--quiet", short: "-q",
        help: "Draw no progress line; one is drawn on standard error only when it is a terminal.")

    /// The frame rates `--rate` takes, the same as a gesture script's `rate`: 1 to 1000 Hz.
    static let rateRange = NumberRange(lower: 1, includesLower: true, upper: 1000, includesUpper: true)
    /// The insets `--inset` takes, the same as a gesture script's `inset`: 0 to 1000000 pt.
    static let insetRange = NumberRange(lower: 0, includesLower: true, upper: 1e6, includesUpper: true)
    /// The content heights `--content` takes, the same as a gesture script's `content`: 0 to 10000000 pt.
    static let contentRange = NumberRange(lower: 0, includesLower: true, upper: 1e7, includesUpper: true)

    /// `--format <format>`: text for people or JSON for programs.
    static func format(_ help: String = "The output format.") -> OptionSpec<OutputFormat> {
        .choice("--format", help: help, default: .text)
    }

    /// `--tolerance <number>`: how far two numbers may differ and still match.
    static let tolerance: OptionSpec<Double> = .number(
        "--tolerance", valueName: "number",
        help:
            "The largest difference between two values that still counts as equal: points for positions and sizes, "
            + "the value itself for alphas, scales and fractions.",
        range: .nonNegative, default: 0)

    /// `--into <session.db>`: the database a command writes a new session into.
    static let into: OptionSpec<String> = .required(
        "--into", valueName: "session.db",
        help: "The session database to add the session to; created if it does not exist.")

    /// `--name <name>`: the name of the new session.
    /// `--jobs`/`-j`: how many threads work at once; one per processor core when left out.
    static func jobs(_ help: String) -> OptionSpec<Int?> {
        .integer("--jobs", short: "-j", valueName: "n", help: help, range: 1...SessionReplayer.maximumJobs)
    }

    /// Reads an option's value with the gesture-script parser (`--rate`, `--viewport`, `--inset`, `--content`
    /// accept and refuse what a script's settings do), a refusal worded as the option's usage error (exit 64) rather
    /// than a script's, which would point at a place in no file.
    static func scriptSetting<Value>(_ option: String, _ parse: () throws -> Value) throws -> Value {
        do {
            return try parse()
        } catch let error as SynthScriptError {
            throw ValidationError("\(option): \(error.problem).")
        }
    }

    static func name(_ help: String) -> OptionSpec<String?> {
        .option("--name", valueName: "name", help: help)
    }
}

/// What `--format` asks for: aligned text for people, or JSON for programs.
enum OutputFormat: String, CaseIterable, Sendable {
    /// Text for people.
    case text
    /// JSON for programs.
    case json
}

/// `--behaviors`, `--header` and `--plugin`: the stack a command builds, with their values, shared by the commands
/// that replay (as argument-parser's `@OptionGroup` shares options and values).
struct StackOptions: Sendable {
    /// `--behaviors <stack>`: the behaviour stack, `top-only` by default.
    static let behaviors: OptionSpec<String> = .option(
        "--behaviors", short: "-b", valueName: "stack",
        help: "The behaviour stack, such as 'immediate,fade=target=title'. See 'stretchy-replay behaviors'.",
        default: "top-only")

    /// `--header <file.json>`: the header configuration.
    static let header: OptionSpec<String?> = .option(
        "--header", valueName: "file.json",
        help: "The header configuration as JSON. The built-in profile header (background, avatar, title, tabs) "
            + "when left out.")

    /// `--plugin <path>`: a plugin library whose behaviours are added to the registry; repeatable.
    static let plugins: OptionSpec<[String]> = .repeatable(
        "--plugin", valueName: "path", help: "Load more behaviours from a plugin library. Repeatable.")

    /// The stack, as written.
    var behaviors: String
    /// The header file, or `nil` for the embedded profile header.
    var header: String?
    /// The plugin libraries, in the order given.
    var plugins: [String]

    /// Reads the group's values.
    init(_ arguments: ParsedArguments) {
        behaviors = arguments[Self.behaviors]
        header = arguments[Self.header]
        plugins = arguments[Self.plugins]
    }

    /// The context's registry with the plugins' behaviours added.
    ///
    /// - Throws: ``PluginError`` for the first plugin that does not load or clashes.
    func registry(in context: CommandContext) throws(PluginError) -> BehaviorRegistry {
        try context.registry(loadingPlugins: plugins)
    }

    /// The header: the `--header` file, or the embedded profile header.
    ///
    /// - Throws: ``CLIError/unreadableFile(path:expected:problem:)`` or ``CLIError/invalidHeader(path:_:)``.
    func loadHeader(in context: CommandContext) throws(CLIError) -> HeaderConfiguration {
        try HeaderLoader.load(header, context: context)
    }
}
