import Foundation
import Testing

@testable import StretchyCLI

/// `report` writes the page a user opens, refuses what does not go together, and `--frames-columns all` writes every
/// attribute of every subview.
struct ReportCommandTests {
    @Test func aReportOfTwoStacksIsOneSelfContainedPage() throws {
        let workspace = try Workspace(copying: ["fast-fling-up-and-back"])
        let result = workspace.run(
            "report", "fast-fling-up-and-back.db", "--behaviors", "top-only,fade,tabs", "--against",
            "immediate,fade,tabs", "-o", "r.html")
        #expect(result == RunResult(status: 0, output: "", error: "Wrote r.html: 1 session.\n"))
        let page = try String(contentsOfFile: workspace.path("r.html"), encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("fast-fling-up-and-back"))
        #expect(page.contains("immediate,fade,tabs"))
        #expect(!page.contains("src=\"http") && !page.contains("href=\"http"), "the page loads nothing from elsewhere")
        let again = workspace.run(
            "report", "fast-fling-up-and-back.db", "--behaviors", "top-only,fade,tabs", "--against",
            "immediate,fade,tabs", "-o", "again.html")
        #expect(again.status == 0)
        #expect(try String(contentsOfFile: workspace.path("again.html"), encoding: .utf8) == page)
    }

    @Test func bothSecondSidesAtOnceAreAUsageError() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let result = workspace.run(
            "report", "slow-drag.db", "--against", "immediate", "--against-header", "h.json", "-o", "r.html")
        #expect(result.status == 64)
        #expect(
            result.error.split(separator: "\n").first
                == "Error: The options '--against <stack>' and '--against-header <file.json>' cannot be used together")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("r.html")))
    }

    @Test func aMissingSessionWritesNoPage() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let result = workspace.run("report", "slow-drag.db", "--session", "nope", "-o", "r.html")
        #expect(result.status == 66)
        #expect(result.error.hasPrefix("Error: "))
        #expect(!FileManager.default.fileExists(atPath: workspace.path("r.html")))
    }

    @Test func everyAttributeOfEverySubviewGoesToTheFramesFile() throws {
        let workspace = try Workspace(copying: ["bounce-at-top"])
        let result = workspace.run(
            "bounce-at-top.db", "--behaviors", "fade=target=title", "--frames", "f.csv", "--frames-columns", "all")
        #expect(result.status == 0)
        let header = try String(contentsOfFile: workspace.path("f.csv"), encoding: .utf8).prefix { $0 != "\n" }
        let columns = header.split(separator: ",")
        #expect(
            columns.prefix(8).joined(separator: ",")
                == "seq,t,offset_y,header_y,header_height,content_y,content_height,stretch_factor")
        #expect(columns.count == 8 + 4 * 10, "ten attributes of each of the profile header's four subviews")
        #expect(columns.contains("title.alpha") && columns.contains("avatar.cornerRadius"))
        let digest = try workspace.digests("bounce-at-top.db", "--behaviors", "fade=target=title")
        let withAll = workspace.run(
            "bounce-at-top.db", "--behaviors", "fade=target=title", "--frames", "g.csv", "--frames-columns", "all")
        #expect(withAll.output.contains(digest[0]), "the digest covers the stack's own columns either way")
    }

    @Test func frameColumnsWithoutAFramesFileIsAUsageError() throws {
        let workspace = try Workspace(copying: ["bounce-at-top"])
        let result = workspace.run("bounce-at-top.db", "--frames-columns", "all")
        #expect(result.status == 64)
        #expect(
            result.error.split(separator: "\n").first
                == "Error: --frames-columns chooses the columns of --frames; give --frames <file> too.")
    }

    @Test func aReportNeverReplacesItsDatabaseOrAnother() throws {
        let workspace = try Workspace(copying: ["slow-drag", "bounce-at-top"])
        let before = try Data(contentsOf: URL(fileURLWithPath: workspace.path("slow-drag.db")))
        let other = try Data(contentsOf: URL(fileURLWithPath: workspace.path("bounce-at-top.db")))
        let itself = workspace.run("report", "slow-drag.db", "-o", "slow-drag.db")
        #expect(itself.status == 73)
        #expect(
            itself.error.split(separator: "\n").first
                == "Error: the output '\(workspace.path("slow-drag.db"))' is also an input of this command; writing it would destroy it"
        )
        let another = workspace.run("report", "slow-drag.db", "-o", "bounce-at-top.db")
        #expect(another.status == 73)
        #expect(try Data(contentsOf: URL(fileURLWithPath: workspace.path("slow-drag.db"))) == before)
        #expect(try Data(contentsOf: URL(fileURLWithPath: workspace.path("bounce-at-top.db"))) == other)
    }

    @Test func aReportThatCannotBeCreatedExits73() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let result = workspace.run("report", "slow-drag.db", "-o", "/nonexistent-folder/r.html")
        #expect(result.status == 73)
        #expect(
            result.error.split(separator: "\n").first
                == "Error: cannot create '/nonexistent-folder/r.html': No such file or directory")
    }
}
