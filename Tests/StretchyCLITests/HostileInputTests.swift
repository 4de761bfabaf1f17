import Foundation
import StretchyTestSupport
import Testing

@testable import StretchyCLI

/// Runs every case of the hostile-input corpus (`Fixtures/hostile/README.md`) through the command line in process:
/// each must exit with its code and print its first error line exactly, leave every file it was given
/// byte-identical and write no file.
@Suite("hostile inputs")
struct HostileInputTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var id: String
        var arguments: [String]
        var files: [String: String]
        var links: [String: String]
        var sessions: [String]
        var exit: Int32
        var error: String

        var testDescription: String { id }
    }

    static let folder = Repository.url("Tests/StretchyCLITests/Fixtures/hostile")

    static let cases: [Case] = {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("manifest.jsonl"), encoding: .utf8)
        else { return [] }
        return text.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                return nil
            }
            return Case(
                id: object["id"] as? String ?? "?", arguments: object["args"] as? [String] ?? [],
                files: object["files"] as? [String: String] ?? [:], links: object["links"] as? [String: String] ?? [:],
                sessions: object["sessions"] as? [String] ?? [], exit: (object["exit"] as? NSNumber)?.int32Value ?? -1,
                error: object["error"] as? String ?? "")
        }
    }()

    @Test func theCorpusHoldsAtLeastAHundredCases() {
        #expect(Self.cases.count >= 100)
        #expect(Set(Self.cases.map(\.id)).count == Self.cases.count)
    }

    @Test(arguments: cases)
    func isRefusedCleanly(_ hostile: Case) throws {
        let workspace = try Workspace(copying: hostile.sessions)
        let manager = FileManager.default
        for (name, stored) in hostile.files {
            try manager.copyItem(
                at: Self.folder.appendingPathComponent("cases/\(stored)"),
                to: URL(fileURLWithPath: workspace.path(name)))
        }
        for (name, target) in hostile.links {
            try manager.createSymbolicLink(atPath: workspace.path(name), withDestinationPath: target)
        }
        let before = try Self.snapshot(workspace.folder)
        let arguments = hostile.arguments.map { $0.replacingOccurrences(of: "{dir}", with: workspace.folder.path) }
        let result = workspace.run(arguments)
        let firstLine = String(result.error.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
        #expect(result.status == hostile.exit)
        #expect(firstLine.replacingOccurrences(of: workspace.folder.path, with: "{dir}") == hostile.error)
        #expect(try Self.snapshot(workspace.folder) == before)
    }

    /// Every entry of the folder: a link's target, or a file's bytes.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var entries: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let path = folder.appendingPathComponent(name).path
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                entries[name] = Data(("link:" + target).utf8)
            } else {
                entries[name] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        return entries
    }
}
