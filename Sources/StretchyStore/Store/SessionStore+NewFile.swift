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
        removeAbandonedTemporaries(of: path)
        if FileManager.default.fileExists(atPath: path) {
            return try body(try SessionStore(path: path, mode: .readWrite))
        }
        let temporary = path + temporaryMarker + String(getpid()) + "-" + UUID().uuidString
        // SIGINT and SIGTERM remove it too, when they come while no connection is open (see `Interruption`).
        let tokens = databaseSuffixes.map { Interruption.removeOnInterrupt(temporary + $0) }
        defer { tokens.forEach(Interruption.forget) }
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

    /// Closes the store and deletes its file and journals: for a command that created the file and then could not
    /// use it (`record` whose address is taken), so that it leaves no empty database behind.
    package func closeAndRemove() {
        connection.close()
        Self.removeDatabaseFiles(of: path)
    }

    /// What the name of a database being built has after the final name: `<path>.new-<pid>-<UUID>`.
    static let temporaryMarker = ".new-"

    /// Removes the databases being built for `path` by processes that are gone (killed with `SIGKILL`, or by a
    /// power loss), with their journals: their names hold the pid that made them.
    ///
    /// - Parameter path: The final name.
    static func removeAbandonedTemporaries(of path: String) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? "."
        let prefix = (slash.map { String(path[path.index(after: $0)...]) } ?? path) + temporaryMarker
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "/" : directory)
        else { return }
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0 else { continue }
            // kill(pid, 0) fails with ESRCH only when no such process exists; EPERM means it is alive.
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: (directory.isEmpty ? "" : directory) + "/" + name)
        }
    }

    /// The database file's own name, then the journal files SQLite may keep beside it.
    private static let databaseSuffixes = ["", "-wal", "-shm", "-journal"]

    /// Deletes a database file and the journal files SQLite may keep beside it.
    private static func removeDatabaseFiles(of path: String) {
        for suffix in databaseSuffixes {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
    }
}
