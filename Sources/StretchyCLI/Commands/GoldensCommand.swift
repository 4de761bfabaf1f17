/// `stretchy-replay goldens <session.db>` and `goldens delete <session.db> <name>`: the goldens a file keeps.
///
/// `list` is the default subcommand, so `goldens FILE.db` lists.
struct GoldensCommand: Command {
    static let spec = CommandSpec(
        name: "goldens",
        abstract: "List the goldens stored in a database, or delete one.",
        discussion: """
            'stretchy-replay goldens FILE.db' lists every golden (session, name, stack, frames, digest, when it \
            was saved); 'stretchy-replay goldens delete FILE.db NAME' deletes one. --save-golden and \
            --check-golden of replay make and use them.
            """,
        subcommands: [GoldensListCommand.self, GoldensDeleteCommand.self, HelpCommand.self],
        defaultSubcommand: GoldensListCommand.self)

    init(_ arguments: ParsedArguments) {}

    /// Prints the help; ``CommandRunner`` runs a subcommand instead.
    func run(context: CommandContext) throws -> ExitCode {
        throw CleanExit.helpRequest
    }
}
