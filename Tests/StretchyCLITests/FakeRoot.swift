import StretchyCLI
import StretchyCore

/// A root command whose one subcommand throws whatever its `--outcome` names.
struct FakeRoot: Command {
    static var spec: CommandSpec {
        CommandSpec(name: "fake", abstract: "A fake tool.", subcommands: [OutcomeCommand.self, HelpCommand.self])
    }

    func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        throw CleanExit.helpRequest
    }
}
