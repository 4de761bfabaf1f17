import Foundation
import Testing

@testable import StretchyCLI

/// `report --against-golden NAME` through the command, on copies of shipped sessions: it writes a page for a golden
/// that is there, and refuses a missing or damaged one exactly as `--check-golden` does (66 and 79, the same
/// messages), writing no page.
@Suite("report --against-golden")
struct ReportAgainstGoldenTests {
    /// A workspace whose slow-drag holds the golden `base` of `top-only,fade`.
    static func workspace() throws -> Workspace {
        let workspace = try Workspace(copying: ["slow-drag"])
        #expect(workspace.run("slow-drag.db", "--behaviors", "top-only,fade", "--save-golden", "base").status == 0)
        return workspace
    }

    /// The report's result and the golden check's, for the same golden and stack.
    static func both(_ workspace: Workspace, golden: String, stack: String = "top-only,fade") -> (
        report: RunResult, check: RunResult
    ) {
        let report = workspace.run(
            "report", "slow-drag.db", "--behaviors", stack, "--against-golden", golden, "-o", "r.html")
        let check = workspace.run("slow-drag.db", "--behaviors", stack, "--check-golden", golden)
        return (report, check)
    }

    @Test func aGoldenThatIsThereGivesAPageWithTheGoldenAsSideA() throws {
        let workspace = try Self.workspace()
        let (report, _) = Self.both(workspace, golden: "base", stack: "top-only,fade=by=0.5")
        #expect(report == RunResult(status: 0, output: "", error: "Wrote r.html: 1 session.\n"))
        let page = try String(contentsOfFile: workspace.path("r.html"), encoding: .utf8)
        #expect(page.contains(#""golden":{"name":"base","stack":"top-only,fade","#))
        #expect(page.contains(#""stack":"golden 'base'""#))
    }

    @Test func aMissingGoldenExits66WithTheCheckGoldensMessageAndWritesNoPage() throws {
        let workspace = try Self.workspace()
        let (report, check) = Self.both(workspace, golden: "bse")
        #expect(report.status == 66)
        #expect(report.status == check.status)
        #expect(
            report.error == """
                Error: session 'slow-drag' has no golden named 'bse'
                Did you mean 'base'? Goldens: base.

                """)
        #expect(report.error == check.error)
        #expect(!FileManager.default.fileExists(atPath: workspace.path("r.html")))
    }

    @Test func aDamagedGoldenExits79WithTheCheckGoldensMessageAndWritesNoPage() throws {
        let workspace = try Self.workspace()
        try workspace.execute("DELETE FROM golden_frames WHERE seq = 100", in: "slow-drag.db")
        let (report, check) = Self.both(workspace, golden: "base")
        #expect(report.status == 79)
        #expect(
            report.error
                == "Error: golden 'base' of session 'slow-drag' in '\(workspace.path("slow-drag.db"))' is damaged: "
                + "its frame 100 is stored as frame 101\n" + GoldenCheckTests.damagedHint)
        #expect(report.error == check.error)
        #expect(report.status == check.status)
        #expect(!FileManager.default.fileExists(atPath: workspace.path("r.html")))
    }

    @Test func aGoldenAndASecondStackTogetherAreAUsageError() throws {
        let workspace = try Self.workspace()
        let result = workspace.run(
            "report", "slow-drag.db", "--behaviors", "top-only", "--against", "immediate", "--against-golden", "base",
            "-o", "r.html")
        #expect(result.status == 64)
        #expect(result.error.contains("--against-golden"), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("r.html")))
    }
}
