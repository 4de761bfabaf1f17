import CSQLite
import Foundation
import Testing

@testable import StretchyStore

/// The guards every connection has against a file's own content (``SQLiteConnection/applyGuards(budget:)``): no
/// view or trigger runs, no value over the length limit is read, and a step that runs away is stopped.
@Suite("SQLite connection guards")
struct SQLiteConnectionGuardTests {
    /// A new file made by SQLite itself with `sql`, outside any Stretchy guard.
    static func file(_ sql: String) throws -> String {
        let path = TemporaryDatabase.path("guards")
        var handle: OpaquePointer?
        defer { sqlite3_close(handle) }
        try #require(sqlite3_open(path, &handle) == SQLITE_OK)
        try #require(sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK)
        return path
    }

    @Test func aViewInTheFileDoesNotRun() throws {
        let path = try Self.file("CREATE TABLE t (x); CREATE VIEW v AS SELECT x FROM t;")
        let connection = try SQLiteConnection(path: path, mode: .readOnly)
        #expect(
            throws: SQLiteError(code: .SQLITE_ERROR, message: "access to view \"v\" prohibited", sql: "SELECT * FROM v")
        ) {
            try connection.int64("SELECT * FROM v")
        }
    }

    @Test func aTriggerInTheFileDoesNotFireOnAWrite() throws {
        let path = try Self.file(
            "CREATE TABLE t (x); CREATE TABLE log (x); "
                + "CREATE TRIGGER copy AFTER INSERT ON t BEGIN INSERT INTO log VALUES (new.x); END;")
        let connection = try SQLiteConnection(path: path, mode: .readWrite)
        try connection.execute("INSERT INTO t VALUES (1)")
        #expect(try connection.int64("SELECT count(*) FROM t") == 1)
        #expect(try connection.int64("SELECT count(*) FROM log") == 0)
    }

    @Test func theSchemaCannotBeWrittenThroughWritableSchema() throws {
        let path = try Self.file("CREATE TABLE t (x);")
        let connection = try SQLiteConnection(path: path, mode: .readWrite)
        try connection.execute("PRAGMA writable_schema = ON")
        #expect(throws: SQLiteError.self) {
            try connection.execute("UPDATE sqlite_schema SET sql = 'CREATE TABLE t (y)' WHERE name = 't'")
        }
    }

    @Test func aValueOverTheLimitIsNeitherReadNorWritten() throws {
        let length = Int(SQLiteConnection.maximumValueLength) + 1
        let path = try Self.file("CREATE TABLE t (x); INSERT INTO t VALUES (printf('%.*c', \(length), 'x'));")
        let connection = try SQLiteConnection(path: path, mode: .readWrite)
        let read = #expect(throws: SQLiteError.self) { try connection.text("SELECT x FROM t") }
        #expect(read?.extendedResultCode == .SQLITE_TOOBIG)
        let insert = try connection.prepare("INSERT INTO t VALUES (?)")
        let written = #expect(throws: SQLiteError.self) {
            try insert.bind(String(repeating: "y", count: length), at: 1)
        }
        #expect(written?.extendedResultCode == .SQLITE_TOOBIG)
        #expect(try connection.int64("SELECT count(*) FROM t") == 1)
    }

    @Test func aStepThatRunsAwayIsStoppedWithItsOwnMessage() throws {
        let path = try Self.file("CREATE TABLE t (x);")
        let connection = try SQLiteConnection(path: path, mode: .readOnly)
        connection.stepBudget.limit = 1000  // A million instructions; the query below never ends.
        let endless = "WITH RECURSIVE r(x) AS (SELECT 0 UNION ALL SELECT x + 1 FROM r) SELECT count(*) FROM r"
        let message =
            "a query ran past 1000000 SQLite instructions, more than any query of Stretchy's takes on a file of "
            + "this size, and was stopped"
        #expect(throws: SQLiteError(code: .SQLITE_INTERRUPT, message: message, sql: endless)) {
            try connection.int64(endless)
        }
        #expect(throws: SQLiteError(code: .SQLITE_INTERRUPT, message: message, sql: endless)) {
            try connection.execute(endless)
        }
        // The budget is per step: the next statement starts with all of it.
        #expect(try connection.int64("SELECT count(*) FROM t") == 0)
    }

    @Test func theBoundGrowsWithTheFileAndHasAFloor() {
        #expect(SQLiteConnection.stepBudget(pages: 0) == 1_000_000)
        #expect(SQLiteConnection.stepBudget(pages: 5000) == 1_000_000)
        #expect(SQLiteConnection.stepBudget(pages: 100_000) == 20_000_000)
        #expect(SQLiteConnection.stepBudget(pages: Int.max) > 0)
    }
}
