import Foundation
import _StretchySystem

extension SessionStore {
    /// Runs `body` with a store on `path` to add sessions to, so that a refused import or synthesis leaves no file.
    ///
    /// When `path` exists, `body` runs on it. Otherwise the database is built under a unique temporary name beside
    /// it and published with `link`, which never replaces a file: a refused import leaves no trace, not even an
    /// empty database, and two processes creating one file never delete each other's work. If another process
    /// created `path` meanwhile, `body` runs again on that file.
    ///
    /// For example:
    ///
    /// ```swift
    /// let info = try SessionStore.addingSessions(to: "sessions.db") { store in
    ///     try store.importSamples(fromFile: "fling.csv")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - path: The session file, which need not exist yet.
    ///   - body: The work that adds sessions; it may run twice, as explained above.
    /// - Returns: What `body` returns.
    /// - Throws: Whatever opening the store or `body` throws; ``StoreError/cannotWrite(path:reason:)`` when the new
    ///   file cannot be published.
    public static func addingSessions<T>(to path: String, _ body: (SessionStore) throws -> T) throws -> T {
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
            removeDatabaseFiles(of: temporary)
            throw StoreError.cannotWrite(path: path, reason: reason)  // Name the file asked for, not the temporary.
        } catch {
            removeDatabaseFiles(of: temporary)
            throw error
        }
        defer { removeDatabaseFiles(of: temporary) }
        if link(temporary, path) == 0 { return result }
        let failure = errno
        guard failure == EEXIST else {
            throw StoreError.cannotWrite(path: path, reason: systemErrorText(failure))
        }
        return try body(try SessionStore(path: path, mode: .readWrite))
    }

    /// Deletes a database file and the journal files SQLite may keep beside it.
    private static func removeDatabaseFiles(of path: String) {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
    }
}
