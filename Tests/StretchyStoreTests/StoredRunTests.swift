import Foundation
import StretchyCore
import StretchyTestSupport
import Testing

@testable import StretchyStore

/// Runs record what measured them (schema version 4), and older files keep their runs, read as they are and
/// migrated on write; `saveRun(_:copyingSessionFrom:)` keeps a run in another file.
struct StoredRunTests {
    static func run(_ session: String, build: StretchyStore.BuildConfiguration?, cpu: String?) -> StoredRun {
        StoredRun(
            session: session, stack: "top-only", header: "{}", frames: 319, digest: "ab", wallNanoseconds: 5,
            latency: LatencyPercentiles(p50: 1, p90: 2, p99: 3, maximum: 4), behaviorCosts: [], toolVersion: "0.1.0",
            created: "2025-01-01T00:00:00Z", buildConfiguration: build, cpuModel: cpu)
    }

    @Test func aRunKeepsItsBuildAndProcessor() throws {
        let path = TemporaryDatabase.path("runs-v4")
        try FileManager.default.copyItem(
            atPath: Repository.root.appendingPathComponent("Sessions/slow-drag.db").path, toPath: path)
        let store = try SessionStore(path: path, mode: .readWrite)
        #expect(store.schemaVersion == 4)
        try store.saveRun(Self.run("slow-drag", build: .release, cpu: "AMD EPYC 7B13"))
        try store.saveRun(Self.run("slow-drag", build: .debug, cpu: nil))
        let runs = try SessionStore(path: path, mode: .readOnly).runs()
        #expect(runs.map(\.buildConfiguration) == [.release, .debug])
        #expect(runs.map(\.cpuModel) == ["AMD EPYC 7B13", nil])
        #expect(throws: SQLiteError.self) {
            try store.connection.execute("UPDATE runs SET build_configuration = 'fast'")
        }
    }

    @Test func aVersion3FileIsReadAsItIsAndMigratedOnWrite() throws {
        let path = TemporaryDatabase.path("runs-v3")
        let connection = try SQLiteConnection(path: path, mode: .create)
        try connection.execute(StoreSchema.version1SQL + StoreSchema.version2SQL + StoreSchema.version3SQL)
        try connection.execute(
            "INSERT INTO sessions (name, source, created) VALUES ('old', 'device', '2025-01-01T00:00:00Z');"
                + "INSERT INTO runs (session_id, stack, header, frames, digest, wall_ns, tool_version, created) "
                + "VALUES (1, 'fade', '{}', 3, 'cd', 9, '0.0.9', '2025-01-01T00:00:00Z');"
                + "PRAGMA user_version = 3")
        connection.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let old = try SessionStore(path: path, mode: .readOnly)
        #expect(old.schemaVersion == 3)
        let runs = try old.runs()
        #expect(runs.map(\.stack) == ["fade"])
        #expect(runs[0].buildConfiguration == nil && runs[0].cpuModel == nil)
        old.connection.close()
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        let migrated = try SessionStore(path: path, mode: .readWrite)
        #expect(migrated.schemaVersion == 4)
        try migrated.saveRun(Self.run("old", build: .release, cpu: "x"))
        #expect(try migrated.runs().map(\.buildConfiguration) == [nil, .release])
    }

    @Test func aRunKeptInAnotherFileCopiesItsSessionOnce() throws {
        let source = try SessionStore(
            path: Repository.root.appendingPathComponent("Sessions/slow-drag.db").path, mode: .readOnly)
        let target = try TemporaryDatabase.store("runs-into")
        try target.saveRun(Self.run("slow-drag", build: .release, cpu: nil), copyingSessionFrom: source)
        try target.saveRun(Self.run("slow-drag", build: .debug, cpu: nil), copyingSessionFrom: source)
        #expect(try target.sessions().map(\.sampleCount) == [try source.session(named: "slow-drag").sampleCount])
        #expect(try target.runs().count == 2)
        let other = try TemporaryDatabase.store("runs-into-other")
        try other.insertSession(
            SessionMetadata(name: "slow-drag", source: .synthetic), samples: [ScrollSample(time: 0, offsetY: 0)])
        #expect(
            throws: StoreError.otherSessionOfName(name: "slow-drag", path: other.path, source: source.path)
        ) { try other.saveRun(Self.run("slow-drag", build: .release, cpu: nil), copyingSessionFrom: source) }
        #expect(try other.runs().isEmpty)
    }
}
