import Foundation
import StretchyCore
import Testing

@testable import StretchyStore

/// Bulk inserts change connection settings for their duration only, and leave every file in WAL mode.
struct BulkInsertTests {
    static let samples = (0..<500).map { ScrollSample(time: Double($0) / 60, offsetY: Double($0) - 280) }

    /// Both whole-session writers take the new session's sample count and duration from what they wrote instead
    /// of counting the rows again: they are the counted ones.
    @Test func theNewSessionIsDescribedAsTheStoreCountsIt() throws {
        let store = try TemporaryDatabase.store("described")
        for count in [0, 1, 2, 37] {
            let samples = (0..<count).map { ScrollSample(time: 0.1 + Double($0) / 60, offsetY: Double($0)) }
            let inserted = try store.insertSession(
                SessionMetadata(name: "inserted-\(count)", source: .synthetic), samples: samples)
            #expect(inserted == (try store.session(named: "inserted-\(count)")))
            #expect(inserted.sampleCount == count)
        }
        let path = TemporaryDatabase.file("three", extension: "csv", "t,offset_y\n0.25,0\n0.5,1\n1.125,2\n")
        let imported = try store.importSamples(fromFile: path, name: "imported")
        #expect(imported == (try store.session(named: "imported")))
        #expect(imported.sampleCount == 3)
        #expect(imported.duration == 0.875)
    }

    @Test func theFirstInsertIntoANewFileLeavesItInWALModeWithItsSettingsRestored() throws {
        let store = try TemporaryDatabase.store("bulk-new")
        #expect(store.createdTheFile)
        try store.insertSession(SessionMetadata(name: "one", source: .synthetic), samples: Self.samples)
        #expect(try store.connection.journalMode() == "wal")
        #expect(try store.connection.int64("PRAGMA foreign_keys") == 1)
        #expect(try store.connection.int64("PRAGMA cache_size") == -2000)
        #expect(try store.connection.int64("PRAGMA ignore_check_constraints") == 0)
        #expect(try TemporaryDatabase.count(store, "samples") == 500)
        try store.insertSession(SessionMetadata(name: "two", source: .synthetic), samples: Self.samples)
        #expect(try store.connection.journalMode() == "wal")
        #expect(try TemporaryDatabase.count(store, "samples") == 1000)
    }

    @Test func aFailedInsertIntoANewFileWritesNothingAndStillLeavesWAL() throws {
        let store = try TemporaryDatabase.store("bulk-failed")
        var bad = Self.samples
        bad[300].offsetY = .nan
        #expect(throws: StoreError.self) {
            try store.insertSession(SessionMetadata(name: "bad", source: .synthetic), samples: bad)
        }
        #expect(try store.connection.journalMode() == "wal")
        #expect(try store.connection.int64("PRAGMA ignore_check_constraints") == 0)
        #expect(try TemporaryDatabase.count(store, "sessions") == 0)
        #expect(try TemporaryDatabase.count(store, "samples") == 0)
    }

    @Test func aFileThatExistedIsNeverTakenOutOfWALMode() throws {
        let path = TemporaryDatabase.path("bulk-existing")
        _ = try SessionStore(path: path, mode: .create)
        let store = try SessionStore(path: path, mode: .create)
        #expect(!store.createdTheFile)
        try store.insertSession(SessionMetadata(name: "one", source: .synthetic), samples: Self.samples)
        #expect(try store.connection.journalMode() == "wal")
    }

    @Test func theSessionRowIsCheckedDuringABulkInsert() throws {
        let store = try TemporaryDatabase.store("bulk-session-check")
        let error = #expect(throws: StoreError.self) {
            try store.insertSession(
                SessionMetadata(name: "bad", source: .synthetic, refreshRate: -60), samples: Self.samples)
        }
        #expect(error?.description.contains("CHECK constraint failed") == true, "\(String(describing: error))")
        #expect(try TemporaryDatabase.count(store, "sessions") == 0)
        #expect(try TemporaryDatabase.count(store, "samples") == 0)
        #expect(try store.connection.int64("PRAGMA ignore_check_constraints") == 0)
    }

    @Test func thePhaseCheckHoldsAgainAfterABulkInsert() throws {
        let store = try TemporaryDatabase.store("bulk-check")
        try store.insertSession(SessionMetadata(name: "one", source: .synthetic), samples: Self.samples)
        // Session 1 exists and seq 500 is free: only the phase's CHECK can refuse the second row.
        try store.connection.execute("INSERT INTO samples VALUES (1, 500, 9, 0, 0, 390, 844, 2000, 'idle')")
        let error = #expect(throws: SQLiteError.self) {
            try store.connection.execute("INSERT INTO samples VALUES (1, 501, 9, 0, 0, 390, 844, 2000, 'sliding')")
        }
        #expect(error?.message.contains("CHECK constraint failed") == true)
    }
}
