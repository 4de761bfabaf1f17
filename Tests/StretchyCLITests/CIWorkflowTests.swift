import Foundation
import StretchyTestSupport
import Testing

/// docs/ci.md's workflow cannot drift from the tool: its `Check …` steps are taken from the GitHub Actions YAML, the
/// GitLab job must run the same blocks, and they run with `bash -e` against the built `stretchy-replay` on copies of
/// the shipped sessions.
struct CIWorkflowTests {
    static func document() throws -> String {
        try String(contentsOf: Repository.root.appendingPathComponent("docs/ci.md"), encoding: .utf8)
    }

    /// The fenced ```yaml blocks, in order.
    static func yamlBlocks(_ text: String) -> [String] {
        text.components(separatedBy: "```yaml\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
    }

    /// The fenced ```bash block that saves the goldens the checks read.
    static func saveStep(_ text: String) -> String {
        text.components(separatedBy: "```bash\n").dropFirst().first?.components(separatedBy: "```").first ?? ""
    }

    /// The body of each `run: |` of a step named `Check …`, dedented.
    static func checkSteps(github yaml: String) -> [String] {
        var steps: [String] = []
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("- name: Check "),
                index + 1 < lines.count, lines[index + 1].trimmingCharacters(in: .whitespaces) == "run: |"
            else { continue }
            index += 2
            steps.append(block(lines, from: &index))
            index -= 1
        }
        return steps
    }

    /// The `- |` blocks of a GitLab `script:`, dedented.
    static func scriptBlocks(gitlab yaml: String) -> [String] {
        var blocks: [String] = []
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < lines.count {
            if lines[index].trimmingCharacters(in: .whitespaces) == "- |" {
                index += 1
                blocks.append(block(lines, from: &index))
            } else {
                index += 1
            }
        }
        return blocks
    }

    /// The lines indented deeper than the first one's indentation allows, dedented, until a shallower line.
    static func block(_ lines: [String], from index: inout Int) -> String {
        let indent = lines[index].prefix { $0 == " " }.count
        var body: [String] = []
        while index < lines.count, lines[index].prefix(while: { $0 == " " }).count >= indent,
            !lines[index].trimmingCharacters(in: .whitespaces).isEmpty
        {
            body.append(String(lines[index].dropFirst(indent)))
            index += 1
        }
        return body.joined(separator: "\n") + "\n"
    }

    func runSteps(_ steps: [String], in folder: String) throws -> [Int32] {
        let tool = try StretchyReplayExecutableTests.executable().deletingLastPathComponent().path
        return try steps.map { step in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-e", "-c", step]
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = tool + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            environment["GITHUB_ACTIONS"] = "true"
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    @Test func theGitLabJobRunsTheSameChecksAsTheWorkflow() throws {
        let blocks = Self.yamlBlocks(try Self.document())
        #expect(blocks.count == 2)
        let github = Self.checkSteps(github: blocks[0])
        #expect(github.count == 2)
        #expect(github.allSatisfy { $0.contains("--junit") })
        #expect(Self.scriptBlocks(gitlab: blocks[1]) == github)
    }

    @Test func theDocumentedStepsPassAndThenFailWhenAGoldenDiffers() throws {
        let github = Self.checkSteps(github: Self.yamlBlocks(try Self.document())[0])
        let workspace = try Workspace()
        let sessions = workspace.path("Sessions")
        try FileManager.default.createDirectory(atPath: sessions, withIntermediateDirectories: true)
        let shipped = Repository.root.appendingPathComponent("Sessions")
        let names = try FileManager.default.contentsOfDirectory(atPath: shipped.path).filter { $0.hasSuffix(".db") }
        for name in names {
            try FileManager.default.copyItem(
                atPath: shipped.appendingPathComponent(name).path, toPath: sessions + "/" + name)
        }
        // The page's own save step, then its checks: a reader who follows the page gets a passing job.
        let save = Self.saveStep(try Self.document())
        #expect(save.contains("--save-golden baseline"))
        #expect(try runSteps([save], in: workspace.folder.path) == [0])
        #expect(try runSteps(github, in: workspace.folder.path) == [0, 0])
        let schema = JUnitReportTests.schema
        let reports = try FileManager.default.contentsOfDirectory(atPath: workspace.path("junit")).sorted()
        #expect(reports == (names.map { "golden-" + $0.dropLast(3) + ".xml" } + ["check.xml"]).sorted())
        for report in reports {
            let xml = try String(contentsOfFile: workspace.path("junit/" + report), encoding: .utf8)
            try schema.validate(xml)
            #expect(xml.contains("failures=\"0\" errors=\"0\""), "\(report)")
        }
        // A golden saved from another stack: the goldens step fails, and its report says which session and how.
        let changed = workspace.run([
            "Sessions/slow-drag.db", "--all", "--behaviors", "top-only", "--save-golden", "baseline", "--replace",
        ])
        #expect(changed.status == 0)
        #expect(try runSteps([github[0]], in: workspace.folder.path) == [1])
        let xml = try String(contentsOfFile: workspace.path("junit/golden-slow-drag.xml"), encoding: .utf8)
        try schema.validate(xml)
        #expect(xml.contains("<failure message=\"golden 'baseline' differs for slow-drag: "))
        #expect(
            xml.contains(
                "Reproduce: stretchy-replay Sessions/slow-drag.db --session slow-drag --behaviors top-only,fade "
                    + "--check-golden baseline\n"))
    }
}
