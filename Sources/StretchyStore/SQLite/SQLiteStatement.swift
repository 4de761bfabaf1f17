import CSQLite
import _StretchySystem

/// SQLite's `SQLITE_TRANSIENT`, which Swift does not import: SQLite copies bound text before the call returns.
let sqliteTransient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

/// A prepared SQL statement: bind parameters, step through rows, read columns.
///
/// Statements come from ``SQLiteConnection/prepare(_:)`` (fresh) or ``SQLiteConnection/cachedStatement(_:)``
/// (prepared once with `SQLITE_PREPARE_PERSISTENT` and reused). A statement is finalized when it is released.
/// Parameter and column indexes follow SQLite: parameters count from 1, columns from 0.
///
/// For example:
///
/// ```swift
/// let statement = try connection.prepare("SELECT t FROM samples WHERE session_id = ?")
/// try statement.bind(7, at: 1)
/// while try statement.step() {
///     print(statement.double(at: 0))
/// }
/// ```
///
/// Related SQLite documentation: <https://www.sqlite.org/c3ref/stmt.html>
package final class SQLiteStatement {
    /// The statement handle.
    let handle: OpaquePointer
    /// The connection handle, for error messages.
    let connectionHandle: OpaquePointer
    /// The SQL text the statement was prepared from.
    package let sql: String
    /// The connection's bound on one step, refilled before each (``SQLiteConnection/applyGuards(budget:)``).
    let budget: SQLiteStepBudget

    init(handle: OpaquePointer, connectionHandle: OpaquePointer, sql: String, budget: SQLiteStepBudget) {
        self.handle = handle
        self.connectionHandle = connectionHandle
        self.sql = sql
        self.budget = budget
    }

    deinit {
        sqlite3_finalize(handle)
    }

    // MARK: - Binding

    /// Binds a double to the parameter at `index` (from 1).
    ///
    /// - Throws: ``SQLiteError`` when the index is out of range.
    package func bind(_ value: Double, at index: Int32) throws(SQLiteError) {
        try check(sqlite3_bind_double(handle, index, value))
    }

    /// Binds an integer to the parameter at `index` (from 1).
    ///
    /// - Throws: ``SQLiteError`` when the index is out of range.
    package func bind(_ value: Int64, at index: Int32) throws(SQLiteError) {
        try check(sqlite3_bind_int64(handle, index, value))
    }

    /// Binds text that outlives the statement's use of it (`SQLITE_STATIC`): SQLite neither copies nor frees it.
    func bindStatic(_ text: UnsafePointer<CChar>, count: Int32, at index: Int32) throws(SQLiteError) {
        try check(sqlite3_bind_text(handle, index, text, count, nil))
    }

    /// Binds text to the parameter at `index` (from 1); SQLite copies it (`SQLITE_TRANSIENT`).
    ///
    /// - Throws: ``SQLiteError`` when the index is out of range.
    package func bind(_ value: String, at index: Int32) throws(SQLiteError) {
        // The length in bytes, not -1: a string holding a NUL is bound whole, not cut at it.
        let code = sqlite3_bind_text(handle, index, value, Int32(clamping: value.utf8.count), sqliteTransient)
        try check(code)
    }

    /// Binds a double or NULL to the parameter at `index` (from 1).
    ///
    /// - Throws: ``SQLiteError`` when the index is out of range.
    package func bind(_ value: Double?, at index: Int32) throws(SQLiteError) {
        if let value { try bind(value, at: index) } else { try bindNull(at: index) }
    }

    /// Binds text or NULL to the parameter at `index` (from 1).
    ///
    /// - Throws: ``SQLiteError`` when the index is out of range.
    package func bind(_ value: String?, at index: Int32) throws(SQLiteError) {
        if let value { try bind(value, at: index) } else { try bindNull(at: index) }
    }

    /// Binds bytes as a BLOB to the parameter at `index` (from 1); SQLite copies them (`SQLITE_TRANSIENT`).
    ///
    /// - Throws: ``SQLiteError`` when the index is out of range.
    package func bind(blob bytes: [UInt8], at index: Int32) throws(SQLiteError) {
        let code = bytes.withUnsafeBytes { raw in
            sqlite3_bind_blob(handle, index, raw.baseAddress, Int32(raw.count), sqliteTransient)
        }
        try check(code)
    }

    /// Binds NULL to the parameter at `index` (from 1).
    ///
    /// - Throws: ``SQLiteError`` when the index is out of range.
    package func bindNull(at index: Int32) throws(SQLiteError) {
        try check(sqlite3_bind_null(handle, index))
    }

    // MARK: - Stepping

    /// Runs the statement to its next row, stopping a step that runs past the connection's bound
    /// (``SQLiteConnection/applyGuards(budget:)``) with `SQLITE_INTERRUPT`.
    ///
    /// - Returns: `true` when a row is ready to read, `false` when the statement is done.
    /// - Throws: ``SQLiteError`` for any other result.
    @discardableResult
    package func step() throws(SQLiteError) -> Bool {
        if Interruption.pendingSignal != nil {
            // SIGINT or SIGTERM arrived while a writable connection is open: stop here, as if interrupted, so the
            // transaction rolls back and the command ends the way a failure does.
            throw SQLiteError(code: .SQLITE_INTERRUPT, message: "interrupted by a signal", sql: nil)
        }
        budget.remaining = budget.limit
        let code = sqlite3_step(handle)
        if code == SQLITE_ROW { return true }
        if code == SQLITE_DONE { return false }
        var error = makeError(code)
        if code == SQLITE_INTERRUPT, budget.isExhausted { error.message = budget.exhaustedMessage }
        throw error
    }

    /// Resets the statement so it can run again, and clears its bindings.
    ///
    /// The result of `sqlite3_reset` repeats the last step's error, which ``step()`` already threw, so it is
    /// not reported again.
    package func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    /// Resets the statement so it can run again, keeping its bindings: for a hot loop that binds every parameter
    /// anew before each step.
    @inline(__always)
    package func resetKeepingBindings() {
        sqlite3_reset(handle)
    }

    /// Runs the statement to completion, ignoring rows, then resets it.
    ///
    /// - Throws: ``SQLiteError`` when a step fails.
    package func run() throws(SQLiteError) {
        defer { reset() }
        while try step() {}
    }

    // MARK: - Columns

    /// The double in column `index` (from 0) of the current row; always inlined, as replay reads six per sample.
    @inline(__always)
    package func double(at index: Int32) -> Double {
        sqlite3_column_double(handle, index)
    }

    /// The integer in column `index` (from 0) of the current row.
    package func int64(at index: Int32) -> Int64 {
        sqlite3_column_int64(handle, index)
    }

    /// Whether column `index` (from 0) of the current row holds a number (a REAL or an INTEGER), not text, a BLOB
    /// or NULL; always inlined, as replay checks six per sample.
    @inline(__always)
    package func isNumber(at index: Int32) -> Bool {
        let type = sqlite3_column_type(handle, index)
        return type == SQLITE_FLOAT || type == SQLITE_INTEGER
    }

    /// The storage class of column `index` (from 0) of the current row, as `typeof` names it: `text`, `blob`,
    /// `null`, `real` or `integer`.
    package func typeName(at index: Int32) -> String {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_TEXT: "text"
        case SQLITE_BLOB: "blob"
        case SQLITE_NULL: "null"
        case SQLITE_INTEGER: "integer"
        default: "real"
        }
    }

    /// Whether column `index` (from 0) of the current row is NULL.
    package func isNull(at index: Int32) -> Bool {
        sqlite3_column_type(handle, index) == SQLITE_NULL
    }

    /// The text in column `index` (from 0) of the current row, or `nil` when it is NULL.
    package func text(at index: Int32) -> String? {
        guard let bytes = sqlite3_column_text(handle, index) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, index))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// Calls `body` with the UTF-8 bytes of the text in column `index` (from 0), without making a string; `nil` when
    /// the column is NULL.
    @inline(__always)
    package func withText<R>(at index: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> R?) -> R? {
        guard let bytes = sqlite3_column_text(handle, index) else { return nil }
        return body(UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(handle, index))))
    }

    /// Calls `body` with the bytes of the BLOB in column `index` (from 0), without copying them.
    package func withBlob<R>(at index: Int32, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        let bytes = sqlite3_column_blob(handle, index)
        let count = Int(sqlite3_column_bytes(handle, index))
        return body(UnsafeRawBufferPointer(start: bytes, count: bytes == nil ? 0 : count))
    }

    // MARK: - Errors

    func check(_ code: Int32) throws(SQLiteError) {
        guard code == SQLITE_OK else { throw makeError(code) }
    }

    func makeError(_ code: Int32) -> SQLiteError {
        SQLiteError(code: code, connection: connectionHandle, sql: sql)
    }
}
