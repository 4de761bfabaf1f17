import Testing

@testable import StretchyStore

@Suite struct SQLiteErrorTests {
    @Test func descriptionNamesCodeMessageAndSQL() {
        let error = SQLiteError(
            code: .SQLITE_CONSTRAINT_UNIQUE, message: "UNIQUE constraint failed: sessions.name",
            sql: "INSERT INTO sessions (name) VALUES (?)")
        #expect(
            error.description
                == "SQLite error 2067: UNIQUE constraint failed: sessions.name - while executing "
                + "`INSERT INTO sessions (name) VALUES (?)`")
        #expect(error.resultCode == .SQLITE_CONSTRAINT)
    }

    @Test func descriptionWithoutSQL() {
        #expect(SQLiteError(code: .SQLITE_BUSY).description == "SQLite error 5: database is locked")
    }

    @Test func syntaxErrorCarriesTheSQL() throws {
        let connection = try SQLiteConnection(path: TemporaryDatabase.path("syntax"), mode: .create)
        #expect(throws: SQLiteError(code: .SQLITE_ERROR, message: "near \"SELEC\": syntax error", sql: "SELEC 1")) {
            try connection.execute("SELEC 1")
        }
        #expect(
            throws: SQLiteError(code: .SQLITE_ERROR, message: "no such table: nowhere", sql: "SELECT * FROM nowhere")
        ) {
            _ = try connection.prepare("SELECT * FROM nowhere")
        }
    }

    @Test func primaryCodeMatchesExtendedCodeInCatch() throws {
        let connection = try SQLiteConnection(path: TemporaryDatabase.path("catch"), mode: .create)
        try connection.execute("CREATE TABLE t (x UNIQUE); INSERT INTO t VALUES (1)")
        var caught = false
        do {
            try connection.execute("INSERT INTO t VALUES (1)")
        } catch SQLiteError.SQLITE_CONSTRAINT {
            caught = true
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(caught)
        #expect(!(SQLiteError.SQLITE_BUSY ~= SQLiteError(code: .SQLITE_CONSTRAINT_UNIQUE)))
    }
}
