import StretchyCore
import _StretchySystem

/// Arguments and options that several commands declare alike, so their help reads the same everywhere.
enum CommonOptions {
    /// `<session.db>`: the session database a command reads.
    static let database = ArgumentSpec("session.db", help: "The session database (SQLite).")

    /// `--behaviors <stack>`: the behaviour stack, `top-only` by default.
    static let behaviors = OptionSpec.option(
        "--behaviors", short: "-b", valueName: "stack",
        help: "The behaviour stack, such as 'immediate,fade=target=title'. See 'stretchy-replay behaviors'.",
        defaultValue: "top-only")

    /// `--header <file.json>`: the header configuration.
    static let header = OptionSpec.option(
        "--header", valueName: "file.json",
        help: "The header configuration as JSON. The built-in profile header (background, avatar, title, tabs) "
            + "when left out.")

    /// `--session <name>`: one session of the database.
    static func session(_ help: String, required: Bool = false) -> OptionSpec {
        .option("--session", short: "-s", valueName: "name", help: help, required: required)
    }

    /// `--format <format>`: text for people or JSON for programs.
    static let textOrJSON = OptionSpec.option(
        "--format", valueName: "format", help: "The output format.", kind: .choice(["text", "json"]),
        defaultValue: "text")

    /// `--plugin <path>`: a plugin library whose behaviours are added to the registry; repeatable.
    static let plugin = OptionSpec.option(
        "--plugin", valueName: "path", help: "Load more behaviours from a plugin library. Repeatable.",
        repeatable: true)

    /// `--tolerance <number>`: how far two numbers may differ and still match.
    static let tolerance = OptionSpec.option(
        "--tolerance", valueName: "number",
        help: "The largest difference between two values that still counts as equal, in points.", kind: .number,
        defaultValue: "0")

    /// `--into <session.db>`: the database a command writes a new session into.
    static let into = OptionSpec.option(
        "--into", valueName: "session.db",
        help: "The session database to add the session to; created if it does not exist.", required: true)

    /// `--name <name>`: the name of the new session.
    static func name(_ help: String) -> OptionSpec {
        .option("--name", valueName: "name", help: help)
    }

    /// `--rate <hz>`: a frame rate.
    static func rate(_ help: String) -> OptionSpec {
        .option("--rate", valueName: "hz", help: help, kind: .number, defaultValue: "60")
    }

    /// The `--tolerance` a command was given, checked: a finite number, zero or more.
    ///
    /// - Throws: ``ValidationError`` for a negative tolerance.
    static func tolerance(_ arguments: ParsedArguments) throws -> Double {
        let tolerance = arguments.double("--tolerance") ?? 0
        guard tolerance >= 0, tolerance.isFinite else {
            throw ValidationError(
                "--tolerance must be a finite number, zero or more, not \(NumberFormatting.shortest(tolerance)).")
        }
        return tolerance
    }
}
