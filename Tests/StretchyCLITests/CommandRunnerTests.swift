import StretchyCore
import Testing
import _StretchySystem

@testable import StretchyCLI

@Suite("Runtime errors, exit codes and dispatch without a default")
struct CommandRunnerTests {
    func run(_ words: String...) -> RunResult {
        let output = CapturedOutput()
        let error = CapturedOutput()
        let context = CommandContext(
            standardOutput: output, standardError: error, currentDirectory: "/nonexistent-directory",
            registry: CLITestSupport.registry)
        let status = CommandRunner.run(root: FakeRoot.self, arguments: ["fake"] + words, context: context)
        return RunResult(status: status.rawValue, output: output.text, error: error.text)
    }

    @Test func userFacingErrorPrintsDescriptionHintAndItsCode() {
        let expected = """
            Error: cannot open 'a.db': no such file
            Check the path, or create the database with 'stretchy-replay import'.

            """
        #expect(run("outcome", "--outcome", "store") == RunResult(status: 66, output: "partial\n", error: expected))
    }

    @Test func plainErrorExitsOne() {
        #expect(
            run("outcome", "--outcome", "plain")
                == RunResult(status: 1, output: "partial\n", error: "Error: something broke\n"))
    }

    @Test func thrownExitCodePrintsNothing() {
        #expect(run("outcome", "--outcome", "exit") == RunResult(status: 73, output: "partial\n", error: ""))
    }

    @Test func returnedFailure() {
        #expect(run("outcome", "--outcome", "failure") == RunResult(status: 1, output: "partial\n", error: ""))
    }

    @Test func cleanExitMessageGoesToStandardOutput() {
        #expect(run("outcome", "--outcome", "message") == RunResult(status: 0, output: "partial\ndone\n", error: ""))
    }

    @Test func cleanExitHelpFromRun() {
        let result = run("outcome", "--outcome", "help")
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("partial\nOVERVIEW: Ends as asked.\n\nUSAGE: fake outcome --outcome <kind>\n"))
    }

    @Test func behaviourStackErrorsAreUsageErrorsWithTheirHint() {
        let expected = """
            Error: unknown behaviour 'fad'
            Did you mean 'fade'? Behaviours: fade, zoom.

            """
        #expect(run("outcome", "--outcome", "behavior") == RunResult(status: 64, output: "partial\n", error: expected))
    }

    @Test func groupWithoutDefaultPrintsHelpWhenEmpty() {
        let result = run()
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("OVERVIEW: A fake tool.\n\nUSAGE: fake <subcommand>\n"))
        #expect(!result.output.contains("--version"))
    }

    @Test func groupWithoutDefaultRefusesAnUnknownWord() {
        let expected = CLITestSupport.usageError(
            "Unknown subcommand 'outcom'. Did you mean 'outcome'?", usage: "fake <subcommand>", command: "fake")
        #expect(run("outcom") == RunResult(status: 64, output: "", error: expected))
        #expect(run("zzz").error.hasPrefix("Error: Unknown subcommand 'zzz'\n"))
    }

    @Test func exitCodesAreTheSysexitsValues() {
        let codes: [ExitCode] = [
            .success, .failure, .usageError, .dataError, .noInput, .unavailable, .internalError, .cannotCreate,
            .ioError,
        ]
        #expect(codes.map(\.rawValue) == [0, 1, 64, 65, 66, 69, 70, 73, 74])
        #expect(ExitCode.success.isSuccess && !ExitCode.failure.isSuccess)
        #expect(BehaviorError.duplicateIdentifier("x").exitCode == .internalError)
    }
}
