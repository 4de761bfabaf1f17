import Foundation
import Testing
import _StretchySystem

@testable import StretchyCLI

/// The rough edges of issue 28's walk: each message a newcomer met, as they now read.
struct RoughEdgeTests {
    @Test func listAndLsPointAtSessions() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        for words in [["list"], ["ls", "slow-drag.db"]] {
            let result = workspace.run(words)
            #expect(
                result
                    == RunResult(
                        status: 64, output: "",
                        error: CLITestSupport.usageError(
                            "'\(words[0])' is neither a subcommand nor a file. Did you mean 'sessions'?",
                            usage: "stretchy-replay <subcommand>", command: "stretchy-replay")))
        }
    }

    @Test func aFirstWordThatIsNoFileIsNotAdvisedAll() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let result = workspace.run("show", "slow-drag.db", "--behaviors", "top-only")
        #expect(result.status == 66)
        #expect(result.error.hasPrefix("Error: no session database at '\(workspace.path("show"))'\n"))
        #expect(!result.error.contains("--all"))
    }

    @Test func goldensDeleteAfterTheFileSuggestsTheRightOrder() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let result = workspace.run("goldens", "slow-drag.db", "delete", "base")
        #expect(
            result
                == RunResult(
                    status: 64, output: "",
                    error: CLITestSupport.usageError(
                        "'delete' is a subcommand: give it before the arguments, as in "
                            + "'stretchy-replay goldens delete slow-drag.db base'",
                        usage: "stretchy-replay goldens list <session.db> [--session <name>] [--format <format>]",
                        command: "stretchy-replay goldens list")))
    }

    @Test func behavioursJoinedByAColonSuggestAComma() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let result = workspace.run("slow-drag.db", "--behaviors", "top-only:fade")
        #expect(
            result
                == RunResult(
                    status: 64, output: "",
                    error: """
                        Error: unknown behaviour 'top-only:fade'
                        Separate behaviours with ',' (':' separates one behaviour's parameters): 'top-only,fade'.

                        """))
    }

    @Test func toleranceWithoutAGoldenIsAUsageError() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let result = workspace.run("slow-drag.db", "--behaviors", "top-only", "--tolerance", "1")
        #expect(result.status == 64)
        #expect(
            result.error.hasPrefix(
                "Error: --tolerance allows small differences from a golden; give --check-golden <name> too, or use "
                    + "compare.\nUsage: "))
    }

    @Test func countsAreGroupedAndNeverHedged() {
        #expect(HumanUnits.count(1, "session") == "1 session")
        #expect(HumanUnits.count(1_000, "session") == "1,000 sessions")
        #expect(SummaryFormatter.readable(-0.0) == "0")
    }
}

extension RoughEdgeTests {
    @Test func ctrlCDuringAnImportSaysNothingWasWritten() throws {
        let folder = try InterruptionTests.folderWithALongCSV()
        let names = folder.names
        let process = Process()
        process.executableURL = try StretchyReplayExecutableTests.executable()
        process.arguments = ["import", "long.csv", "--into", "new.db"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        let error = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = error
        try process.run()
        InterruptionTests.interrupt(process, with: SIGINT) { folder.names.contains { $0.hasPrefix("new.db.new-") } }
        let log = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(log == "Interrupted: nothing was written; every file is as it was before.\n")
        #expect(folder.names == names)
    }
}

extension RoughEdgeTests {
    @Test func sessionsAreListedInNaturalOrder() throws {
        let workspace = try Workspace()
        for name in ["s10", "s2", "s1"] {
            let made = workspace.run("synth", "--into", "n.db", "--name", name, "--script", "pull 10 over 0.1")
            #expect(made.status == 0)
        }
        let names = workspace.run("sessions", "n.db").output.split(separator: "\n").dropFirst().map {
            String($0.prefix { $0 != " " })
        }
        #expect(names == ["s1", "s2", "s10"])
    }
}

extension RoughEdgeTests {
    @Test func aToolOfItsOwnNamesItselfInUsageAndHints() {
        let error = CapturedOutput()
        var context = CommandContext(
            standardOutput: CapturedOutput(), standardError: error, currentDirectory: "/nonexistent-directory",
            registry: CLITestSupport.registry)
        context.toolName = "my-tool"
        let status = StretchyCommand.run(arguments: ["/opt/bin/my-tool", "sessions"], context: context)
        #expect(status == .usageError)
        #expect(
            error.text
                == CLITestSupport.usageError(
                    "Missing expected argument '<session.db>'",
                    usage: "my-tool sessions <session.db> [--format <format>]",
                    command: "my-tool sessions"))
    }
}

extension RoughEdgeTests {
    @Test func aVariableRateSessionShowsItsRatePattern() throws {
        let workspace = try Workspace()
        let script = "rate variable 8.333 8.333 8.333 16.667; pull 100 over 0.4; release; settle"
        #expect(workspace.run("synth", "--into", "v.db", "--script", script).status == 0)
        #expect(
            workspace.run("sessions", "v.db").output
                == "name    source     samples  duration  rate                                  finished\n"
                + "synth1  synthetic  118      1.217 s   variable 8.333,8.333,8.333,16.667 ms  yes\n")
    }
}
