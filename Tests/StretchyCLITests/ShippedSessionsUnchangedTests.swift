import Foundation
import StretchyReplay
import StretchyTestSupport
import Testing

@testable import StretchyCLI

/// No documented command that reads a session file changes it (issue 26): copies of every shipped `Sessions/*.db`
/// go through every read command of docs/cli.md (replay and its `--profile`, `--frames`, `--check-golden` and corpus
/// forms, report and `report --profile`, check `--corpus`, compare, fidelity, sessions, goldens list, runs, export,
/// and the `--junit` outputs), and each file's bytes are compared with the shipped file's after every command.
struct ShippedSessionsUnchangedTests {
    static let folder = Repository.root.appendingPathComponent("Sessions")

    static func shippedNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".db") }.sorted()
            .map { String($0.dropLast(3)) }
    }

    /// The read commands of docs/cli.md, for one file `F` holding session `S`.
    static func commands(file: String, session: String) -> [[String]] {
        [
            [file, "--session", session, "--behaviors", "top-only,fade"],
            [file, "--session", session, "--behaviors", "top-only,fade", "--profile"],
            [file, "--session", session, "--behaviors", "top-only,fade", "--profile", "--format", "json"],
            [file, "--session", session, "--behaviors", "top-only,fade", "--profile", "--runs-into", "runs.db"],
            [file, "--session", session, "--frames", "frames.csv"],
            [file, "--all", "--behaviors", "fade", "--check-golden", "none-of-that-name"],
            [file, "--all", "--junit", "replay.xml"],
            [".", "--all", "--behaviors", "top-only,fade"],
            ["report", file, "--session", session, "-o", "report.html"],
            ["report", file, "--session", session, "--profile", "-o", "profile.html"],
            ["check", "--behaviors", "top-only", "--sessions", "0", "--corpus", file, "--junit", "check.xml"],
            ["compare", file, "--behaviors", "fade", "--against", "fade=target=avatar", "--junit", "compare.xml"],
            ["fidelity", file, "--session", session, "--junit", "fidelity.xml"],
            ["sessions", file],
            ["goldens", "list", file],
            ["runs", file],
            ["export", file, "--session", session, "--output", "export.csv"],
            ["export", file, "--session", session, "--format", "jsonl"],
        ]
    }

    @Test func noReadCommandChangesAShippedSession() throws {
        let names = try Self.shippedNames()
        #expect(names.count >= 6)
        let workspace = try Workspace(copying: names)
        let originals = try names.map { try Data(contentsOf: Self.folder.appendingPathComponent("\($0).db")) }
        for name in names {
            let session = name
            for words in Self.commands(file: "\(name).db", session: session) {
                let result = workspace.run(words)
                // Some commands refuse (a golden that is not there, a session of another name); none may write.
                #expect(result.status != 70, "\(words): \(result.error)")
                for (other, original) in zip(names, originals) {
                    let now = try Data(contentsOf: URL(fileURLWithPath: workspace.path("\(other).db")))
                    #expect(now == original, "\(words) changed \(other).db")
                    for suffix in ["-wal", "-shm", "-journal"] {
                        #expect(!FileManager.default.fileExists(atPath: workspace.path("\(other).db\(suffix)")))
                    }
                }
            }
        }
    }

    @Test func aProfileWithoutSaveRunSaysNothingWasStored() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let result = workspace.run("slow-drag.db", "--behaviors", "top-only", "--profile")
        #expect(result.status == 0)
        #expect(
            result.output.hasSuffix(
                "Not stored: slow-drag.db is unchanged. Keep the profiled run of 1 session with --save-run (in "
                    + "slow-drag.db) or --runs-into runs.db (in another database).\n"))
        let debugLine =
            "Debug build: these timings are many times slower than a release build's; for honest numbers run "
            + "'swift run -c release stretchy-replay slow-drag.db --behaviors top-only --profile'.\n"
        #expect(result.output.hasPrefix(debugLine) == (ProfileHost.compiledConfiguration == .debug))
        #expect(workspace.run("runs", "slow-drag.db").output.hasPrefix("No runs stored in slow-drag.db"))
    }
}
