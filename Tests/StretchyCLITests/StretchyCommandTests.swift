import Foundation
import StretchyCore
import Testing
import _StretchySystem

@testable import StretchyCLI

@Suite("stretchy-replay: help, version and dispatch")
struct StretchyCommandTests {
    static let rootHelp = """
        OVERVIEW: Replay recorded scroll sessions through stacks of header behaviours.

        Sessions live in SQLite databases. Replay them through any stack of stretchy and
        collapsing header behaviours, compare two stacks, check goldens and profile, all
        without a device.

        replay is the default subcommand, so the first command to try is
        'stretchy-replay session.db --behaviors top-only,fade,tabs' ('stretchy-replay
        help replay' has all its options).

        USAGE: stretchy-replay <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          replay (default)        Replay recorded sessions through a behaviour stack.
          totals                  Add up the per-session results of corpus replays, such
                                  as the shards of one corpus.
          compare                 Replay sessions through two stacks and report where
                                  their frames differ.
          report                  Write a self-contained HTML page that plays sessions
                                  through a stack, with plots.
          record                  Record real scroll sessions from a phone or a browser,
                                  through a page this serves.
          studio                  Tune a stack live in the browser, on recorded
                                  sessions, and take the result home.
          runs                    List the profiled runs stored in a database: stack,
                                  header, frames, latency, per-behaviour cost, digest,
                                  version, build configuration and processor.
          goldens                 List the goldens stored in a database, or delete one.
          sessions                List the sessions in a database.
          import                  Import scroll samples from a CSV or JSON Lines file as
                                  a new session.
          export                  Write one session's samples as CSV or JSON Lines.
          synth                   Synthesize a session from a gesture script, with
                                  UIScrollView's deceleration and bounce.
          check                   Check a behaviour stack against its invariants on
                                  random sessions, and shrink a failure.
          export-stack            Write a stack as text, a command line, a Swift program
                                  or a platform's own terms.
          import-touches          Turn a recorded finger trace into a scroll session:
                                  drag, release velocity, then deceleration.
          fidelity                Re-synthesize a recorded session's flings with a
                                  physics profile and report the offset errors.
          behaviors               List the header behaviours, their stages and
                                  parameters.
          help                    Show subcommand help information.

          See 'stretchy-replay help <subcommand>' for detailed help.

        """

    static let exportHelp = """
        OVERVIEW: Write one session's samples as CSV or JSON Lines.

        USAGE: stretchy-replay export <session.db> [--session <name>] [--format <format>] [--output <file>] [--touches <file>]

        ARGUMENTS:
          <session.db>            The session database (SQLite).

        OPTIONS:
          -s, --session <name>    The session to export; the only one when the database
                                  holds one.
          --format <format>       The file format; by the output's extension (.jsonl or
                                  .ndjson: JSON Lines), CSV otherwise. (values: csv,
                                  jsonl)
          -o, --output <file>     The file to write; standard output when left out.
          --touches <file>        Also write the session's raw touch events to this CSV
                                  (t,x,y,kind,pointer), for import --touches.
          -h, --help              Show help information.


        """

    static let behaviorsHelp = """
        OVERVIEW: List the header behaviours, their stages and parameters.

        Give an identifier to see one behaviour's discussion and examples.

        USAGE: stretchy-replay behaviors [<behavior>] [--format <format>] [--plugin <path> ...]

        ARGUMENTS:
          <behavior>              The identifier of one behaviour, such as 'top-only'.

        OPTIONS:
          --format <format>       The output format. (values: text, json; default: text)
          --plugin <path>         Load more behaviours from a plugin library.
                                  Repeatable.
          -h, --help              Show help information.


        """

    @Test func rootHelpHasOverviewUsageOptionsAndSubcommands() {
        #expect(CLITestSupport.run("--help") == RunResult(status: 0, output: Self.rootHelp, error: ""))
    }

    @Test(arguments: [["-h"], ["--help"], ["help"]])
    func rootHelpIsTheSameEveryWay(words: [String]) {
        #expect(CLITestSupport.run(words) == RunResult(status: 0, output: Self.rootHelp, error: ""))
    }

    @Test func exportHelpListsArgumentsOptionsAndDefaults() {
        #expect(CLITestSupport.run("export", "--help") == RunResult(status: 0, output: Self.exportHelp, error: ""))
    }

    @Test(arguments: [
        ["export", "-h"], ["export", "--help"], ["help", "export"], ["export", "a.db", "--nme", "-h"],
    ])
    func exportHelpIsTheSameEveryWay(words: [String]) {
        #expect(CLITestSupport.run(words) == RunResult(status: 0, output: Self.exportHelp, error: ""))
    }

    @Test func behaviorsHelp() {
        #expect(CLITestSupport.run("help", "behaviors") == RunResult(status: 0, output: Self.behaviorsHelp, error: ""))
        #expect(CLITestSupport.run("behaviors", "-h").output == Self.behaviorsHelp)
    }

