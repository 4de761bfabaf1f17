import Foundation
import StretchyTestSupport

/// The documentation's Swift blocks as the executables of one package that depends on this one by path, built in a
/// single `swift build`. It lives in `.build/docs-snippets` (outside the sources, kept between runs so the second
/// build is incremental); its sources are written anew on every run.
enum SnippetPackage {
    /// The library products a block may import.
    static let products = [
        "StretchyCore", "StretchyBehaviors", "StretchyStore", "StretchySynth", "StretchyReplay", "StretchyReport",
        "StretchyCheck", "StretchyCLI", "StretchyPluginKit",
    ]

    /// The package's folder.
    static let directory = Repository.url(".build/docs-snippets")

    /// The executable target of a block, such as `docs_report_md_108`.
    static func target(of block: MarkdownBlock) -> String {
        String(block.file.map { $0.isLetter || $0.isNumber ? $0 : "_" }) + "_\(block.line)"
    }

    /// The products a block's `import` lines name.
    static func imports(of block: MarkdownBlock) -> [String] {
        block.lines.compactMap { line in
            let words = line.split(separator: " ")
            guard words.count == 2, words[0] == "import", products.contains(String(words[1])) else { return nil }
            return String(words[1])
        }
    }

    /// The result of building the package once: `nil` when it built, else SwiftPM's output.
    static let buildFailure: String? = {
        do {
            try write(blocks: try MarkdownBlock.all(in: Repository.root).filter(isCompiled))
            return try run(["swift", "build", "--package-path", directory.path], in: directory)
        } catch {
            return "\(error)"
        }
    }()

    /// Whether a block is compiled: a Swift block not marked as an excerpt.
    static func isCompiled(_ block: MarkdownBlock) -> Bool { block.language == "swift" && !block.isExcerpt }

    /// The built executable of a block.
    static func executable(of block: MarkdownBlock) -> URL {
        directory.appendingPathComponent(".build/debug/\(target(of: block))")
    }

    /// Writes `Package.swift` and one `Sources/<target>/main.swift` per block; removes the sources of blocks that
    /// are gone.
    static func write(blocks: [MarkdownBlock]) throws {
        let manager = FileManager.default
        let sources = directory.appendingPathComponent("Sources")
        try? manager.removeItem(at: sources)
        try manager.createDirectory(at: sources, withIntermediateDirectories: true)
        let identity = Repository.root.standardizedFileURL.lastPathComponent
        var targets: [String] = []
        for block in blocks {
            let name = target(of: block)
            let folder = sources.appendingPathComponent(name)
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            try writeIfChanged(
                "// \(block.file), line \(block.line)\n" + block.lines.joined(separator: "\n") + "\n",
                to: folder.appendingPathComponent("main.swift"))
            let dependencies = imports(of: block).map { #".product(name: "\#($0)", package: "\#(identity)")"# }
            targets.append(
                #"        .executableTarget(name: "\#(name)", dependencies: [\#(dependencies.joined(separator: ", "))]),"#
            )
        }
        let manifest = """
            // swift-tools-version:6.0
            // Written by DocsTests: every Swift block of README.md and docs/*.md, one executable each.
            import PackageDescription

            let package = Package(
                name: "DocsSnippets",
                dependencies: [.package(path: "\(Repository.root.path)")],
                targets: [
            \(targets.joined(separator: "\n"))
                ]
            )

            """
        try writeIfChanged(manifest, to: directory.appendingPathComponent("Package.swift"))
    }

    /// Writes a file only when its text changes, so an unchanged block is not compiled again.
    static func writeIfChanged(_ text: String, to url: URL) throws {
        if let old = try? String(contentsOf: url, encoding: .utf8), old == text { return }
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Runs a command; returns `nil` when it exits 0, else its output.
    static func run(_ command: [String], in directory: URL) throws -> String? {
        let result = try Shell.run(command, in: directory)
        return result.status == 0 ? nil : "\(command.joined(separator: " ")) exited \(result.status):\n\(result.output)"
    }
}
