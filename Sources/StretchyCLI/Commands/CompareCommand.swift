/// `stretchy-replay compare <session.db> --behaviors <stack> --against <stack>`: where two stacks differ.
public struct CompareCommand: Command {
    /// The `compare` command's spec.
    public static var spec: CommandSpec {
        CommandSpec(
            name: "compare",
            abstract: "Replay sessions through two stacks and report where their frames differ.",
            discussion: "Exits 1 when any frame differs by more than the tolerance.",
            arguments: [CommonOptions.database],
            options: [
                CommonOptions.behaviors,
                .option("--against", valueName: "stack", help: "The stack to compare with.", required: true),
                CommonOptions.header,
                .option(
                    "--against-header", valueName: "file.json",
                    help: "The header configuration of the second stack; the same as --header when left out."),
                CommonOptions.session("The session to compare; every session when left out."),
                CommonOptions.tolerance,
                CommonOptions.textOrJSON,
            ])
    }

    /// Creates the command.
    public init() {}

    /// Replays both stacks and prints the differences.
    ///
    /// - Throws: ``CLIError/notAvailable(command:)`` until the replay engine is wired in.
    public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        // Wired by the replay/store/physics integration.
        throw CLIError.notAvailable(command: Self.spec.name)
    }
}
