/// `stretchy-replay runs <session.db>`: the recorded runs of a database.
public struct RunsCommand: Command {
    /// The `runs` command's spec.
    public static var spec: CommandSpec {
        CommandSpec(
            name: "runs",
            abstract: "List the recorded runs of a database: stacks, digests and goldens.",
            arguments: [CommonOptions.database],
            options: [
                CommonOptions.session("Only the runs of this session."),
                CommonOptions.textOrJSON,
            ])
    }

    /// Creates the command.
    public init() {}

    /// Prints the runs.
    ///
    /// - Throws: ``CLIError/notAvailable(command:)`` until the store is wired in.
    public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        // Wired by the replay/store/physics integration.
        throw CLIError.notAvailable(command: Self.spec.name)
    }
}
