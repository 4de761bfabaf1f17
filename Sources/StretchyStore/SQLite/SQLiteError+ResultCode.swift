import CSQLite

extension SQLiteError {
    /// An SQLite result code, primary or extended.
    ///
    /// Pattern matching with `~=` lets a primary code match its extended codes, so
    /// `catch SQLiteError.SQLITE_CONSTRAINT` also catches `SQLITE_CONSTRAINT_UNIQUE`.
    ///
    /// Related SQLite documentation: <https://www.sqlite.org/rescode.html>
    public struct ResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The numeric code.
        public var rawValue: Int32

        /// Creates a code from its number.
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// The primary code: the low eight bits.
        public var primaryResultCode: ResultCode { ResultCode(rawValue: rawValue & 0xFF) }

        /// The number, as SQLite documents it.
        public var description: String { "\(rawValue)" }

        /// Matches a code against a pattern: equal codes match, and a primary pattern matches its extended codes.
        public static func ~= (pattern: ResultCode, code: ResultCode) -> Bool {
            pattern == code
                || (pattern.rawValue == pattern.primaryResultCode.rawValue
                    && pattern == code.primaryResultCode)
        }

        /// `SQLITE_ERROR` (1): a generic error.
        public static let SQLITE_ERROR = ResultCode(rawValue: CSQLite.SQLITE_ERROR)
        /// `SQLITE_INTERNAL` (2).
        public static let SQLITE_INTERNAL = ResultCode(rawValue: CSQLite.SQLITE_INTERNAL)
        /// `SQLITE_PERM` (3): access permission denied.
        public static let SQLITE_PERM = ResultCode(rawValue: CSQLite.SQLITE_PERM)
        /// `SQLITE_ABORT` (4).
        public static let SQLITE_ABORT = ResultCode(rawValue: CSQLite.SQLITE_ABORT)
        /// `SQLITE_BUSY` (5): the file is locked by another connection.
        public static let SQLITE_BUSY = ResultCode(rawValue: CSQLite.SQLITE_BUSY)
        /// `SQLITE_LOCKED` (6): a table is locked by this connection.
        public static let SQLITE_LOCKED = ResultCode(rawValue: CSQLite.SQLITE_LOCKED)
        /// `SQLITE_NOMEM` (7).
        public static let SQLITE_NOMEM = ResultCode(rawValue: CSQLite.SQLITE_NOMEM)
        /// `SQLITE_READONLY` (8): an attempt to write a read-only database.
        public static let SQLITE_READONLY = ResultCode(rawValue: CSQLite.SQLITE_READONLY)
        /// `SQLITE_INTERRUPT` (9).
        public static let SQLITE_INTERRUPT = ResultCode(rawValue: CSQLite.SQLITE_INTERRUPT)
        /// `SQLITE_IOERR` (10): a disk I/O error.
        public static let SQLITE_IOERR = ResultCode(rawValue: CSQLite.SQLITE_IOERR)
        /// `SQLITE_CORRUPT` (11): the file is malformed.
        public static let SQLITE_CORRUPT = ResultCode(rawValue: CSQLite.SQLITE_CORRUPT)
        /// `SQLITE_FULL` (13): the disk is full.
        public static let SQLITE_FULL = ResultCode(rawValue: CSQLite.SQLITE_FULL)
        /// `SQLITE_CANTOPEN` (14): the file cannot be opened.
        public static let SQLITE_CANTOPEN = ResultCode(rawValue: CSQLite.SQLITE_CANTOPEN)
        /// `SQLITE_CONSTRAINT` (19): a constraint failed.
        public static let SQLITE_CONSTRAINT = ResultCode(rawValue: CSQLite.SQLITE_CONSTRAINT)
        /// `SQLITE_TOOBIG` (18): a string or BLOB longer than the connection's length limit.
        public static let SQLITE_TOOBIG = ResultCode(rawValue: CSQLite.SQLITE_TOOBIG)
        /// `SQLITE_MISUSE` (21): the library was used incorrectly.
        public static let SQLITE_MISUSE = ResultCode(rawValue: CSQLite.SQLITE_MISUSE)
        /// `SQLITE_RANGE` (25): a bind index out of range.
        public static let SQLITE_RANGE = ResultCode(rawValue: CSQLite.SQLITE_RANGE)
        /// `SQLITE_NOTADB` (26): the file is not a database.
        public static let SQLITE_NOTADB = ResultCode(rawValue: CSQLite.SQLITE_NOTADB)
        /// `SQLITE_ROW` (100): a row is ready.
        public static let SQLITE_ROW = ResultCode(rawValue: CSQLite.SQLITE_ROW)
        /// `SQLITE_DONE` (101): the statement has finished.
        public static let SQLITE_DONE = ResultCode(rawValue: CSQLite.SQLITE_DONE)
        /// `SQLITE_CONSTRAINT_UNIQUE` (2067): a UNIQUE constraint failed.
        public static let SQLITE_CONSTRAINT_UNIQUE = ResultCode(rawValue: 2067)
        /// `SQLITE_CONSTRAINT_PRIMARYKEY` (1555): a PRIMARY KEY constraint failed.
        public static let SQLITE_CONSTRAINT_PRIMARYKEY = ResultCode(rawValue: 1555)
    }

    /// Matches a typed ``SQLiteError`` against a result code, for `catch` clauses of typed throws.
    public static func ~= (pattern: ResultCode, error: SQLiteError) -> Bool {
        pattern ~= error.extendedResultCode
    }

    /// `SQLITE_ERROR`, as a pattern: `catch SQLiteError.SQLITE_ERROR`.
    public static let SQLITE_ERROR = ResultCode.SQLITE_ERROR
    /// `SQLITE_INTERNAL`, as a pattern: `catch SQLiteError.SQLITE_INTERNAL`.
    public static let SQLITE_INTERNAL = ResultCode.SQLITE_INTERNAL
    /// `SQLITE_PERM`, as a pattern: `catch SQLiteError.SQLITE_PERM`.
    public static let SQLITE_PERM = ResultCode.SQLITE_PERM
    /// `SQLITE_ABORT`, as a pattern: `catch SQLiteError.SQLITE_ABORT`.
    public static let SQLITE_ABORT = ResultCode.SQLITE_ABORT
    /// `SQLITE_BUSY`, as a pattern: `catch SQLiteError.SQLITE_BUSY`.
    public static let SQLITE_BUSY = ResultCode.SQLITE_BUSY
    /// `SQLITE_LOCKED`, as a pattern: `catch SQLiteError.SQLITE_LOCKED`.
    public static let SQLITE_LOCKED = ResultCode.SQLITE_LOCKED
    /// `SQLITE_NOMEM`, as a pattern: `catch SQLiteError.SQLITE_NOMEM`.
    public static let SQLITE_NOMEM = ResultCode.SQLITE_NOMEM
    /// `SQLITE_READONLY`, as a pattern: `catch SQLiteError.SQLITE_READONLY`.
    public static let SQLITE_READONLY = ResultCode.SQLITE_READONLY
    /// `SQLITE_INTERRUPT`, as a pattern: `catch SQLiteError.SQLITE_INTERRUPT`.
    public static let SQLITE_INTERRUPT = ResultCode.SQLITE_INTERRUPT
    /// `SQLITE_IOERR`, as a pattern: `catch SQLiteError.SQLITE_IOERR`.
    public static let SQLITE_IOERR = ResultCode.SQLITE_IOERR
    /// `SQLITE_CORRUPT`, as a pattern: `catch SQLiteError.SQLITE_CORRUPT`.
    public static let SQLITE_CORRUPT = ResultCode.SQLITE_CORRUPT
    /// `SQLITE_FULL`, as a pattern: `catch SQLiteError.SQLITE_FULL`.
    public static let SQLITE_FULL = ResultCode.SQLITE_FULL
    /// `SQLITE_CANTOPEN`, as a pattern: `catch SQLiteError.SQLITE_CANTOPEN`.
    public static let SQLITE_CANTOPEN = ResultCode.SQLITE_CANTOPEN
    /// `SQLITE_CONSTRAINT`, as a pattern: `catch SQLiteError.SQLITE_CONSTRAINT`.
    public static let SQLITE_CONSTRAINT = ResultCode.SQLITE_CONSTRAINT
    /// `SQLITE_TOOBIG`, as a pattern: `catch SQLiteError.SQLITE_TOOBIG`.
    public static let SQLITE_TOOBIG = ResultCode.SQLITE_TOOBIG
    /// `SQLITE_MISUSE`, as a pattern: `catch SQLiteError.SQLITE_MISUSE`.
    public static let SQLITE_MISUSE = ResultCode.SQLITE_MISUSE
    /// `SQLITE_RANGE`, as a pattern: `catch SQLiteError.SQLITE_RANGE`.
    public static let SQLITE_RANGE = ResultCode.SQLITE_RANGE
    /// `SQLITE_NOTADB`, as a pattern: `catch SQLiteError.SQLITE_NOTADB`.
    public static let SQLITE_NOTADB = ResultCode.SQLITE_NOTADB
    /// `SQLITE_ROW`, as a pattern: `catch SQLiteError.SQLITE_ROW`.
    public static let SQLITE_ROW = ResultCode.SQLITE_ROW
    /// `SQLITE_DONE`, as a pattern: `catch SQLiteError.SQLITE_DONE`.
    public static let SQLITE_DONE = ResultCode.SQLITE_DONE
    /// `SQLITE_CONSTRAINT_UNIQUE`, as a pattern: `catch SQLiteError.SQLITE_CONSTRAINT_UNIQUE`.
    public static let SQLITE_CONSTRAINT_UNIQUE = ResultCode.SQLITE_CONSTRAINT_UNIQUE
    /// `SQLITE_CONSTRAINT_PRIMARYKEY`, as a pattern: `catch SQLiteError.SQLITE_CONSTRAINT_PRIMARYKEY`.
    public static let SQLITE_CONSTRAINT_PRIMARYKEY = ResultCode.SQLITE_CONSTRAINT_PRIMARYKEY
}

/// Matches any error against an SQLite result code, so `catch SQLiteError.SQLITE_BUSY` works.
public func ~= (pattern: SQLiteError.ResultCode, error: any Error) -> Bool {
    guard let error = error as? SQLiteError else { return false }
    return pattern ~= error.extendedResultCode
}
