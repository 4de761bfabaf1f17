import Foundation
import StretchyCore
import StretchyReplay
import StretchyStore
import StretchyTestSupport
import Testing
import _StretchySystem

@testable import StretchyCLI

/// Every shipped session is what its command in Sessions/README.md makes, bit for bit.
struct ShippedSessionsTests {
    static let root = Repository.root

    /// The commands of the fenced `sh` block of Sessions/README.md.
    static func commands() throws -> [[String]] {
        let readme = try String(contentsOf: root.appendingPathComponent("Sessions/README.md"), encoding: .utf8)
        let block = try #require(
            readme.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```").first)
        return block.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    }

    static func samples(of path: String) throws -> [[UInt64]] {
        let store = try SessionStore(path: path, mode: .readOnly)
        let session = try #require(try store.sessions().first)
        let cursor = try store.sampleCursor(session: session.name)
        var rows: [[UInt64]] = []
        while let sample = try cursor.next() {
            rows.append(
                sample.namedFields.map(\.value.bitPattern) + [
                    UInt64(ScrollPhase.allCases.firstIndex(of: sample.phase)!)
                ])
        }
        return rows
    }

    @Test func everyShippedSessionIsRebuiltBitForBit() throws {
        let commands = try Self.commands()
        #expect(commands.count == 6)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("shipped-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        for command in commands {
            #expect(command.first == "stretchy-replay")
            let into = try #require(command.firstIndex(of: "--into"))
            let shipped = command[into + 1]
            var words = command
            words[into + 1] = scratch.appendingPathComponent((shipped as NSString).lastPathComponent).path
            let context = CommandContext(
                standardOutput: CapturedOutput(), standardError: CapturedOutput(),
                currentDirectory: Self.root.path)
            #expect(StretchyCommand.run(arguments: words, context: context) == .success, "\(words)")
            let rebuilt = try Self.samples(of: words[into + 1])
            let original = try Self.samples(of: Self.root.appendingPathComponent(shipped).path)
            #expect(!original.isEmpty)
            #expect(rebuilt == original, "\(shipped) differs from what its command makes")
        }
    }

    @Test func shippedFilesAreSmallAndSelfContained() throws {
        let folder = Self.root.appendingPathComponent("Sessions")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".db") {
            let path = folder.appendingPathComponent(name).path
            let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? .max
            #expect(size < 1_000_000, "\(name) is \(size) bytes")
            let store = try SessionStore(path: path, mode: .readOnly)
            #expect(try store.connection.journalMode() == "delete", "\(name) must not need -wal and -shm files")
            #expect(try store.sessions().map(\.name) == [String(name.dropLast(3))])
        }
    }
}
