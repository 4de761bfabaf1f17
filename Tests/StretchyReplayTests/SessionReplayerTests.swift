import Foundation
import StretchyCore
import StretchyStore
import Testing

@testable import StretchyReplay

@Suite struct SessionReplayerTests {
    /// Two files of three sessions each, of different lengths, so that workers finish out of order.
    static func files() throws -> (folder: String, paths: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replayer-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var paths: [String] = []
        for file in 0..<2 {
            let path = folder + "/f\(file).db"
            let store = try SessionStore(path: path, mode: .create)
            for session in 0..<3 {
                let count = [400, 5, 90][session] + file
                let samples = (0..<count).map { ScrollSample(time: Double($0) / 60, offsetY: -Double($0 % 97)) }
                try store.insertSession(SessionMetadata(name: "s\(session)", source: .synthetic), samples: samples)
            }
            paths.append(path)
        }
        return (folder, paths)
    }

    static let engine = ReplayEngine(
        stack: try! BehaviorRegistry.builtIn.makeStack(stack: "top-only,fade", configuration: .profileHeader))

    @Test func resultsComeInTheOrderGivenWhateverTheJobs() throws {
        let (folder, paths) = try Self.files()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let items = paths.flatMap { path in (0..<3).map { SessionReplayer.Item(database: path, session: "s\($0)") } }
        var expected: [Int] = []
        for item in items {
            let store = try SessionStore(path: item.database, mode: .readOnly)
            expected.append(try Self.engine.run(session: item.session, in: store).frames)
        }
        for jobs in [1, 2, 3, 8] {
            var emitted: [(Int, Int)] = []
            try SessionReplayer.replay(
                items, jobs: jobs, replay: { store, item in try Self.engine.run(session: item.session, in: store) },
                emit: { emitted.append(($0, $1.frames)) })
            #expect(emitted.map(\.0) == Array(items.indices), "jobs \(jobs)")
            #expect(emitted.map(\.1) == expected, "jobs \(jobs)")
        }
    }

    /// A replay takes each session's sample count and duration from what it read instead of counting the rows
    /// again; they are the counted ones, bit for bit.
    @Test func eachResultDescribesItsSessionAsTheStoreCountsIt() throws {
        let (folder, paths) = try Self.files()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try SessionStore(path: paths[1], mode: .readOnly)
        let names = ["s0", "s1", "s2"]
        let results = try SessionReplayer.replay(database: paths[1], sessions: names, engine: Self.engine, jobs: 2)
        #expect(results.map(\.session) == (try names.map { try store.session(named: $0) }))
        #expect(results.map(\.session.sampleCount) == [401, 6, 91])
    }

    @Test func theFirstFailureInOrderStopsTheRunAfterTheResultsBeforeIt() throws {
        let (folder, paths) = try Self.files()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let items = [
            SessionReplayer.Item(database: paths[0], session: "s0"),
            SessionReplayer.Item(database: paths[0], session: "s1"),
            SessionReplayer.Item(database: paths[1], session: "missing"),
            SessionReplayer.Item(database: folder + "/gone.db", session: "s0"),
            SessionReplayer.Item(database: paths[1], session: "s2"),
        ]
        for jobs in [1, 2, 5] {
            var emitted: [Int] = []
            #expect(throws: StoreError.sessionNotFound(name: "missing", path: paths[1])) {
                try SessionReplayer.replay(
                    items, jobs: jobs, replay: { store, item in try Self.engine.run(session: item.session, in: store) },
                    emit: { index, _ in emitted.append(index) })
            }
            #expect(emitted == [0, 1], "jobs \(jobs)")
        }
    }

    @Test func workersReplayAtTheSameTime() throws {
        let (folder, paths) = try Self.files()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let items = (0..<3).map { SessionReplayer.Item(database: paths[0], session: "s\($0)") }
        // Each of the first two replays waits for the other to start: serialized workers would never both arrive.
        let arrived = DispatchSemaphore(value: 0)
        let met = Counter()
        try SessionReplayer.replay(
            items, jobs: 2,
            replay: { store, item in
                if item.session != "s2" {
                    if met.add() == 1 {
                        // The first to arrive waits for the second (at most a minute, so a broken replayer fails
                        // the test instead of hanging it).
                        if arrived.wait(timeout: .now() + 60) == .success { met.sawBoth() }
                    } else {
                        arrived.signal()
                    }
                }
                return try Self.engine.run(session: item.session, in: store).frames
            },
            emit: { _, _ in })
        #expect(met.both)
    }
}

/// A count and a flag behind a lock, for the workers of a test.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    private var sawTwo = false

    /// Counts one more and returns the new count.
    func add() -> Int {
        lock.withLock {
            count += 1; return count
        }
    }
    func sawBoth() { lock.withLock { sawTwo = true } }
    var both: Bool { lock.withLock { sawTwo } }
}
