/// `stretchy-replay export <session.db> --session <name>`: one session's samples as CSV or JSON Lines.
public struct ExportCommand: Command {
    /// The `export` command's spec.
    public static var spec: CommandSpec {
        CommandSpec(
            name: "export",
            abstract: "Write one session's samples as CSV or JSON Lines.",
            arguments: [CommonOptions.database],
            options: [
                CommonOptions.session("The session to export.", required: true),
                .option(
                    "--format", valueName: "format", help: "The file format.", kind: .choice(["csv", "jsonl"]),
                    defaultValue: "csv"),
                .option(
                    "--output", short: "-o", valueName: "file",
                    help: "The file to write; standard output when left out."),
            ])
    }

    /// Creates the command.
    public init() {}

    /// Writes the samples.
    ///
    /// - Throws: ``CLIError/notAvailable(command:)`` until the store is wired in.
    public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        // Wired by the replay/store/physics integration.
        throw CLIError.notAvailable(command: Self.spec.name)
    }
}
