/// `stretchy-replay import <file> --into <session.db>`: samples from CSV or JSON Lines as a new session.
public struct ImportCommand: Command {
    /// The `import` command's spec.
    public static var spec: CommandSpec {
        CommandSpec(
            name: "import",
            abstract: "Import scroll samples from a CSV or JSON Lines file as a new session.",
            discussion: "Nothing is written when any line is invalid; the error names the line and the field.",
            arguments: [ArgumentSpec("file", help: "The samples: a .csv or .jsonl file, or '-' for standard input.")],
            options: [
                CommonOptions.into,
                CommonOptions.name("The session's name; the file's name without its extension when left out."),
            ])
    }

    /// Creates the command.
    public init() {}

    /// Imports the file.
    ///
    /// - Throws: ``CLIError/notAvailable(command:)`` until the store is wired in.
    public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        // Wired by the replay/store/physics integration.
        throw CLIError.notAvailable(command: Self.spec.name)
    }
}
