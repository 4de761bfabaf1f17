import Foundation

/// One fenced code block of a Markdown page: its language, its lines, where it starts, and whether the line before
/// it marks it as an excerpt (`<!-- excerpt -->`: not complete or not exact, so neither compiled nor run).
struct MarkdownBlock: Sendable, CustomStringConvertible {
    /// The page's path from the repository's root, such as `docs/replay.md`.
    let file: String
    /// The 1-based line of the opening fence.
    let line: Int
    /// The word after the opening fence (`swift`, `console`, `text`), or "" for none.
    let language: String
    /// The lines between the fences, with the fence's indentation removed.
    let lines: [String]
    /// Whether the line before the block (blank lines skipped) is `<!-- excerpt -->`.
    let isExcerpt: Bool
    /// For a Swift block, the lines of the ```` ```text ```` block that follows it with nothing but blank lines
    /// between: the output the page says the program prints.
    var expectedOutput: [String]?

    var description: String { "\(file):\(line)" }

    /// The pages whose blocks are checked: the README and every `docs/*.md`.
    static func pages(in root: URL) throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return ["README.md"] + docs
    }

    /// Every fenced block of the pages.
    static func all(in root: URL) throws -> [MarkdownBlock] {
        try pages(in: root).flatMap { page in
            parse(try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8), file: page)
        }
    }

    /// The fenced blocks of one page, in order.
    static func parse(_ text: String, file: String) -> [MarkdownBlock] {
        let lines = text.components(separatedBy: "\n")
        var blocks: [MarkdownBlock] = []
        var index = 0
        var lastEnd = -1
        while index < lines.count {
            let trimmed = lines[index].drop { $0 == " " }
            guard trimmed.hasPrefix("```") else {
                index += 1
                continue
            }
            let indent = lines[index].count - trimmed.count
            let language = String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces)
            var end = index + 1
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" { end += 1 }
            let body = lines[(index + 1)..<min(end, lines.count)].map { line in
                String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count)))
            }
            var previous = index - 1
            while previous >= 0, lines[previous].trimmingCharacters(in: .whitespaces).isEmpty { previous -= 1 }
            let excerpt = previous >= 0 && lines[previous].trimmingCharacters(in: .whitespaces) == "<!-- excerpt -->"
            if language == "text", let last = blocks.last, last.language == "swift", previous == lastEnd {
                blocks[blocks.count - 1].expectedOutput = body
            }
            blocks.append(
                MarkdownBlock(
                    file: file, line: index + 1, language: language, lines: body, isExcerpt: excerpt,
                    expectedOutput: nil))
            lastEnd = end
            index = end + 1
        }
        return blocks
    }
}
