/// `stretchy-replay sessions <session.db>`: the sessions of a database.
public struct SessionsCommand: Command {
    /// The `sessions` command's spec.
    public static var spec: CommandSpec {
        CommandSpec(
            name: "sessions",
            abstract: "List the sessions in a database.",
            arguments: [CommonOptions.database],
            options: [CommonOptions.textOrJSON])
    }

    /// Creates the command.
    public init() {}

    /// Prints the sessions.
    ///
    /// - Throws: ``CLIError/notAvailable(command:)`` until the store is wired in.
    public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        // Wired by the replay/store/physics integration.
        throw CLIError.notAvailable(command: Self.spec.name)
    }
}
