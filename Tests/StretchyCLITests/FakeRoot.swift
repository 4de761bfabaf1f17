import StretchyCore

@testable import StretchyCLI

/// A root command whose one subcommand throws whatever its `--outcome` names.
struct FakeRoot: Command {
    static let spec = CommandSpec(
        name: "fake", abstract: "A fake tool.", subcommands: [OutcomeCommand.self, HelpCommand.self])

    init(_ arguments: ParsedArguments) {}

    func run(context: CommandContext) throws -> ExitCode {
        throw CleanExit.helpRequest
    }
}
