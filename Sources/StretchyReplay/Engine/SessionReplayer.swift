import Foundation
import StretchyCore
import StretchyStore

/// Replays several sessions of one file through one stack, on several threads at once.
///
/// Each worker opens its own read-only connection and takes the next session; results come back in the order the
/// sessions were given, and every session's digest is the same whatever the number of workers.
package enum SessionReplayer {
    /// One session's replay.
    package struct Result: Sendable {
        /// The session replayed.
        package var session: SessionInfo
        /// Its summary, digest included.
        package var summary: ReplaySummary

        /// Creates a result.
        package init(session: SessionInfo, summary: ReplaySummary) {
            self.session = session
            self.summary = summary
        }
    }

    /// The most workers a replay starts, whatever it is asked for: each holds a thread and an SQLite connection.
    package static let maximumJobs = 64

    /// Replays sessions in parallel.
    ///
    /// - Parameters:
    ///   - database: The session file's path.
    ///   - sessions: The sessions' names, in the order results are wanted.
    ///   - engine: The engine of the stack to replay.
    ///   - jobs: How many sessions to replay at once (at least 1; at most ``maximumJobs``).
    ///   - profile: Whether to profile each replay.
    ///   - finished: Called, from the worker's thread, after each session is replayed; for a progress display.
    /// - Returns: One result per session, in order.
    /// - Throws: The error of the first session, in the order given, that failed (a missing session, an invalid
    ///   sample, an SQLite error), whatever the number of workers, or an error opening the file; once a session has
    ///   failed, no worker starts another.
    package static func replay(
        database: String, sessions: [String], engine: ReplayEngine, jobs: Int, profile: Bool = false,
        finished: (@Sendable () -> Void)? = nil
    ) throws -> [Result] {
        let state = SharedState(count: sessions.count)
        let workers = max(1, min(jobs, sessions.count, maximumJobs))
        // One thread per worker, started here: `DispatchQueue.concurrentPerform` ran the workers one after the
        // other on Linux once there were more sessions than workers (stretchy-bench, target 5).
        let work: @Sendable () -> Void = {
            let store: SessionStore
            do {
                store = try SessionStore(path: database, mode: .readOnly)
            } catch {
                return state.fail(error, at: -1)
            }
            while let index = state.nextIndex() {
                do {
                    let info = try store.session(named: sessions[index])
                    let summary = try engine.run(session: sessions[index], in: store, profile: profile)
                    state.store(Result(session: info, summary: summary), at: index)
                    finished?()
                } catch {
                    state.fail(error, at: index)
                }
            }
        }
        let group = DispatchGroup()
        for _ in 1..<workers {
            group.enter()
            Thread {
                work()
                group.leave()
            }.start()
        }
        work()
        group.wait()
        return try state.results()
    }

    /// The workers' shared queue of work and results, behind one lock.
    private final class SharedState: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var slots: [Result?]
        private var firstError: (index: Int, error: any Error)?

        init(count: Int) {
            slots = Array(repeating: nil, count: count)
        }

        func nextIndex() -> Int? {
            lock.withLock {
                guard firstError == nil, next < slots.count else { return nil }
                defer { next += 1 }
                return next
            }
        }

        func store(_ result: Result, at index: Int) {
            lock.withLock { slots[index] = result }
        }

        /// Keeps the error of the lowest session index. Indexes are handed out in order and none after a failure,
        /// so every lower index has already run: the error kept does not depend on timing.
        func fail(_ error: any Error, at index: Int) {
            lock.withLock {
                if firstError == nil || index < firstError!.index { firstError = (index, error) }
            }
        }

        func results() throws -> [Result] {
            try lock.withLock {
                if let firstError { throw firstError.error }
                return slots.compactMap { $0 }
            }
        }
    }
}
