import Foundation
import StretchyTestSupport
import Testing

@testable import StretchyCLI

/// `--junit` and the GitHub annotations (docs/ci.md): every report the commands write is valid against the JUnit
/// schema in Fixtures/junit (read by ``XMLSchemaSubset``), says what failed and how to reproduce it, and is the same
/// bytes for the same results.
struct JUnitReportTests {
    static let schema: XMLSchemaSubset = {
        let url = Repository.root.appendingPathComponent("Tests/StretchyCLITests/Fixtures/junit/junit.xsd")
        // swift-format-ignore: NeverUseForceTry
        return try! XMLSchemaSubset(xsd: String(contentsOf: url, encoding: .utf8))
    }()

    func read(_ workspace: Workspace, _ name: String) throws -> String {
        try String(contentsOfFile: workspace.path(name), encoding: .utf8)
    }

    @Test func aGoldenThatDiffersIsAFailureWithItsReproduction() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        #expect(workspace.run("slow-drag.db", "--behaviors", "top-only,fade", "--save-golden", "base").status == 0)
        let result = workspace.run(
            [
                "slow-drag.db", "--behaviors", "top-only,fade=target=avatar", "--check-golden", "base", "--junit",
                "g.xml",
            ])
        #expect(result.status == 1)
        let xml = try read(workspace, "g.xml")
        try Self.schema.validate(xml)
        let created = try #require(xml.split(separator: "saved ").dropFirst().first?.prefix(20))
        #expect(
            xml == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="stretchy-replay" tests="1" failures="1" errors="0">
                  <testsuite name="golden base" tests="1" failures="1" errors="0" skipped="0">
                    <testcase name="slow-drag" classname="slow-drag.db">
                      <failure message="golden 'base' differs for slow-drag: title.alpha only in the golden" type="golden">  golden          'base' DIFFERS (saved \(created) with 'top-only,fade')
                    this replay ran 'top-only,fade=target=avatar', not the golden's stack: --behaviors top-only,fade checks that one
                    columns only in the golden: title.alpha
                Reproduce: stretchy-replay slow-drag.db --session slow-drag --behaviors top-only,fade=target=avatar --check-golden base
                </failure>
                    </testcase>
                  </testsuite>
                </testsuites>

