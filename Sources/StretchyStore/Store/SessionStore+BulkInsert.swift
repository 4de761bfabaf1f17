extension SessionStore {
    /// Runs a bulk insert of one new session's samples with settings that make it write less, then restores them.
    ///
    /// - Foreign-key checks are off. With them on, SQLite checks every sample's `session_id` against `sessions` and,
    ///   because such a check may abort the statement, opens a statement journal for every single-row `INSERT`: a
    ///   third of a million-row import. The checks prove nothing here: the caller inserts the session row in the same
    ///   transaction and binds its id to every sample.
    /// - CHECK constraints of the samples are not evaluated (``withoutSampleChecks(_:)``, around the samples only:
    ///   the session's row is checked as always).
    /// - The page cache grows to 64 MiB, so pages are not spilled and rewritten mid-transaction.
    /// - The first insert into a file this store created switches it to the rollback journal when SQLite allows it
    ///   (no other connection has the file open): a new file's journal holds almost nothing, where WAL writes every
    ///   page twice (to the log, then to the file at the checkpoint). When another connection holds the file, the
    ///   switch is refused and the insert simply runs in WAL.
    ///
    /// The pragmas cannot change inside a transaction, so `body` opens its own. The settings are restored whether
    /// `body` returns or throws; a file switched to the rollback journal is switched back to WAL, and a failure to
    /// do so after a successful `body` is thrown.
    ///
    /// Related SQLite documentation: <https://www.sqlite.org/foreignkeys.html>,
    /// <https://www.sqlite.org/wal.html#performance_considerations>
    func withBulkInsertSettings<T>(_ body: () throws -> T) throws -> T {
        let previousCacheSize = try connection.int64("PRAGMA cache_size") ?? -2000
        var usesRollbackJournal = false
        defer {
            try? connection.execute(
                "PRAGMA foreign_keys = ON; PRAGMA cache_size = \(previousCacheSize)")
            if usesRollbackJournal { try? connection.enableWAL() }
        }
        try connection.execute(
            "PRAGMA foreign_keys = OFF; PRAGMA cache_size = -65536")
        if createdTheFile, try connection.int64("SELECT count(*) FROM sessions") == 0 {
            usesRollbackJournal = (try? connection.text("PRAGMA journal_mode = DELETE"))?.lowercased() == "delete"
        }
        let result = try body()
        if usesRollbackJournal {
            usesRollbackJournal = false
            try connection.enableWAL()
        }
        return result
    }

    /// Runs `body`, which inserts samples only, without evaluating CHECK constraints, then turns them on again
    /// (whether `body` returns or throws).
    ///
    /// The samples' only CHECK, `phase IN (...)`, holds by construction: every row's phase is bound from
    /// ``PhaseText``'s names of `ScrollPhase`'s cases. Evaluating it took half of SQLite's time per inserted row.
    /// NOT NULL and the primary key are still enforced. The flag may change inside a transaction, and changing it
    /// makes SQLite recompile every prepared statement, so no statement keeps code of the other setting.
    ///
    /// Related SQLite documentation: <https://www.sqlite.org/pragma.html#pragma_ignore_check_constraints>
    func withoutSampleChecks<T>(_ body: () throws -> T) throws -> T {
        try connection.execute("PRAGMA ignore_check_constraints = ON")
        defer { try? connection.execute("PRAGMA ignore_check_constraints = OFF") }
        return try body()
    }
}
