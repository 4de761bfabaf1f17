/// `stretchy-replay [replay] <session.db> --behaviors <stack> ...`: replay sessions through a stack. The default
/// subcommand.
public struct ReplayCommand: Command {
    /// The `replay` command's spec.
    public static var spec: CommandSpec {
        CommandSpec(
            name: "replay",
            abstract: "Replay recorded sessions through a behaviour stack.",
            discussion: """
                This is the default subcommand: 'stretchy-replay session.db --behaviors fade' runs it. It prints one \
                line per session replayed (frames and digest) and, with --frames, every frame's layout.
                """,
            arguments: [CommonOptions.database],
            options: [
                CommonOptions.behaviors,
                CommonOptions.session("The session to replay; the only one when the database holds one."),
                .flag("--all", help: "Replay every session in the database."),
                CommonOptions.header,
                .option(
                    "--frames", valueName: "file",
                    help: "Write every frame's layout to a file, as CSV or JSON Lines by its extension; '-' writes "
                        + "CSV to standard output."),
                .option(
                    "--format", valueName: "format", help: "The format of the summary.",
                    kind: .choice(["text", "json"]), defaultValue: "text"),
                .flag("--profile", help: "Measure and print the time per frame and per behaviour."),
                .option("--save-golden", valueName: "name", help: "Save the frames as the golden of this name."),
                .option(
                    "--check-golden", valueName: "name",
                    help: "Compare the frames with the golden of this name; exits 1 when they differ."),
                CommonOptions.tolerance,
                .option(
                    "--plugin", valueName: "path", help: "Load more behaviours from a plugin library. Repeatable.",
                    repeatable: true),
                .option(
                    "--jobs", short: "-j", valueName: "n", help: "How many sessions to replay at once.",
                    kind: .integer, defaultValue: "1"),
            ],
            exclusiveGroups: [
                ExclusiveGroup(["--session", "--all"]),
                ExclusiveGroup(["--save-golden", "--check-golden"]),
            ])
    }

    /// Creates the command.
    public init() {}

    /// Replays the sessions and prints their summaries, frames, profile or golden check.
    ///
    /// - Throws: ``CLIError/notAvailable(command:)`` until the replay engine is wired in.
    public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        // Wired by the replay/store/physics integration.
        throw CLIError.notAvailable(command: Self.spec.name)
    }
}
