import Foundation
import StretchyCore
import Testing

@testable import StretchyStore

@Suite struct SessionStoreTests {
    /// The phase CHECK is generated from ScrollPhase's order, and is the text every shipped file stores.
    @Test func theSchemaChecksThePhaseNamesInDeclarationOrder() {
        #expect(
            StoreSchema.version1SQL.contains(
                "CHECK (phase IN ('idle', 'tracking', 'dragging', 'decelerating', 'bouncing', 'programmatic')),"))
    }

    /// Phase text decodes to the phase, and nothing else does.
    @Test func phaseTextDecodesOnlyExactNames() {
        func decode(_ text: String) -> ScrollPhase? {
            Array(text.utf8).withUnsafeBufferPointer { ScrollPhase(utf8: $0) }
        }
        #expect(ScrollPhase.allCases.map { decode($0.rawValue) } == ScrollPhase.allCases)
        #expect(ScrollPhase.allCases.map { PhaseText.name(of: $0).count } == [4, 8, 8, 12, 8, 12])
        for wrong in ["", "idl", "idle ", "Idle", "draggind", "decelerated", "programmaticx"] {
            #expect(decode(wrong) == nil)
        }
    }

    @Test func newFileGetsTheNewestSchemaAndRecordsTheMigrations() throws {
        let store = try TemporaryDatabase.store("new")
        #expect(store.schemaVersion == 4)
        #expect(try store.connection.int64("PRAGMA user_version") == 4)
        #expect(
            try store.connection.text("SELECT group_concat(identifier, ' ') FROM stretchy_migrations ORDER BY version")
                == "1-sessions-and-samples replay-runs-and-goldens session-touches run-build-and-machine")
        #expect(try store.sessions().isEmpty)
    }

    @Test func theSamplesTableHasTheSampleFieldsAsColumnsInOrder() throws {
        // The migrations are history and spell their columns out; SampleField is the table every reader and writer
        // of samples uses. The two must agree.
        let store = try TemporaryDatabase.store("fields")
        let columns = try store.connection.text("SELECT group_concat(name, ' ') FROM pragma_table_info('samples')")
        #expect(columns == (["session_id", "seq"] + SampleField.names).joined(separator: " "))
        #expect(SampleFileFormat.columnNames == SampleField.names)
    }

    @Test func olderHandMadeFileIsMigratedForward() throws {
        let path = TemporaryDatabase.path("v0")
        do {
            // Version 0: an SQLite file with no Stretchy tables yet, holding something of its own.
            let connection = try SQLiteConnection(path: path, mode: .create)
            try connection.execute("CREATE TABLE keep (x); INSERT INTO keep VALUES (42)")
        }
        let store = try SessionStore(path: path, mode: .readWrite)
        #expect(store.schemaVersion == 4)
        #expect(try store.connection.int64("SELECT x FROM keep") == 42)
        #expect(try store.connection.int64("SELECT max(version) FROM stretchy_migrations") == 4)
    }

    @Test func extraMigrationsRunAfterTheBuiltInOnesAndKeepTheData() throws {
        let path = TemporaryDatabase.path("extra")
        do {
            let store = try SessionStore(path: path, mode: .create, now: TemporaryDatabase.fixedNow)
            let recorder = try store.startRecording(SessionMetadata(name: "kept", source: .synthetic))
            try recorder.append(ScrollSample(time: 0, offsetY: 1))
            try recorder.finish()
        }
        let notes = StoreMigration("5-notes", sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
        let store = try SessionStore(path: path, migrations: [notes])
        #expect(store.schemaVersion == 5)
        #expect(try store.connection.int64("SELECT count(*) FROM notes") == 0)
        #expect(
            try store.connection.text("SELECT group_concat(identifier, ' ') FROM stretchy_migrations ORDER BY version")
                == "1-sessions-and-samples replay-runs-and-goldens session-touches run-build-and-machine 5-notes")
        #expect(try TemporaryDatabase.samples(store, "kept") == [ScrollSample(time: 0, offsetY: 1)])
    }

    @Test func fileFromANewerVersionIsRefused() throws {
        let path = TemporaryDatabase.path("newer")
        try SQLiteConnection(path: path, mode: .create).execute("PRAGMA user_version = 7")
        let error = #expect(throws: StoreError.self) { _ = try SessionStore(path: path) }
        #expect(
            error?.description
                == "'\(path)' was written by a newer Stretchy (schema version 7); "
                + "this build reads schema versions 0 through 4")
        #expect(error?.hint == "Open it with the newer Stretchy that wrote it, or upgrade this one.")
        // Read-only opens are refused the same way.
        #expect(throws: StoreError.newerSchema(path: path, version: 7, newestKnown: 4)) {
            _ = try SessionStore(path: path, mode: .readOnly)
        }
    }

    @Test func nonSQLiteFileIsRefusedNamingThePath() throws {
        let path = TemporaryDatabase.file("text", extension: "db", String(repeating: "not a database\n", count: 100))
        let error = #expect(throws: StoreError.self) { _ = try SessionStore(path: path) }
        #expect(error?.description == "'\(path)' is not a Stretchy session database: file is not a database")
        #expect(throws: StoreError.notADatabase(path: path, reason: "file is not a database")) {
            _ = try SessionStore(path: path, mode: .readOnly)
        }
        // The file is left as it was.
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("not a database"))
        #expect(error?.hint == "Give the path of a .db file written by Stretchy.")
        // A sample file given where a database goes is to be imported first.
        let csv = TemporaryDatabase.file("samples", extension: "csv", "t,offset_y\n0,0\n")
        let sampleFile = #expect(throws: StoreError.self) { _ = try SessionStore(path: csv, mode: .readOnly) }
        #expect(
            sampleFile?.hint
                == "A sample file is imported first: 'stretchy-replay import \(csv) --into SESSIONS.db', then replay "
                + "SESSIONS.db.")
    }

    @Test func missingFileIsRefusedUnlessCreating() {
        let path = TemporaryDatabase.path("missing")
        let error = #expect(throws: StoreError.self) { _ = try SessionStore(path: path) }
        #expect(error?.description == "no session database at '\(path)'")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func readOnlyOpenOfAFileWithoutStretchyTablesIsRefused() throws {
        let path = TemporaryDatabase.path("old-readonly")
        try SQLiteConnection(path: path, mode: .create).execute("CREATE TABLE keep (x)")
        let error = #expect(throws: StoreError.self) { _ = try SessionStore(path: path, mode: .readOnly) }
        #expect(
            error?.description
                == "'\(path)' is not a Stretchy session database: it holds no Stretchy tables (schema version 0)")
    }

    @Test func readOnlyOpenOfAnOlderFileReadsItAsItIs() throws {
        let path = TemporaryDatabase.path("version-1")
        let connection = try SQLiteConnection(path: path, mode: .create)
        try connection.execute(StoreSchema.version1SQL)
        try connection.execute(
            "INSERT INTO sessions (name, source, created) VALUES ('old', 'device', '2025-01-01T00:00:00Z')")
        try connection.execute("INSERT INTO samples VALUES (1, 0, 0.5, -280, 280, 390, 844, 3000, 'idle')")
        try connection.execute("PRAGMA user_version = 1")
        connection.close()
        let store = try SessionStore(path: path, mode: .readOnly)
        #expect(store.schemaVersion == 1)
        #expect(try store.sessions().map(\.name) == ["old"])
        #expect(try store.sampleCursor(session: "old").next()?.time == 0.5)
        let writable = try SessionStore(path: path)
        #expect(writable.schemaVersion == StoreSchema.builtInMigrations.count)
    }

    @Test func listsSessionsWithMetadataCountAndDuration() throws {
        let store = try TemporaryDatabase.store("list")
        let metadata = SessionMetadata(
            name: "fling", source: .device, refreshRate: 120, viewportWidth: 390, viewportHeight: 844,
            device: "iPhone15,2", notes: #"{"app": "demo"}"#)
        let recorder = try store.startRecording(metadata)
        for index in 0..<5 { try recorder.append(ScrollSample(time: 1 + Double(index) * 0.25, offsetY: 0)) }
        try recorder.finish()
        _ = try store.startRecording(SessionMetadata(name: "abandoned", source: .browser))
        let sessions = try store.sessions()
        #expect(sessions.map(\.name) == ["abandoned", "fling"])
        let fling = try store.session(named: "fling")
        #expect(fling.metadata == metadata)
        #expect(fling.created == "2024-05-01T12:00:00Z")
        #expect(fling.sampleCount == 5)
        #expect(fling.duration == 1)
        #expect(fling.isFinished)
        #expect(sessions[0].isFinished == false)
        #expect(sessions[0].sampleCount == 0)
    }

    @Test func duplicateAndMissingSessionNames() throws {
        let store = try TemporaryDatabase.store("names")
        _ = try store.startRecording(SessionMetadata(name: "one", source: .synthetic))
        #expect(throws: StoreError.duplicateSession(name: "one", path: store.path)) {
            _ = try store.startRecording(SessionMetadata(name: "one", source: .synthetic))
        }
        #expect(
            StoreError.duplicateSession(name: "one", path: "s.db").description
                == "a session named 'one' already exists in 's.db'")
        let error = #expect(throws: StoreError.self) { _ = try store.sampleCursor(session: "two") }
        #expect(error?.description == "no session named 'two' in '\(store.path)'")
    }

    @Test func deleteAndFinishSessions() throws {
        let store = try TemporaryDatabase.store("delete")
        let recorder = try store.startRecording(SessionMetadata(name: "gone", source: .synthetic))
        try recorder.append(ScrollSample(time: 0, offsetY: 0))
        try recorder.commit()
        _ = try store.startRecording(SessionMetadata(name: "open", source: .synthetic))
        try store.finishSession(named: "open")
        #expect(try store.session(named: "open").isFinished)
        try store.deleteSession(named: "gone")
        #expect(try store.sessions().map(\.name) == ["open"])
        #expect(try TemporaryDatabase.count(store, "samples") == 0)
    }
}
