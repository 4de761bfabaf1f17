import Foundation
import StretchyTestSupport
import Testing

@testable import StretchyCLI

@Suite("docs/cli.md")
struct CLIDocumentationTests {
    /// The text of docs/cli.md cut at its code fences: even parts are prose (each ending with its opening fence
    /// line), odd parts the contents of fenced blocks (each ending with a newline), whatever their info strings.
    static func fencedParts(_ text: String) -> [String] {
        var parts = [""]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            let inBlock = parts.count % 2 == 0
            if line.hasPrefix("```") {
                if inBlock { parts.append("") }
                parts[parts.count - 1] += line + "\n"
                if !inBlock { parts.append("") }
            } else {
                parts[parts.count - 1] += line + "\n"
            }
        }
        return parts
    }

    /// Every fenced block of docs/cli.md that starts with `OVERVIEW:`.
    static func helpBlocks() throws -> [String] {
        let text = try String(contentsOf: Repository.url("docs/cli.md"), encoding: .utf8)
        return fencedParts(text).enumerated()
            .filter { $0.offset % 2 == 1 && $0.element.hasPrefix("OVERVIEW:") }
            .map(\.element)
    }

    /// Records the help blocks of docs/cli.md as ``GoldenFile/record`` says: `all` replaces every help block with the
    /// printed help of the same command (`USAGE: tool command`); both `all` and `missing` append, at the end of the
    /// file, a block for each command the file has none for yet.
    static func record(_ printed: [String], mode: GoldenFile.Record) throws {
        let url = Repository.url("docs/cli.md")
        func usage(_ help: String) -> [Substring]? {
            help.split(separator: "\n").first { $0.hasPrefix("USAGE:") }.map {
                Array($0.split(separator: " ").prefix(3))
            }
        }
        var parts = fencedParts(try String(contentsOf: url, encoding: .utf8))
        var documented: [[Substring]?] = []
        for index in parts.indices where index % 2 == 1 && parts[index].hasPrefix("OVERVIEW:") {
            documented.append(usage(parts[index]))
            if mode == .all, let help = printed.first(where: { usage($0) == usage(parts[index]) }) {
                parts[index] = help
            }
        }
        var text = parts.joined()
        for help in printed where !documented.contains(usage(help)) {
            text += (text.hasSuffix("\n\n") ? "" : "\n") + "```\n" + help + "```\n"
        }
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func everyHelpBlockIsWhatTheToolPrints() throws {
        var expected = [CLITestSupport.run("--help").output]
        for command in StretchyCommand.spec.subcommands {
            expected.append(CLITestSupport.run("help", command.spec.name).output)
        }
        // A fenced block ends with one newline; help ends with a blank line or the "See …" line.
        let printed = expected.map { $0.hasSuffix("\n\n") ? String($0.dropLast()) : $0 }
        if GoldenFile.record != .never {
            try Self.record(printed, mode: GoldenFile.record)
            Issue.record("Recorded the help blocks of docs/cli.md; run again without STRETCHY_RECORD to check them.")
            return
        }
        let blocks = try Self.helpBlocks()
        #expect(blocks.count == printed.count)
        for block in blocks {
            #expect(printed.contains(block), "docs/cli.md has a help block the tool no longer prints:\n\(block)")
        }
    }
}
