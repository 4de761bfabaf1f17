import Foundation
import StretchyCore
import StretchyStore
import _StretchySystem

/// Replays sessions through one stack on several threads at once: several sessions of one file, or the sessions of
/// many files (a corpus).
///
/// Each worker keeps one read-only connection to the file it is reading, opened once and kept while the sessions it
/// takes are in that file (the sessions of a file come one after the other, so each worker opens each file about
/// once); results come back in the order the sessions were given, and every session's digest is the same whatever
/// the number of workers.
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

    /// A session to replay: the file it is in and its name.
    package struct Item: Hashable, Sendable {
        /// The session file's path.
        package var database: String
        /// The session's name.
        package var session: String

        /// Creates an item.
        package init(database: String, session: String) {
            self.database = database
            self.session = session
        }
    }

    /// The most workers a replay starts, whatever it is asked for: each holds a thread and an SQLite connection.
    package static let maximumJobs = 64

    /// Replays sessions of one file in parallel.
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
        var results: [Result] = []
        results.reserveCapacity(sessions.count)
        try replay(
            sessions.map { Item(database: database, session: $0) }, jobs: jobs,
            replay: { store, item in
                let session = try store.sessionBeforeReplay(named: item.session)
                let summary = try engine.run(session: item.session, in: store, profile: profile)
                finished?()
                return Result(session: session.replayed(as: summary), summary: summary)
            },
            emit: { _, result in results.append(result) })
        return results
    }

    /// Replays sessions of any number of files in parallel, handing each result to `emit` in the order the items
    /// were given, as soon as it and every one before it are done: memory holds only the results that finished
    /// ahead of an earlier one, not one per session.
    ///
    /// `jobs` worker threads replay; the calling thread only waits and calls `emit`, so writing results overlaps
    /// replaying the next ones.
    ///
    /// - Parameters:
    ///   - items: The sessions, in the order results are wanted; those of one file next to each other, so that each
    ///     worker opens each file about once.
    ///   - jobs: How many sessions to replay at once (at least 1; at most ``maximumJobs``).
    ///   - replay: Replays one session from a read-only store of its file, on a worker's thread.
    ///   - emit: Called on the calling thread with each item's index and result, in order.
    /// - Throws: The error of the first item, in the order given, that failed (opening its file, or `replay`), after
    ///   the results of every item before it were emitted, whatever the number of workers; or what `emit` throws.
    ///   Once an item has failed, no worker starts another.
    package static func replay<Output: Sendable>(
        _ items: [Item], jobs: Int,
        replay: @escaping @Sendable (SessionStore, Item) throws -> Output,
        emit: (Int, Output) throws -> Void
    ) throws {
        guard !items.isEmpty else { return }
        let state = SharedState<Output>(count: items.count)
        let workers = max(1, min(jobs, items.count, maximumJobs))
        // One thread per worker, started here: `DispatchQueue.concurrentPerform` ran the workers one after the
        // other on Linux once there were more sessions than workers (stretchy-bench, target 5).
        let work: @Sendable () -> Void = {
            var open: SessionStore?
            while let index = state.nextIndex() {
                let item = items[index]
                do {
                    if open?.path != item.database {
                        open = nil  // Close the previous file first: one connection per worker.
                        open = try SessionStore(path: item.database, mode: .readOnly)
                    }
                    state.finish(index, with: .success(try replay(open!, item)))
                } catch {
                    state.finish(index, with: .failure(error))
                }
            }
            state.workerFinished()
        }
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            Thread {
                work()
                group.leave()
            }.start()
        }
        defer {
            // Every worker has let go of its file when this returns, whether it returns or throws.
            state.stop()
            group.wait()
        }
        for index in items.indices {
            let outcome = state.take(index)
            switch outcome {
            case .success(let output): try emit(index, output)
            case .failure(let error): throw error
            }
        }
    }

    /// The workers' shared queue of work and the results not yet emitted, behind one condition lock.
    private final class SharedState<Output: Sendable>: @unchecked Sendable {
        private let condition = NSCondition()
        private var next = 0
        private let count: Int
        private var stopped = false
        private var ready: [Int: Swift.Result<Output, any Error>] = [:]
        /// When the caller was last woken, in monotonic nanoseconds.
        private var lastWake = monotonicNanoseconds()

        init(count: Int) {
            self.count = count
        }

        /// The next index to replay, or `nil` when every one is taken or the replay stopped (a failure, or the
        /// caller gave up). Indexes are handed out in order and none after a failure, so every lower index has
        /// already been handed out: the first failure emitted does not depend on timing.
        func nextIndex() -> Int? {
            condition.withLock {
                guard !stopped, next < count else { return nil }
                defer { next += 1 }
                return next
            }
        }

        /// How many outcomes wait before the caller is woken to emit them. Waking it for every session cost a
        /// context switch each, and on a loaded machine the woken thread could take the worker's core for a time
        /// slice: 10,000 short sessions ran 1.6 times as long as one session of the same frames (stretchy-bench).
        static var batch: Int { 32 }

        /// At most how long outcomes wait before the caller is woken, nanoseconds: a tenth of a second, so that the
        /// lines of slow sessions still come as they are done rather than in batches.
        static var wakeInterval: UInt64 { 100_000_000 }

        /// Keeps an item's outcome for ``take(_:)``; a failure stops handing out indexes. Wakes the caller for a
        /// failure, once a batch is waiting, or when it was last woken ``wakeInterval`` ago; ``workerFinished()``
        /// wakes it for the rest.
        func finish(_ index: Int, with outcome: Swift.Result<Output, any Error>) {
            condition.withLock {
                ready[index] = outcome
                if case .failure = outcome {
                    stopped = true
                    condition.broadcast()
                } else {
                    let now = monotonicNanoseconds()
                    if ready.count >= Self.batch || now &- lastWake >= Self.wakeInterval {
                        lastWake = now
                        condition.broadcast()
                    }
                }
            }
        }

        /// A worker took its last item: wakes the caller for the outcomes that wait.
        func workerFinished() {
            condition.withLock { condition.broadcast() }
        }

        /// Waits for an item's outcome and lets go of it.
        func take(_ index: Int) -> Swift.Result<Output, any Error> {
            condition.withLock {
                while ready[index] == nil { condition.wait() }
                return ready.removeValue(forKey: index)!
            }
        }

        /// Stops handing out indexes: the caller emits no more.
        func stop() {
            condition.withLock { stopped = true }
        }
    }
}
