import Foundation
import Testing

/// `compare`'s verdicts and exit codes, through the command, on copies of shipped sessions.
@Suite("compare verdicts")
struct CompareCommandTests {
    /// docs/platforms.md: pinned Flutter with stretch is GSK's top-only on this session, frame for frame; Flutter
    /// also writes collapsed_fraction.
    static let flutter = "flutter-sliver-app-bar=pinned=true:stretch=true"

    @Test func framesEqualOnEverySharedFieldWithExtraColumnsGetTheirOwnVerdictAndExit2() throws {
        let workspace = try Workspace(copying: ["fast-fling-up-and-back"])
        let result = workspace.run(
            "compare", "fast-fling-up-and-back.db", "--behaviors", "top-only", "--against", Self.flutter)
        #expect(result.status == 2)
        #expect(result.error == "")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(
            lines[0]
                == "fast-fling-up-and-back: 'top-only' vs '\(Self.flutter)' over 376 frames: SAME ON SHARED FIELDS "
                + "(the 5 fields both write are identical; only one side writes the others)")
        #expect(lines[1] == "  fields only the second side writes: collapsed_fraction")
        let json = workspace.run(
            "compare", "fast-fling-up-and-back.db", "--behaviors", "top-only", "--against", Self.flutter, "--format",
            "json")
        #expect(json.status == 2)
        let report = try #require(
            (try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])?.first)
        #expect(report["within_tolerance"] as? Bool == false)
        #expect(report["shared_fields_agree"] as? Bool == true)
    }
}
