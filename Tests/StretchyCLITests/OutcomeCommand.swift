import StretchyCLI
import StretchyCore

/// The subcommand of ``FakeRoot``: ends as its `--outcome` says.
struct OutcomeCommand: Command {
    static var spec: CommandSpec {
        CommandSpec(
            name: "outcome", abstract: "Ends as asked.",
            options: [
                .option(
                    "--outcome", valueName: "kind", help: "How to end.",
                    kind: .choice(["store", "plain", "exit", "message", "help", "behavior", "failure"]),
                    required: true)
            ])
    }

    func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        context.standardOutput.write("partial\n")
        switch arguments.string("--outcome")! {
        case "store": throw FakeStoreError.cannotOpen("a.db")
        case "plain": throw PlainError()
        case "exit": throw ExitCode.cannotCreate
        case "message": throw CleanExit.message("done")
        case "help": throw CleanExit.helpRequest
        case "behavior": throw BehaviorError.unknownBehavior(name: "fad", available: ["fade", "zoom"])
        default: return .failure
        }
    }
}
