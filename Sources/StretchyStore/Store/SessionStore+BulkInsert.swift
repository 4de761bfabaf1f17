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
    ///
    /// Two more settings make a large insert write less. The page cache grows to 64 MiB for its duration, so pages
    /// are not spilled and rewritten mid-transaction. And the first insert into a file this store created, which no
    /// other connection can have open yet, runs in rollback-journal mode: a new file's journal holds almost nothing,
    /// where WAL would write every page twice (to the log, then to the file at the checkpoint). The file is back in
    /// WAL mode, checked, before this returns.
    ///
    /// Related SQLite documentation: <https://www.sqlite.org/wal.html#performance_considerations>
    func withBulkInsertSettings<T>(_ body: () throws -> T) throws -> T {
        let sessionCount = try connection.int64("SELECT count(*) FROM sessions") ?? 0
        let rollbackJournal = createdTheFile && sessionCount == 0
        try connection.execute("PRAGMA foreign_keys = OFF; PRAGMA cache_size = -65536")
        if rollbackJournal { try connection.execute("PRAGMA journal_mode = DELETE") }
        defer {
            try? connection.execute("PRAGMA foreign_keys = ON; PRAGMA cache_size = -2000")
            if rollbackJournal { try? connection.enableWAL() }
        }
        return try body()
    }
}
