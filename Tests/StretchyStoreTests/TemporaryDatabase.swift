import Foundation
import StretchyCore

@testable import StretchyStore

/// A unique path under the temporary folder for one test, and helpers shared by the store's tests.
enum TemporaryDatabase {
    /// A fresh path `<tmp>/stretchy-store-tests/<name>-<uuid>.<extension>`; nothing exists there yet.
    static func path(_ name: String, extension pathExtension: String = "db") -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stretchy-store-tests")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("\(name)-\(UUID().uuidString).\(pathExtension)").path
    }

    /// Writes `text` to a fresh temporary file and returns its path.
    static func file(_ name: String, extension pathExtension: String, _ text: String) -> String {
        let path = path(name, extension: pathExtension)
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    /// A fixed wall clock: 2024-05-01T12:00:00Z.
    static let fixedNow: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_714_564_800) }

    /// A new store at a fresh path, with the fixed clock.
    static func store(_ name: String) throws -> SessionStore {
        try SessionStore(path: path(name), mode: .create, now: fixedNow)
    }

    /// A row count, for checking that nothing was written.
    static func count(_ store: SessionStore, _ table: String) throws -> Int64 {
        try store.connection.int64("SELECT count(*) FROM \(table)") ?? -1
    }

    /// All samples of a session, read through the cursor.
    static func samples(_ store: SessionStore, _ session: String) throws -> [ScrollSample] {
        let cursor = try store.sampleCursor(session: session)
        var result: [ScrollSample] = []
        while let sample = try cursor.next() { result.append(sample) }
        return result
    }
}
