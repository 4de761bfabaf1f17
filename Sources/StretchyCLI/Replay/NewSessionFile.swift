import Foundation
import StretchyStore

/// Opens a session file to add a session to, creating it if needed, and removes a file it created when adding fails:
/// a refused import leaves no trace, not even an empty database.
enum NewSessionFile {
    /// Runs `body` with the store at `path`; if `body` throws and the file did not exist before, deletes it.
    ///
    /// - Throws: Whatever opening the store or `body` throws.
    static func adding<T>(to path: String, _ body: (SessionStore) throws -> T) throws -> T {
        let existed = FileManager.default.fileExists(atPath: path)
        let store = try SessionStore(path: path, mode: .create)
        do {
            return try body(store)
        } catch {
            if !existed {
                store.connection.close()
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            }
            throw error
        }
    }
}
