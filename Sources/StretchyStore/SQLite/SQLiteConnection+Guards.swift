import CSQLite

/// How much work one step of a statement may still do, counted in calls of the connection's progress handler (one
/// call every ``SQLiteConnection/progressInterval`` virtual-machine instructions).
///
/// ``SQLiteStatement/step()`` refills it before every step, so the bound is on one step, not on a statement's whole
/// life: a replay that streams ten million rows steps ten million times, each a few dozen instructions.
final class SQLiteStepBudget {
    /// The calls one step may take: set once the file's size is known.
    var limit: Int
    /// The calls the running step has left; below zero, the handler has stopped it.
    var remaining: Int

    /// Creates a budget of `limit` calls.
    init(limit: Int) {
        self.limit = limit
        self.remaining = limit
    }

    /// Whether the last step was stopped by the handler, rather than by a signal or a caller's interrupt.
    var isExhausted: Bool { remaining < 0 }

    /// The message of the error a stopped step throws.
    var exhaustedMessage: String {
        "a query ran past \(limit * Int(SQLiteConnection.progressInterval)) SQLite instructions, more than any "
            + "query of Stretchy's takes on a file of this size, and was stopped"
    }
}

extension SQLiteConnection {
    /// The longest string or BLOB a connection reads or writes, bytes: 16 MiB (`SQLITE_LIMIT_LENGTH`). The largest
    /// value Stretchy writes is a session's notes, a few kilobytes.
    package static let maximumValueLength: Int32 = 16 << 20

    /// How many virtual-machine instructions run between two calls of the progress handler: 1,000.
    static let progressInterval: Int32 = 1000

    /// How many instructions one step may run for each page of the file when it was opened: 200,000. A full scan of
    /// a page of samples (about 45 rows) takes about 500; this leaves room for every query Stretchy runs.
    static let instructionsPerPage = 200_000

    /// The fewest instructions one step may run, whatever the file's size: 1,000,000,000 (a few seconds).
    static let minimumInstructionsPerStep = 1_000_000_000

    /// The budget of one step for a file of `pages` pages.
    static func stepBudget(pages: Int) -> Int {
        max(minimumInstructionsPerStep, pages.multipliedReportingOverflow(by: instructionsPerPage).partialValue)
            / Int(progressInterval)
    }

    /// Locks the connection down against what a file may carry besides Stretchy's tables: the file's own triggers
    /// and views never run (`SQLITE_DBCONFIG_ENABLE_TRIGGER` and `SQLITE_DBCONFIG_ENABLE_VIEW` off) and its schema
    /// cannot be written (`SQLITE_DBCONFIG_DEFENSIVE`); no string or BLOB is longer than ``maximumValueLength``; and
    /// a progress handler stops any step that runs longer than the file's size can explain (``stepBudget``).
    ///
    /// `trusted_schema` stays on: SQLite 3.40 does not mark `json_valid` innocuous, so with it off the `CHECK
    /// (json_valid(notes))` of Stretchy's own `sessions` table makes every file's schema "malformed". What it would
    /// guard against (a function in a view or trigger) cannot run here, and the store refuses a file whose tables are
    /// not its own (`SchemaShape`).
    ///
    /// - Throws: ``SQLiteError`` when SQLite refuses a setting or reports another one than asked.
    func applyGuards(budget: SQLiteStepBudget) throws(SQLiteError) {
        let flags: [(option: Int32, value: Int32)] = [
            (SQLITE_DBCONFIG_ENABLE_TRIGGER, 0), (SQLITE_DBCONFIG_ENABLE_VIEW, 0), (SQLITE_DBCONFIG_DEFENSIVE, 1),
        ]
        for flag in flags {
            var setting: Int32 = -1
            try check(stretchy_sqlite3_db_config_flag(handle, flag.option, flag.value, &setting), sql: nil)
            guard setting == flag.value else {
                throw SQLiteError(
                    code: .SQLITE_MISUSE, message: "SQLite kept configuration \(flag.option) at \(setting)", sql: nil)
            }
        }
        sqlite3_limit(handle, SQLITE_LIMIT_LENGTH, Self.maximumValueLength)
        sqlite3_progress_handler(
            handle, Self.progressInterval,
            { context in
                guard let context else { return 0 }
                let budget = Unmanaged<SQLiteStepBudget>.fromOpaque(context).takeUnretainedValue()
                budget.remaining -= 1
                return budget.remaining < 0 ? 1 : 0
            }, Unmanaged.passUnretained(budget).toOpaque())
    }
}
