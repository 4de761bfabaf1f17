import StretchyCore

@testable import StretchyCLI

/// The subcommand of ``FakeRoot``: ends as its `--outcome` says.
struct OutcomeCommand: Command {
    /// How the command ends.
    enum Outcome: String, CaseIterable, Sendable {
        case store, plain, exit, message, help, behavior, failure
    }

    static let outcome: OptionSpec<Outcome> = .requiredChoice("--outcome", valueName: "kind", help: "How to end.")
    static let spec = CommandSpec(name: "outcome", abstract: "Ends as asked.", options: [outcome])

    var outcome: Outcome

    init(_ arguments: ParsedArguments) {
        outcome = arguments[Self.outcome]
    }

    func run(context: CommandContext) throws -> ExitCode {
        context.standardOutput.write("partial\n")
        switch outcome {
        case .store: throw FakeStoreError.cannotOpen("a.db")
        case .plain: throw PlainError()
        case .exit: throw ExitCode.cannotCreate
        case .message: throw CleanExit.message("done")
        case .help: throw CleanExit.helpRequest
        case .behavior: throw BehaviorError.unknownBehavior(name: "fad", available: ["fade", "zoom"])
        case .failure: return .failure
        }
    }
}
