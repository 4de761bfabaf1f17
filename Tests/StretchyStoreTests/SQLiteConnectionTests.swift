import Testing

@testable import StretchyStore

struct Failure: Error {}

@Suite struct SQLiteConnectionTests {
    @Test func writableConnectionIsInVerifiedWALMode() throws {
        let path = TemporaryDatabase.path("wal")
        let connection = try SQLiteConnection(path: path, mode: .create)
        #expect(try connection.journalMode() == "wal")
        #expect(try connection.int64("PRAGMA synchronous") == 1)  // NORMAL
        #expect(try connection.int64("PRAGMA busy_timeout") == 5000)
    }

    @Test func transactionCommitsOrRollsBackAndRethrows() throws {
        let connection = try SQLiteConnection(path: TemporaryDatabase.path("transaction"), mode: .create)
        try connection.execute("CREATE TABLE t (x)")
        try connection.inTransaction { try connection.execute("INSERT INTO t VALUES (1)") }
        #expect(throws: Failure.self) {
            try connection.inTransaction {
                try connection.execute("INSERT INTO t VALUES (2)")
                throw Failure()
            }
        }
        #expect(!connection.isInsideTransaction)
        #expect(try connection.int64("SELECT count(*) FROM t") == 1)
        #expect(try connection.int64("SELECT sum(x) FROM t") == 1)
    }

    @Test func cachedStatementsAreReused() throws {
        let connection = try SQLiteConnection(path: TemporaryDatabase.path("cache"), mode: .create)
        let first = try connection.cachedStatement("SELECT 1")
        let second = try connection.cachedStatement("SELECT 1")
        #expect(first === second)
        #expect(connection.cachedStatementCount == 1)
        connection.close()
        #expect(connection.cachedStatementCount == 0)
    }

    @Test func readOnlyConnectionRefusesWrites() throws {
        let path = TemporaryDatabase.path("readonly")
        try SQLiteConnection(path: path, mode: .create).execute("CREATE TABLE t (x)")
        let reader = try SQLiteConnection(path: path, mode: .readOnly)
        #expect(throws: SQLiteError.self) { try reader.execute("INSERT INTO t VALUES (1)") }
        do {
            try reader.execute("INSERT INTO t VALUES (1)")
        } catch {
            #expect(error.resultCode == .SQLITE_READONLY)
        }
    }

    @Test func openingAMissingFileReadOnlyFails() {
        #expect(throws: SQLiteError.self) {
            _ = try SQLiteConnection(path: TemporaryDatabase.path("missing"), mode: .readOnly)
        }
    }
}
