import Foundation
import StretchyTestSupport
import Testing

/// The README and docs/*.md cannot drift from the code: every Swift block compiles as a program against the
/// package's products (and prints what the page shows after it), every console block's commands print what the page
/// shows, and every relative link resolves inside the repository. A block that is not complete or not exact is
/// preceded by `<!-- excerpt -->`.
@Suite(.serialized) struct DocumentationTests {
    static let blocks = (try? MarkdownBlock.all(in: Repository.root)) ?? []
    static let swiftBlocks = blocks.filter(SnippetPackage.isCompiled)
    static let consoleBlocks = blocks.filter { $0.language == "console" && !$0.isExcerpt }

    @Test func thePagesHaveBlocksOfEachKind() {
        #expect(Self.swiftBlocks.count >= 5)
        #expect(Self.consoleBlocks.count >= 3)
    }

    @Test func theSnippetPackageBuilds() {
        #expect(SnippetPackage.buildFailure == nil)
    }

    @Test(arguments: swiftBlocks) func swiftBlockCompilesAndPrintsWhatThePageShows(_ block: MarkdownBlock) throws {
        if let failure = SnippetPackage.buildFailure {
            let ours = failure.split(separator: "\n").filter { $0.contains(SnippetPackage.target(of: block) + "/") }
            #expect(ours.isEmpty, "\(block) does not compile:\n\(ours.joined(separator: "\n"))")
            return
        }
        guard let expected = block.expectedOutput else { return }
        let workspace = try ConsoleSession.workspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let result = try Shell.run([SnippetPackage.executable(of: block).path], in: workspace)
        #expect(result.status == 0, "\(block) exited \(result.status)")
        #expect(result.output == expected.joined(separator: "\n") + "\n", "\(block) printed other output")
    }

    @Test(arguments: consoleBlocks) func consoleBlockPrintsWhatThePageShows(_ block: MarkdownBlock) throws {
        let tool = try #require(BuiltExecutable.url("stretchy-replay"), "stretchy-replay is not built")
        let workspace = try ConsoleSession.workspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let session = ConsoleSession(block)
        #expect(!session.steps.isEmpty, "\(block) shows no '$ ' command")
        for step in session.steps {
            let result = try Shell.run(
                ["/bin/sh", "-c", step.command], in: workspace, path: tool.deletingLastPathComponent().path)
            var printed = result.output.components(separatedBy: "\n")
            if printed.last == "" { printed.removeLast() }
            let actual = printed.map(ConsoleSession.comparable)
            let shown = step.output.map(ConsoleSession.comparable)
            #expect(
                actual == shown,
                "\(block): '$ \(step.command)' printed:\n\(printed.joined(separator: "\n"))")
        }
    }

    @Test func everyRelativeLinkResolvesInsideTheRepository() throws {
        let root = Repository.root.standardizedFileURL.path
        var broken: [String] = []
        for page in try MarkdownBlock.pages(in: Repository.root) {
            let text = try String(contentsOf: Repository.url(page), encoding: .utf8)
            let folder = Repository.url(page).deletingLastPathComponent()
            for target in Self.linkTargets(in: text) + Self.parentPaths(in: text) {
                guard !target.contains("://"), !target.hasPrefix("#"), !target.hasPrefix("mailto:") else { continue }
                let path = String(target.split(separator: "#", maxSplits: 1).first ?? "")
                let resolved = folder.appendingPathComponent(path).standardizedFileURL.path
                if !resolved.hasPrefix(root + "/") || !FileManager.default.fileExists(atPath: resolved) {
                    broken.append("\(page): \(target)")
                }
            }
        }
        #expect(broken == [])
    }

    @Test func consoleBlocksSplitIntoCommandsAndTheirOutput() {
        let block = MarkdownBlock.parse(
            "```console\n$ stretchy-replay a \\\n    --b\nline 1\n  time 3 ms\n\n$ echo x\nx\n```\n", file: "t.md")[0]
        let steps = ConsoleSession(block).steps
        #expect(steps.map(\.command) == ["stretchy-replay a \\\n    --b", "echo x"])
        #expect(steps.map(\.output) == [["line 1", "  time 3 ms"], ["x"]])
        #expect(ConsoleSession.comparable("  time 3 ms") == ConsoleSession.comparable("  time 9 s"))
        #expect(ConsoleSession.comparable("  timeline 3") != ConsoleSession.comparable("  timeline 9"))
    }

    @Test func aSwiftBlockTakesTheTextBlockRightAfterItAsItsOutput() {
        let blocks = MarkdownBlock.parse(
            "<!-- excerpt -->\n```swift\nx\n```\n\n```text\n1\n```\n\n```swift\ny\n```\nprose\n```text\n2\n```\n",
            file: "t.md")
        #expect(blocks.map(\.isExcerpt) == [true, false, false, false])
        #expect(blocks[0].expectedOutput == ["1"])
        #expect(blocks[2].expectedOutput == nil)
    }

    @Test func linkTargetsAreFoundInBothForms() {
        let text = "see [scale](scale.md#top) and ![a](images/a.png), not `[x](y)` in code"
        #expect(Self.linkTargets(in: text) == ["scale.md#top", "images/a.png"])
    }

    /// The backquoted paths of a page that start with `../`, such as `` `../notes/x.md` ``.
    static func parentPaths(in text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap {
            $0.offset % 2 == 1 && $0.element.hasPrefix("../") ? String($0.element) : nil
        }
    }

    /// The targets of a page's Markdown links and images, `[text](target)`, outside inline code and fenced blocks.
    static func linkTargets(in text: String) -> [String] {
        var targets: [String] = []
        var inFence = false
        for line in text.components(separatedBy: "\n") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            guard !inFence else { continue }
            let unquoted = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            var rest = Substring(unquoted)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                targets.append(String(after[..<close]))
                rest = after[after.index(after: close)...]
            }
        }
        return targets
    }
}

extension DocumentationTests {
    @Test func theReadmeListsEveryLibraryProductAndTheDependencyLine() throws {
        let manifest = try String(contentsOf: Repository.url("Package.swift"), encoding: .utf8)
        let libraries = manifest.components(separatedBy: "\n").compactMap { line -> String? in
            guard let range = line.range(of: ".library(name: \"") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != "\"" })
        }
        #expect(libraries == SnippetPackage.products)
        let readme = try String(contentsOf: Repository.url("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Depending on Stretchy").dropFirst().first)
            .components(separatedBy: "\n## ")[0]
        for product in libraries {
            #expect(section.contains("`\(product)` ("), "README's 'Depending on Stretchy' does not list \(product)")
        }
        #expect(section.contains(#"dependencies: [.package(path: "../Stretchy")]"#))
        let example = try String(
            contentsOf: Repository.url("Examples/ParallaxPlugin/Package.swift"), encoding: .utf8)
        #expect(example.contains(".package(path: stretchyPath)"))
        #expect(example.contains(#".product(name: "StretchyPluginKit", package: stretchy)"#))
    }
}
