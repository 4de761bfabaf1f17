import Foundation
import StretchyReplay
import StretchyTestSupport
import Testing

@testable import StretchyCLI

/// Where a profile is kept (issue 26): nowhere unless asked, in the session file with `--save-run`, in another
/// database with `--runs-into`; and `runs` shows what measured each run.
struct ProfileStorageTests {
    static let host = ProfileHost.current

    @Test func runsIntoKeepsTheRunElsewhereAndLeavesTheSessionFileAsItWas() throws {
        let workspace = try Workspace(copying: ["slow-drag", "bounce-at-top"])
        let before = try Data(contentsOf: URL(fileURLWithPath: workspace.path("slow-drag.db")))
        for file in ["slow-drag.db", "bounce-at-top.db", "slow-drag.db"] {
            let result = workspace.run(file, "--behaviors", "top-only", "--profile", "--runs-into", "runs.db")
            #expect(result.status == 0, "\(result.error)")
            #expect(
                result.output.hasSuffix(
                    "Stored the profiled run of 1 session in runs.db (\(file) is unchanged); 'stretchy-replay runs "
                        + "runs.db' lists them.\n"))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: workspace.path("slow-drag.db"))) == before)
        let sessions = workspace.run("sessions", "runs.db", "--format", "json").output
        let listed = try #require(try JSONSerialization.jsonObject(with: Data(sessions.utf8)) as? [[String: Any]])
        #expect(listed.compactMap { $0["name"] as? String } == ["bounce-at-top", "slow-drag"])
        let json = workspace.run("runs", "runs.db", "--format", "json").output
        let runs = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(runs.compactMap { $0["session"] as? String } == ["slow-drag", "bounce-at-top", "slow-drag"])
        #expect(runs.allSatisfy { $0["build_configuration"] as? String == Self.host.buildConfiguration.rawValue })
        #expect(runs.allSatisfy { ($0["cpu_model"] as? String) == Self.host.cpuModel })
        #expect(runs.allSatisfy { $0["tool_version"] as? String == "0.1.0" })
        // The copied session replays from the runs file with the same digest.
        #expect(
            try workspace.digests("runs.db", "--session", "slow-drag") == workspace.digests("slow-drag.db"))
        let text = workspace.run("runs", "runs.db").output
        #expect(
            text.contains("\n  measured by    stretchy-replay 0.1.0, \(Self.host.buildConfiguration.rawValue) build, "))
        // The processor's name, however long, is all there: wrapped within 100 columns.
        let measured = text.components(separatedBy: "  measured by    ")[1].components(separatedBy: "\n\n")[0]
        #expect(
            measured.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
                == "stretchy-replay 0.1.0, \(Self.host.buildConfiguration.rawValue) build, "
                + (Self.host.cpuModel ?? "processor not recorded"))
    }

    @Test func aRunsFileWithAnotherSessionOfTheNameIsRefused() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        #expect(
            workspace.run("synth", "--into", "runs.db", "--name", "slow-drag", "--preset", "bounce-at-top").status == 0)
        let result = workspace.run("slow-drag.db", "--behaviors", "top-only", "--profile", "--runs-into", "runs.db")
        #expect(result.status == 73)
        let runs = workspace.path("runs.db")
        #expect(
            result.error
                == "Error: the profiled run printed above was not stored in '\(runs)': '\(runs)' holds a session "
                + "named 'slow-drag' that is not the one of '\(workspace.path("slow-drag.db"))' (other samples)\n"
                + "Keep the run in another runs database, or rename one of the two sessions.\n")
        #expect(workspace.run("runs", "runs.db").output.hasPrefix("No runs stored in runs.db"))
    }

    @Test(arguments: [
        (["--save-run"], "--save-run and --runs-into keep a profiled run; give --profile too."),
        (["--runs-into", "r.db"], "--save-run and --runs-into keep a profiled run; give --profile too."),
        (
            ["--profile", "--runs-into", "slow-drag.db"],
            "--runs-into names the session file itself; keep the run there with --save-run instead."
        ),
        (
            ["--save-golden", "g", "--junit", "j.xml"],
            "--junit reports checks; --save-golden saves one: check it with --check-golden."
        ),
    ])
    func optionsThatDoNotGoTogetherAreUsageErrors(words: [String], message: String) throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let result = workspace.run(["slow-drag.db"] + words)
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("Error: \(message)\n"), "\(result.error)")
    }

    @Test func saveRunAndRunsIntoAreExclusive() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let result = workspace.run("slow-drag.db", "--profile", "--save-run", "--runs-into", "r.db")
        #expect(result.status == 64)
        #expect(!FileManager.default.fileExists(atPath: workspace.path("r.db")))
    }

    @Test func aCorpusReplayThatStopsIsAnErrorCase() throws {
        let workspace = try Workspace(copying: ["slow-drag", "bounce-at-top"])
        try workspace.execute("UPDATE samples SET t = -5 WHERE seq = 10", in: "bounce-at-top.db")
        let result = workspace.run(
            ["slow-drag.db", "bounce-at-top.db", "--all", "-j", "1", "--junit", "r.xml", "--annotations", "github"])
        #expect(result.status == 65)
        let xml = try String(contentsOfFile: workspace.path("r.xml"), encoding: .utf8)
        try JUnitReportTests.schema.validate(xml)
        let path = workspace.path("bounce-at-top.db")
        let message = "\(path): session 'bounce-at-top': sample 10: 't' is -5, before the previous sample's 0.15"
        #expect(xml.contains("<error message=\"\(message)\" type=\"error\">"))
        #expect(
            xml.contains("Reproduce: stretchy-replay bounce-at-top.db --session bounce-at-top --behaviors top-only\n"))
        #expect(xml.contains("tests=\"2\" failures=\"0\" errors=\"1\""))
        #expect(
            result.error.hasPrefix(
                "::error file=bounce-at-top.db,title=replay top-only%3A bounce-at-top::\(message)%0AReproduce: "
                    + "stretchy-replay bounce-at-top.db --session bounce-at-top --behaviors top-only\nError: "))
    }

    @Test func aReportsProfileFromADebugBuildSaysSo() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let result = workspace.run(
            "report", "slow-drag.db", "--behaviors", "top-only,fade", "--profile", "-o", "r.html")
        #expect(result.status == 0)
        let warning =
            "Debug build: these timings are many times slower than a release build's; for honest numbers run "
            + "'swift run -c release stretchy-replay report slow-drag.db --behaviors top-only,fade --profile -o "
            + "r.html'.\n"
        #expect(result.error == (Self.host.buildConfiguration == .debug ? warning : "") + "Wrote r.html: 1 session.\n")
    }
}
