/// `stretchy-replay help [<subcommands> ...]`: the help of a subcommand, the same text as its `--help`.
///
/// ``CommandRunner`` answers it itself when a command lists it among its subcommands, so the help found is the
/// one of the command that lists it or of its subcommands.
public struct HelpCommand: Command {
    /// The `help` command's spec.
    public static var spec: CommandSpec {
        CommandSpec(
            name: "help",
            abstract: "Show subcommand help information.",
            arguments: [
                ArgumentSpec(
                    "subcommands", help: "The subcommand to show help for.", isOptional: true, isRepeatable: true)
            ])
    }

    /// Creates the command.
    public init() {}

    /// Prints the help of the command it is run from; ``CommandRunner`` normally answers `help` before this.
    public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        throw CleanExit.helpRequest
    }
}
