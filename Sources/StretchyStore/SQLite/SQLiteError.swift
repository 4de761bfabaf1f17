import CSQLite
import StretchyCore

/// An error reported by SQLite: its result code, its message and the SQL that was running.
///
/// The description has one fixed shape, so tests and users see the same words every time. Bound values are never
/// shown.
///
/// For example:
///
/// ```swift
/// do {
///     try connection.execute("INSERT INTO sessions (name) VALUES (NULL)")
/// } catch SQLiteError.SQLITE_CONSTRAINT {
///     // Matches every extended constraint code too.
/// }
/// ```
///
/// Related SQLite documentation: <https://www.sqlite.org/rescode.html>
public struct SQLiteError: UserFacingError, Equatable {
    /// The extended result code SQLite returned.
    public var extendedResultCode: ResultCode
    /// SQLite's message, from `sqlite3_errmsg` or `sqlite3_errstr`.
    public var message: String
    /// The SQL that was running, or `nil` when the error is not tied to a statement.
    public var sql: String?
    /// The database file the failing connection had open, when known.
    public var path: String?

    /// The primary result code (the low byte of the extended code).
    public var resultCode: ResultCode { extendedResultCode.primaryResultCode }

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The result code.
    ///   - message: The message; `nil` uses SQLite's generic text for the code.
    ///   - sql: The SQL that was running, if any.
    package init(code: ResultCode, message: String? = nil, sql: String? = nil) {
        self.extendedResultCode = code
        self.message = message ?? String(cString: sqlite3_errstr(code.rawValue))
        self.sql = sql
    }

    /// Creates an error from the state of a connection after a call returned `code`.
    init(code: Int32, connection: OpaquePointer?, sql: String?) {
        let message: String? = connection.map { String(cString: sqlite3_errmsg($0)) }
        self.init(code: ResultCode(rawValue: code), message: message, sql: sql)
        if let connection, let name = sqlite3_db_filename(connection, "main"), name.pointee != 0 {
            path = String(cString: name)
        }
    }

    /// `SQLite error <n>: <message>`, followed by `` - while executing `<sql>` `` when there is SQL.
    public var description: String {
        switch sql {
        case .some(let sql):
            "SQLite error \(extendedResultCode.rawValue): \(message) - while executing `\(sql)`"
        case .none:
            "SQLite error \(extendedResultCode.rawValue): \(message)"
        }
    }

    /// Two errors are equal when their code, message and SQL are: the path is where it happened, not what.
    public static func == (lhs: SQLiteError, rhs: SQLiteError) -> Bool {
        lhs.extendedResultCode == rhs.extendedResultCode && lhs.message == rhs.message && lhs.sql == rhs.sql
    }
}
