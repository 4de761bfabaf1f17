import Foundation
import StretchyCLI
import Testing

@Suite("docs/cli.md")
struct CLIDocumentationTests {
    /// Every fenced block of docs/cli.md that starts with `OVERVIEW:`.
    static func helpBlocks() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        return text.components(separatedBy: "```\n").enumerated()
            .filter { $0.offset % 2 == 1 && $0.element.hasPrefix("OVERVIEW:") }
            .map(\.element)
    }

    @Test func everyHelpBlockIsWhatTheToolPrints() throws {
        var expected = [CLITestSupport.run("--help").output]
        for command in StretchyCommand.spec.subcommands {
            expected.append(CLITestSupport.run("help", command.spec.name).output)
        }
        // A fenced block ends with one newline; help ends with a blank line or the "See …" line.
        let printed = expected.map { $0.hasSuffix("\n\n") ? String($0.dropLast()) : $0 }
        let blocks = try Self.helpBlocks()
        #expect(blocks.count == printed.count)
        for block in blocks {
            #expect(printed.contains(block), "docs/cli.md has a help block the tool no longer prints:\n\(block)")
        }
    }
}