    @Test func defaultSubcommandHelpCollapsesItsManyOptionsInUsage() {
        let result = CLITestSupport.run("help", "replay")
        #expect(result.status == 0)
        #expect(result.output.contains("\nUSAGE: stretchy-replay replay [<options>] <session.db> ...\n"))
        #expect(result.output.contains("\n  --plugin <path>         Load more behaviours from a plugin library.\n"))
        #expect(
            result.output.contains(
                "\n  -b, --behaviors <stack>\n                          The behaviour stack, such as"))
        #expect(CLITestSupport.run("replay", "--help").output == result.output)
    }

    @Test func helpOfHelp() {
        let expected = """
            OVERVIEW: Show subcommand help information.

            USAGE: stretchy-replay help [<subcommands> ...]

            ARGUMENTS:
              <subcommands>           The subcommand to show help for.

            OPTIONS:
              -h, --help              Show help information.


            """
        #expect(CLITestSupport.run("help", "help") == RunResult(status: 0, output: expected, error: ""))
        #expect(CLITestSupport.run("help", "--help").output == expected)
    }

    @Test func helpOfAnUnknownSubcommandSuggestsTheNearest() {
        let expected = CLITestSupport.usageError(
            "Unknown subcommand 'exprot'. Did you mean 'export'?", usage: "stretchy-replay help [<subcommands> ...]",
            command: "stretchy-replay help")
        #expect(CLITestSupport.run("help", "exprot") == RunResult(status: 64, output: "", error: expected))
        // With none close, the subcommands there are.
        #expect(
            CLITestSupport.run("help", "goldens", "nosuch").error.hasPrefix(
                "Error: Unknown subcommand 'nosuch'. Subcommands: list, delete, help.\nUsage: "))
    }

    @Test(arguments: [["--version"], ["session.db", "--version"]])
    func versionPrintsTheVersion(words: [String]) {
        #expect(CLITestSupport.run(words) == RunResult(status: 0, output: "0.1.0\n", error: ""))
        #expect(StretchyVersion.current == "0.1.0")
    }

    @Test func defaultSubcommandRunsWithoutItsName() {
        let expected = """
            Error: no session database at '/nonexistent-directory/session.db'
            Check the path, or create the file by importing or recording a session into it.

            """
        let result = CLITestSupport.run("session.db", "--behaviors", "fake-fade")
        #expect(result == RunResult(status: 66, output: "", error: expected))
        #expect(CLITestSupport.run("replay", "session.db", "--behaviors", "fake-fade") == result)
    }

    @Test func misspeltSubcommandIsNotTakenForADatabase() {
        let expected = CLITestSupport.usageError(
            "Unknown subcommand 'compre'. Did you mean 'compare'?", usage: "stretchy-replay <subcommand>",
            command: "stretchy-replay")
        #expect(CLITestSupport.run("compre", "x.db") == RunResult(status: 64, output: "", error: expected))
    }

    @Test func wordFarFromEverySubcommandGoesToTheDefault() {
        #expect(CLITestSupport.run("recordings.db", "-b", "fake-fade").error.hasPrefix("Error: no session database at"))
    }

    @Test func existingFileNamedLikeASubcommandGoesToTheDefault() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stretchy-cli-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(FileManager.default.createFile(atPath: directory.appendingPathComponent("compre").path, contents: nil))
        let output = CapturedOutput()
        let error = CapturedOutput()
        let context = CommandContext(
            standardOutput: output, standardError: error, currentDirectory: directory.path,
            registry: CLITestSupport.registry)
        // A file named like a misspelt subcommand is a database, not a typo.
        let status = StretchyCommand.run(arguments: ["stretchy-replay", "compre", "-b", "fake-fade"], context: context)
        #expect(status == .dataError)
        #expect(error.text.hasPrefix("Error: '\(directory.path)/compre' is not a Stretchy session database"))
    }

    @Test func emptyCommandLineShowsTheOverview() {
        let help = CLITestSupport.run(["--help"])
        #expect(CLITestSupport.run([]) == RunResult(status: 0, output: help.output, error: ""))
        #expect(help.output.hasPrefix("OVERVIEW: Replay recorded scroll sessions through stacks of header behaviours."))
    }

    @Test func helpAfterADatabaseIsReplaysHelp() {
        let replay = CLITestSupport.run(["replay", "--help"])
        #expect(CLITestSupport.run(["x.db", "--help"]) == replay)
        #expect(CLITestSupport.run(["x.db", "-b", "fade", "-h"]) == replay)
        #expect(replay.output.hasPrefix("OVERVIEW: Replay recorded sessions through a behaviour stack."))
    }

    @Test(arguments: [
        "compare", "runs", "sessions", "import", "export", "synth", "import-touches",
    ])
    func everySubcommandNamesTheInputItCannotUse(name: String) {
        let (words, status, error): ([String], Int32, String) =
            switch name {
            case "compare":
                (
                    ["compare", "a.db", "-b", "fake-fade", "--against", "fake-fade"], 66,
                    "Error: no session database at '/nonexistent-directory/a.db'"
                )
            case "import":
                (
                    ["import", "a.csv", "--into", "a.db"], 66,
                    "Error: there is no file 'a.csv'; expected a .csv or .jsonl sample file"
                )
            case "export":
                (
                    ["export", "a.db", "--session", "s"], 66,
                    "Error: no session database at '/nonexistent-directory/a.db'"
                )
            case "synth":
                (
                    ["synth", "--into", "a.db", "--script", "drag"], 65,
                    "Error: script:1:5: expected 'up' or 'down' or 'to' after 'drag', found the end of the command"
                )
            case "import-touches":
                (
                    ["import-touches", "t.csv", "--into", "a.db"], 66,
                    "Error: there is no file 't.csv'; expected a touch trace CSV file"
                )
            default: ([name, "a.db"], 66, "Error: no session database at '/nonexistent-directory/a.db'")
            }
        let result = CLITestSupport.run(words)
        #expect(result.status == status)
        #expect(result.error.hasPrefix(error + "\n"), "\(result.error)")
    }
}

extension StretchyCommandTests {
    @Test(arguments: ["sessions.db", "./sessions", "runs.sqlite", "Sessions"])
    func pathLikeWordsAreNeverTakenForSubcommands(word: String) {
        #expect(CLITestSupport.run(word, "-b", "fake-fade").error.hasPrefix("Error: no session database at"))
    }
}
