import Foundation
import StretchyStore

/// Opens a session file to add a session to. A file that does not exist yet is built under a unique temporary name
/// and published with `link`, which never replaces a file: a refused import leaves no trace, not even an empty
/// database, and two processes creating one file never delete each other's work.
enum NewSessionFile {
    /// Runs `body` with a store on `path`: the file itself when it exists, else a fresh temporary one that becomes
    /// `path` when `body` succeeds. If another process created `path` meanwhile, `body` runs again on that file.
    ///
    /// - Throws: Whatever opening the store or `body` throws; ``StoreError/cannotWrite(path:reason:)`` when the new
    ///   file cannot be published.
    static func adding<T>(to path: String, _ body: (SessionStore) throws -> T) throws -> T {
        if FileManager.default.fileExists(atPath: path) {
            return try body(try SessionStore(path: path, mode: .readWrite))
        }
        let temporary = path + ".new-" + UUID().uuidString
        let result: T
        do {
            let store = try SessionStore(path: temporary, mode: .create)
            result = try body(store)
            store.connection.close()  // The last connection to close checkpoints the log into the file.
        } catch StoreError.cannotWrite(temporary, let reason) {
            removeFiles(of: temporary)
            throw StoreError.cannotWrite(path: path, reason: reason)  // Name the file asked for, not the temporary.
        } catch {
            removeFiles(of: temporary)
            throw error
        }
        defer { removeFiles(of: temporary) }
        if link(temporary, path) == 0 { return result }
        let failure = errno
        guard failure == EEXIST else {
            throw StoreError.cannotWrite(path: path, reason: String(cString: strerror(failure)))
        }
        return try body(try SessionStore(path: path, mode: .readWrite))
    }

    /// Deletes a database file and the journal files SQLite may keep beside it.
    private static func removeFiles(of path: String) {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
    }
}
