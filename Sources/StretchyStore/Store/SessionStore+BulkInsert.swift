extension SessionStore {
    /// Runs a bulk insert of one new session's samples with foreign-key checks off, then turns them back on.
    ///
    /// With `foreign_keys` on, SQLite checks every sample's `session_id` against `sessions` and, because such a check
    /// may abort the statement, opens a statement journal (a savepoint, with its allocations) for every single-row
    /// `INSERT`: a third of a million-row import. The checks prove nothing here: the caller inserts the session row
    /// in the same transaction and binds its id to every sample. The pragma cannot change inside a transaction, so
    /// `body` must open its own, and no other statement runs on this connection meanwhile. The checks are back on
    /// when this returns or throws.
    ///
    /// Related SQLite documentation: <https://www.sqlite.org/foreignkeys.html>
    func withoutForeignKeyChecks<T>(_ body: () throws -> T) throws -> T {
        try connection.execute("PRAGMA foreign_keys = OFF")
        defer { try? connection.execute("PRAGMA foreign_keys = ON") }
        return try body()
    }
}