                """)
        // The same results, the same bytes.
        _ = workspace.run(
            [
                "slow-drag.db", "--behaviors", "top-only,fade=target=avatar", "--check-golden", "base", "--junit",
                "h.xml",
            ])
        #expect(try read(workspace, "h.xml") == xml)
        // No annotations unless asked or on GitHub Actions.
        #expect(result.error == "")
    }

    @Test func everyCommandWritesAValidReport() throws {
        let workspace = try Workspace(copying: ["slow-drag", "bounce-at-top"])
        #expect(workspace.run("slow-drag.db", "--behaviors", "fade", "--save-golden", "g").status == 0)
        let runs: [([String], Int32, String)] = [
            (["slow-drag.db", "--behaviors", "fade", "--check-golden", "g"], 0, "tests=\"1\" failures=\"0\""),
            (
                ["compare", "slow-drag.db", "--behaviors", "fade", "--against", "fade=target=avatar"], 1,
                "failures=\"1\""
            ),
            (["compare", "slow-drag.db", "--behaviors", "fade", "--against", "fade"], 0, "failures=\"0\""),
            (["check", "--behaviors", "top-only,fade", "-n", "5", "-j", "1"], 0, "<testcase name=\"continuity\""),
            (["slow-drag.db", "bounce-at-top.db", "--all", "-j", "1"], 0, "tests=\"2\" failures=\"0\" errors=\"0\""),
            (["fidelity", "slow-drag.db"], 0, "<system-out>Session 'slow-drag' (synthetic)"),
        ]
        for (index, (words, status, fragment)) in runs.enumerated() {
            let result = workspace.run(words + ["--junit", "r\(index).xml"])
            #expect(result.status == status, "\(words): \(result.error)")
            let xml = try read(workspace, "r\(index).xml")
            #expect(throws: Never.self, "\(words)") { try Self.schema.validate(xml) }
            #expect(xml.contains(fragment), "\(words): \(xml)")
        }
    }

    @Test func aCheckFailureIsTheFailedInvariantsCase() throws {
        let workspace = try Workspace()
        let result = workspace.run([
            "check", "--behaviors", "top-only,transform=alpha=0.5", "--sessions", "50", "--junit", "c.xml",
        ])
        #expect(result.status == 1)
        let xml = try read(workspace, "c.xml")
        try Self.schema.validate(xml)
        let suite = try #require(try XMLNode.parse(xml).children.first)
        #expect(suite["name"] == "check top-only,transform=alpha=0.5")
        #expect(suite["failures"] == "1")
        let failed = suite.children.filter { $0.children.contains { $0.name == "failure" } }
        #expect(failed.map { $0["name"] } == ["fractions"])
        let failure = try #require(failed.first?.children.first)
        #expect(failure["type"] == "invariant")
        #expect(failure["message"]?.hasPrefix("'fractions' fails at frame ") == true)
        #expect(
            failure.text.hasSuffix(
                "Reproduce: stretchy-replay check --behaviors top-only,transform=alpha=0.5 --seed 1 --sessions 50\n"))
        #expect(suite.children.filter { $0.name == "testcase" }.count == Int(suite["tests"] ?? ""))
        let summary = try #require(suite.children.last)
        #expect(summary.name == "system-out")
        #expect(try summary.text.wholeMatch(of: Regex(#"[0-9,]+ sessions?, [0-9,]+ frames?, seed 1\n"#)) != nil)
    }

    @Test func theJUnitFileIsNeverAnInput() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let result = workspace.run(["compare", "slow-drag.db", "--against", "fade", "--junit", "slow-drag.db"])
        #expect(result.status == 73)
        #expect(
            result.error.hasPrefix(
                "Error: the output '\(workspace.path("slow-drag.db"))' is also an input of this command; writing it "
                    + "would destroy it\n"))
    }

    @Test func theValidatorRefusesWhatTheSchemaRefuses() throws {
        let bad: [(String, String)] = [
            ("<testsuites><testsuite name=\"a\" tests=\"1\" failures=\"0\"/></testsuites>", "'errors' is missing"),
            (
                "<testsuites><testsuite name=\"a\" tests=\"1\" failures=\"0\" errors=\"0\"><failure/></testsuite></testsuites>",
                "do not fit"
            ),
            ("<testsuites><testcase name=\"a\"/></testsuites>", "do not fit"),
            ("<testsuites time=\"1,5\"/>", "pattern"),
            ("<testsuites><testsuite name=\"a\" tests=\"1\" failures=\"0\" errors=\"0\"></testsuites>", "closed by"),
            ("<testsuites name=\"a&b\"/>", "reference"),
            ("<testsuites name=\"a\" name=\"b\"/>", "twice"),
            ("<testsuites>\u{1}</testsuites>", "U+1"),
            ("<testsuites bogus=\"1\"/>", "not declared"),
        ]
        for (document, problem) in bad {
            let error = #expect(throws: (any Error).self, "\(document)") { try Self.schema.validate(document) }
            #expect(error.map { "\($0)" }?.contains(problem) == true, "\(document): \(String(describing: error))")
        }
        try Self.schema.validate(
            "<testsuites time=\"1.5\"><testsuite name=\"a\" tests=\"0\" failures=\"0\" errors=\"0\"/></testsuites>")
    }

    @Test func textIsEscapedForXML() throws {
        let report = JUnitReport(
            suite: "a<b>&\"c\"", failureType: "t",
            cases: [
                JUnitTestCase(
                    name: "tab\there\nline", className: "x\u{1}y",
                    outcome: .failed(.init(message: "m\n2", details: "<d> & \"e\"", reproduce: "r 'q'")))
            ])
        try Self.schema.validate(report.xml)
        let root = try XMLNode.parse(report.xml)
        let testCase = try #require(root.children.first?.children.first)
        #expect(root.children.first?["name"] == "a<b>&\"c\"")
        #expect(testCase["name"] == "tab\there\nline")
        #expect(testCase["classname"] == "x\u{FFFD}y")
        #expect(testCase.children.first?["message"] == "m\n2")
        #expect(testCase.children.first?.text == "<d> & \"e\"\nReproduce: r 'q'\n")
    }

    @Test func failuresPrintAsGitHubWorkflowCommands() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let words = ["compare", "slow-drag.db", "--behaviors", "fade", "--against", "fade=target=avatar"]
        let onGitHub = workspace.run(words, environment: ["GITHUB_ACTIONS": "true"])
        #expect(onGitHub.status == 1)
        #expect(
            onGitHub.error
                == "::error file=slow-drag.db,title=compare fade vs fade=target=avatar%3A slow-drag::slow-drag: 'fade' "
                + "and 'fade=target=avatar' differ: title.alpha first at frame 19 (first 0.9846, second 1)%0A"
                + "Reproduce: stretchy-replay compare slow-drag.db --session slow-drag --behaviors fade --against "
                + "fade=target=avatar\n")
        #expect(workspace.run(words + ["--annotations", "github"]).error == onGitHub.error)
        #expect(workspace.run(words + ["--annotations", "none"], environment: ["GITHUB_ACTIONS": "true"]).error == "")
        #expect(workspace.run(words).error == "")
        #expect(workspace.run(words, environment: ["GITHUB_ACTIONS": "false"]).error == "")
    }

    @Test func workflowCommandsEscapeAsGitHubsRulesSay() {
        let annotation = GitHubAnnotation(file: "a,b:c%.db", title: "t: 1, 2%\r\n", message: "50% done\r\nnext: a, b")
        #expect(
            annotation.line
                == "::error file=a%2Cb%3Ac%25.db,title=t%3A 1%2C 2%25%0D%0A::50%25 done%0D%0Anext: a, b\n")
        #expect(GitHubAnnotation(file: nil, title: "x", message: "y").line == "::error title=x::y\n")
    }

    @Test func shellWordsQuoteWhatAShellWouldSplit() {
        #expect(
            ShellWords.line(["stretchy-replay", "a b.db", "--behaviors", "top-only,fade", "it's"])
                == "stretchy-replay 'a b.db' --behaviors top-only,fade 'it'\\''s'")
        #expect(ShellWords.quoted("") == "''")
    }
}
