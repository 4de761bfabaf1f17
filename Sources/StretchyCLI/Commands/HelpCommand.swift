/// `stretchy-replay help [<subcommands> ...]`: the help of a subcommand, the same text as its `--help`.
///
/// ``CommandRunner`` answers it itself when a command lists it among its subcommands, so the help found is the
/// one of the command that lists it or of its subcommands; its `run` is never reached.
struct HelpCommand: Command {
    static let subcommands: ArgumentSpec<[String]> = .repeatable(
        "subcommands", help: "The subcommand to show help for.")

    static let spec = CommandSpec(
        name: "help", abstract: "Show subcommand help information.", arguments: [subcommands])

    init(_ arguments: ParsedArguments) {}

    /// Prints the help of the command it is run from.
    func run(context: CommandContext) throws -> ExitCode {
        throw CleanExit.helpRequest
    }
}
