import Foundation
import Testing
import _StretchySystem

@testable import StretchyCLI

/// Text from a file reaches the terminal with its control characters shown, never obeyed: a session name that
/// would set the clipboard (OSC 52) and a device that would recolour the screen, through the commands that print
/// them.
@Suite("terminal escapes")
struct TerminalEscapeTests {
    static let name = "evil\u{1B}]52;c;aGk=\u{07}"
    static let shownName = "evil\\u{1B}]52;c;aGk=\\u{7}"

    static func hostile() throws -> (Workspace, String) {
        let (workspace, path) = try HostileSessionFileTests.hostileCopy(
            "UPDATE sessions SET name = 'evil' || char(27) || ']52;c;aGk=' || char(7), "
                + "device = char(27) || '[31mred' || char(10) || 'line';")
        return (workspace, path)
    }

    /// Every character of every line printed, to standard output and standard error.
    static func printed(_ result: RunResult) -> String { result.output + result.error }

    @Test func theSessionsTableShowsNamesEscaped() throws {
        let (workspace, path) = try Self.hostile()
        let result = workspace.run("sessions", path)
        #expect(result.status == 0)
        #expect(!Self.printed(result).unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(result.output.contains(Self.shownName))
        #expect(result.output.split(separator: "\n").count == 2, "a heading and one row")
    }

    @Test func aReplayAProfileAndItsStoredRunShowTheNameEscaped() throws {
        let (workspace, path) = try Self.hostile()
        let replay = workspace.run(path, "--behaviors", "top-only", "--profile", "--save-run")
        #expect(replay.status == 0, "\(replay.error)")
        #expect(replay.output.contains(Self.shownName + ": "))
        let runs = workspace.run("runs", path)
        #expect(runs.status == 0)
        #expect(runs.output.contains(Self.shownName))
        for result in [replay, runs] {
            #expect(!Self.printed(result).unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        }
    }

    @Test func aCorpusLineShowsTheNameEscaped() throws {
        let (workspace, _) = try Self.hostile()
        let result = workspace.run(workspace.folder.path, "--all", "--behaviors", "top-only")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains(Self.shownName + ": "))
        #expect(!Self.printed(result).unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    @Test func compareLinesAndErrorsShowTheNameEscaped() throws {
        let (workspace, path) = try Self.hostile()
        let compare = workspace.run("compare", path, "--behaviors", "top-only", "--against", "immediate")
        #expect(compare.output.hasPrefix(Self.shownName + ": 'top-only"), "\(compare.output)")
        let missing = workspace.run(path, "--check-golden", "nope")
        #expect(missing.status == 66)
        #expect(missing.error.hasPrefix("Error: session '\(Self.shownName)' has no golden named 'nope'"))
        for result in [compare, missing] {
            #expect(!Self.printed(result).unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        }
    }

    /// A name SQLite holds but no one can type: with a NUL (listed as `\u{0}`) or bytes that are not UTF-8 (listed
    /// with U+FFFD); the name as `sessions` lists it addresses the session.
    @Test(arguments: [
        ("'a' || char(0) || 'b'", "a\\u{0}b"),
        ("CAST(x'636166ff' AS TEXT)", "caf\u{FFFD}"),
    ])
    func aNameThatCannotBeTypedIsAddressedAsItIsListed(sql: String, listed: String) throws {
        let (workspace, path) = try HostileSessionFileTests.hostileCopy("UPDATE sessions SET name = \(sql);")
        let sessions = workspace.run("sessions", path)
        #expect(sessions.output.split(separator: "\n").dropFirst().first?.hasPrefix(listed + " ") == true)
        let replay = workspace.run(path, "--session", listed, "--behaviors", "top-only")
        #expect(replay.status == 0, "\(replay.error)")
        #expect(replay.output.hasPrefix(TerminalText.visible(listed) + ": 376 frames"), "\(replay.output)")
        let export = workspace.run("export", path, "--session", listed, "-o", workspace.path("out.csv"))
        #expect(export.status == 0, "\(export.error)")
        let report = workspace.run("report", path, "--session", listed, "-o", workspace.path("out.html"))
        #expect(report.status == 0, "\(report.error)")
    }
}
