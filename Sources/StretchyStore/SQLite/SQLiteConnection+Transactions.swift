import CSQLite

extension SQLiteConnection {
    /// Runs `body` in a transaction: commits when it returns, rolls back and rethrows when it throws.
    ///
    /// Not reentrant: do not call it from inside `body`. The transaction starts with `BEGIN IMMEDIATE`, so it takes
    /// the write lock at once (waiting up to ``busyTimeoutMilliseconds``) instead of failing halfway through.
    ///
    /// For example:
    ///
    /// ```swift
    /// try connection.inTransaction {
    ///     try connection.execute("DELETE FROM samples WHERE session_id = 3")
    ///     try connection.execute("DELETE FROM sessions WHERE id = 3")
    /// }
    /// ```
    ///
    /// - Parameter body: The work to do.
    /// - Returns: What `body` returns.
    /// - Throws: The error `body` threw, or ``SQLiteError`` when beginning or committing fails.
    ///
    /// Related SQLite documentation: <https://www.sqlite.org/lang_transaction.html>
    package func inTransaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE TRANSACTION")
        let result: T
        do {
            result = try body()
        } catch {
            try? execute("ROLLBACK TRANSACTION")
            throw error
        }
        do {
            try execute("COMMIT TRANSACTION")
        } catch {
            try? execute("ROLLBACK TRANSACTION")
            throw error
        }
        return result
    }

    /// Whether a transaction is open (SQLite is not in autocommit mode).
    package var isInsideTransaction: Bool {
        sqlite3_get_autocommit(handle) == 0
    }
}
