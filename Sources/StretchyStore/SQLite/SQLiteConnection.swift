import CSQLite
import _StretchySystem

/// One connection to an SQLite file, with a cache of prepared statements.
///
/// A connection belongs to one thread at a time. Every SQLite call's result code is checked and turned into an
/// ``SQLiteError`` carrying the code, SQLite's message and the SQL. Opening a file for writing switches it to WAL
/// mode and verifies the switch, so one connection can read while another writes. A busy timeout lets two
/// connections (a recorder and a replay, say) share the file.
///
/// For example:
///
/// ```swift
/// let connection = try SQLiteConnection(path: "session.db", mode: .create)
/// try connection.inTransaction {
///     try connection.execute("CREATE TABLE t (x)")
/// }
/// ```
///
/// Related SQLite documentation: <https://www.sqlite.org/c3ref/open.html>
package final class SQLiteConnection {
    /// How a file is opened.
    package typealias Mode = SQLiteOpenMode

    /// The connection handle.
    let handle: OpaquePointer
    /// The path the connection was opened with.
    package let path: String
    /// How the connection was opened.
    package let mode: Mode
    /// Statements prepared once and reused, keyed by their SQL.
    private var statementCache: [String: SQLiteStatement] = [:]
    /// Whether ``close()`` has run.
    private var isClosed = false
    /// Whether this connection holds off `SIGINT` and `SIGTERM` until it is closed (see `Interruption`).
    private var holdsInterruption = false
    /// Whether this connection switched the file to WAL mode, and so switches it back when it closes.
    private var isInWAL = false
    /// What one step of a statement may still do, refilled before each step (``applyGuards(budget:)``).
    let stepBudget = SQLiteStepBudget(limit: SQLiteConnection.stepBudget(pages: 0))

    /// How long a statement waits for another connection's lock before failing with `SQLITE_BUSY`: 5 seconds.
    package static let busyTimeoutMilliseconds: Int32 = 5000

    /// Opens a connection.
    ///
    /// Every connection is locked down against what a file may carry besides Stretchy's tables
    /// (``applyGuards(budget:)``): the file's triggers and views never run, its schema is not trusted, no value is
    /// longer than ``maximumValueLength``, and a step that runs away is stopped. When the mode allows writing, the journal mode is set to WAL and checked, then `synchronous` is set to
    /// `NORMAL` (safe in WAL mode: a crash loses at most the transactions not yet checkpointed, never the file).
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - mode: How to open it.
    /// - Throws: ``SQLiteError`` when the file cannot be opened or WAL mode cannot be set.
    package convenience init(path: String, mode: Mode) throws(SQLiteError) {
        try self.init(path: path, mode: mode, enablingWAL: true)
    }

    /// Opens a connection, switching a writable one to WAL mode only when `enablingWAL` is set: a caller that
    /// wants to look at the file before anything changes it calls ``enableWAL()`` itself.
    init(path: String, mode: Mode, enablingWAL: Bool) throws(SQLiteError) {
        var flags: Int32
        switch mode {
        case .readOnly: flags = SQLITE_OPEN_READONLY
        case .readWrite: flags = SQLITE_OPEN_READWRITE
        case .create: flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        }
        flags |= SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        var name = path
        if mode == .readOnly, !Self.isOnReadOnlyMedia(path), Self.hasJournal(path) {
            Self.rollBackInterruptedWrite(path)
        }
        if mode == .readOnly, Self.isOnReadOnlyMedia(path) || Self.isInWALWithNothingLogged(path) {
            // Nobody can write the file, so SQLite need not lock it or look for a log it could not create anyway;
            // or it is in WAL mode with nothing in a log and nobody using it, where a plain read-only open would
            // create the `-wal` and `-shm` files and leave them behind.
            name = "file:" + Self.uriEscaped(path) + "?immutable=1"
            flags |= SQLITE_OPEN_URI
        }
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(name, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let error = SQLiteError(code: code, connection: handle, sql: nil)
            sqlite3_close(handle)
            throw error
        }
        self.handle = handle
        self.path = path
        self.mode = mode
        if mode != .readOnly {
            // Until it is closed, a signal only marks the process interrupted (see `Interruption`): the steps then
            // fail, the transaction rolls back, and the close leaves the file in its rollback-journal mode.
            Interruption.hold()
            holdsInterruption = true
        }
        sqlite3_extended_result_codes(handle, 1)
        do {
            try applyGuards(budget: stepBudget)
            try check(sqlite3_busy_timeout(handle, Self.busyTimeoutMilliseconds), sql: nil)
            stepBudget.limit = Self.stepBudget(pages: Int(try int64("PRAGMA page_count") ?? 0))
            if mode != .readOnly, enablingWAL {
                try enableWAL()
            }
        } catch {
            close()
            throw error
        }
    }

    deinit {
        close()
    }

    /// Clears the statement cache and closes the handle. Later calls do nothing.
    ///
    /// A connection that could write leaves the file in the rollback-journal mode (`journal_mode = DELETE`) when
    /// no other connection has it open, so that it can be read where nothing may be written (a read-only mount, a
    /// file the reader may not write): a file in WAL mode needs its `-shm` file even to be read. While another
    /// connection has the file open, the mode stays WAL; the last writer to close switches it.
    package func close() {
        guard !isClosed else { return }
        isClosed = true
        statementCache.removeAll()
        if isInWAL, sqlite3_get_autocommit(handle) != 0 {
            sqlite3_busy_timeout(handle, 0)
            sqlite3_exec(handle, "PRAGMA journal_mode = DELETE", nil, nil, nil)
        }
        sqlite3_close_v2(handle)
        if holdsInterruption { Interruption.release() }
    }

    /// Whether nobody may write the file at `path`, as on a read-only mount or a file without write permission:
    /// then SQLite opens it `immutable`, which takes no lock and creates no `-shm` file (neither could be made).
    static func isOnReadOnlyMedia(_ path: String) -> Bool {
        access(path, F_OK) == 0 && access(path, W_OK) != 0
    }

    /// Whether a rollback journal with content lies beside the file: a write in progress, or one a killed process
    /// left (a "hot" journal), which a read-only connection cannot roll back and so refuses the file for.
    static func hasJournal(_ path: String) -> Bool {
        var status = stat()
        return stat(path + "-journal", &status) == 0 && status.st_size > 0
    }

    /// Lets SQLite roll back a write a killed process left half done, through a short read-write connection, so a
    /// read-only command can read the file as it was before that write. A journal that belongs to a write still in
    /// progress is left alone (SQLite sees the writer's lock); any failure here leaves the read-only open to report.
    static func rollBackInterruptedWrite(_ path: String) {
        var handle: OpaquePointer?
        defer { sqlite3_close_v2(handle) }
        guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK else {
            return
        }
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
        sqlite3_exec(handle, "SELECT count(*) FROM sqlite_master", nil, nil, nil)
    }

    /// Whether the file at `path` is in WAL mode (its header's read and write versions are 2) while no `-shm` file
    /// is beside it and its `-wal` file is missing or empty: nothing is logged beyond the file itself and no
    /// connection has it open (an open WAL connection keeps a `-shm` file), so it can be read `immutable` as it is.
    static func isInWALWithNothingLogged(_ path: String) -> Bool {
        guard access(path + "-shm", F_OK) != 0 else { return false }
        var status = stat()
        if stat(path + "-wal", &status) == 0, status.st_size > 0 { return false }
        guard let header = sqliteHeader(path), header.count >= 20 else { return false }
        return header[18] == 2 && header[19] == 2
    }

    /// A path escaped for an SQLite `file:` URI: `%`, `?` and `#` as `%XX`.
    static func uriEscaped(_ path: String) -> String {
        var result = ""
        for character in path.unicodeScalars {
            switch character {
            case "%": result += "%25"
            case "?": result += "%3f"
            case "#": result += "%23"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    // MARK: - Executing

    /// Runs one or more SQL statements that take no parameters, ignoring any rows.
    ///
    /// - Parameter sql: The SQL text.
    /// - Throws: ``SQLiteError`` naming the statement that failed.
    package func execute(_ sql: String) throws(SQLiteError) {
        var message: UnsafeMutablePointer<CChar>?
        stepBudget.remaining = stepBudget.limit
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        guard code == SQLITE_OK else {
            let text =
                code == SQLITE_INTERRUPT && stepBudget.isExhausted
                ? stepBudget.exhaustedMessage : message.map { String(cString: $0) }
            sqlite3_free(message)
            throw SQLiteError(code: SQLiteError.ResultCode(rawValue: code), message: text, sql: sql)
        }
    }

    /// Prepares a fresh statement, finalized when released.
    ///
    /// - Parameter sql: One SQL statement.
    /// - Returns: The statement.
    /// - Throws: ``SQLiteError`` when the SQL does not compile.
    package func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        try prepare(sql, flags: 0)
    }

    /// The statement for `sql` from the connection's cache, prepared on first use with
    /// `SQLITE_PREPARE_PERSISTENT` and reset before it is handed out again.
    ///
    /// Do not hold a cached statement across another use of the same SQL: both are the same object.
    ///
    /// - Parameter sql: One SQL statement.
    /// - Returns: The reset statement, with no bindings.
    /// - Throws: ``SQLiteError`` when the SQL does not compile.
    package func cachedStatement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        if let statement = statementCache[sql] {
            statement.reset()
            return statement
        }
        let statement = try prepare(sql, flags: UInt32(SQLITE_PREPARE_PERSISTENT))
        statementCache[sql] = statement
        return statement
    }

    /// The number of statements in the cache.
    package var cachedStatementCount: Int { statementCache.count }

    private func prepare(_ sql: String, flags: UInt32) throws(SQLiteError) -> SQLiteStatement {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, sql, -1, flags, &statement, nil)
        guard code == SQLITE_OK else { throw SQLiteError(code: code, connection: handle, sql: sql) }
        guard let statement else {
            throw SQLiteError(code: .SQLITE_MISUSE, message: "the SQL holds no statement", sql: sql)
        }
        return SQLiteStatement(handle: statement, connectionHandle: handle, sql: sql, budget: stepBudget)
    }

    // MARK: - Reading single values

    /// The first column of the first row of `sql` as text, or `nil` when there is no row or it is NULL.
    ///
    /// - Throws: ``SQLiteError``.
    package func text(_ sql: String) throws(SQLiteError) -> String? {
        let statement = try prepare(sql)
        return try statement.step() ? statement.text(at: 0) : nil
    }

    /// The first column of the first row of `sql` as an integer, or `nil` when there is no row.
    ///
    /// - Throws: ``SQLiteError``.
    package func int64(_ sql: String) throws(SQLiteError) -> Int64? {
        let statement = try prepare(sql)
        return try statement.step() ? statement.int64(at: 0) : nil
    }

    // MARK: - Pragmas

    /// The rowid of the row the connection's last successful `INSERT` added.
    ///
    /// Related SQLite documentation: <https://www.sqlite.org/c3ref/last_insert_rowid.html>
    package var lastInsertRowID: Int64 {
        sqlite3_last_insert_rowid(handle)
    }

    /// The journal mode in effect: `wal`, `delete`, ...
    ///
    /// - Throws: ``SQLiteError``.
    package func journalMode() throws(SQLiteError) -> String {
        try text("PRAGMA journal_mode") ?? ""
    }

    /// Sets WAL mode, checks that SQLite reports `wal`, then sets `synchronous = NORMAL`.
    ///
    /// - Throws: ``SQLiteError`` when SQLite reports another journal mode.
    func enableWAL() throws(SQLiteError) {
        let sql = "PRAGMA journal_mode = WAL"
        let mode = try text(sql)
        guard mode?.lowercased() == "wal" else {
            throw SQLiteError(
                code: .SQLITE_ERROR,
                message: "could not activate WAL mode at path \(path): journal mode is "
                    + (mode ?? "unknown"), sql: sql)
        }
        isInWAL = true
        try execute("PRAGMA synchronous = NORMAL")
    }

    /// Throws unless `code` is `SQLITE_OK`.
    func check(_ code: Int32, sql: String?) throws(SQLiteError) {
        guard code == SQLITE_OK else { throw SQLiteError(code: code, connection: handle, sql: sql) }
    }
}

/// How a database file is opened.
public enum SQLiteOpenMode: Sendable, Equatable {
    /// Read only; the file must exist.
    case readOnly
    /// Read and write; the file must exist.
    case readWrite
    /// Read and write, creating the file when it does not exist.
    case create
}
