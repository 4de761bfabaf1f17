import Foundation
import StretchyCore
import StretchyStore

/// Sessions' samples kept in memory between requests, so that a parameter change replays from memory instead of
/// reading the file again; shared by the threads that answer.
///
/// An entry is found by the file's path, its identity and its state on disk: the device, inode, size and time of last
/// change of the file and of its write-ahead log. Any write into the file (a recorder's batch, a golden saved by
/// another program) and a file replaced or deleted give another key, so the samples are read afresh; the studio
/// still opens the file for every request, and a file that can no longer be opened is reported as before. At most
/// ``capacity`` samples are held in all (56 bytes each); the least recently used sessions go first, and a longer
/// session is read from its file every time.
final class SampleCache: @unchecked Sendable {
    /// The most samples held at once: 2,000,000, about 112 MB.
    static let capacity = 2_000_000

    private struct Key: Hashable {
        var path: String
        var session: String
        var file: FileState
        var log: FileState?
    }

    /// What `stat` says of a file that changes when it is written or replaced.
    private struct FileState: Hashable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var seconds: Int
        var nanoseconds: Int

        init?(path: String) {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
            size = Int64(status.st_size)
            seconds = status.st_mtim.tv_sec
            nanoseconds = status.st_mtim.tv_nsec
        }
    }

    private let lock = NSLock()
    private var entries: [Key: [ScrollSample]] = [:]
    /// The keys, least recently used first.
    private var order: [Key] = []
    private var held = 0
    private let capacity: Int

    /// An empty cache holding at most `capacity` samples.
    init(capacity: Int = SampleCache.capacity) {
        self.capacity = capacity
    }

    /// The samples of `session` in the file at `path`, from memory when the file has not changed since they were read,
    /// else read through `store` (open on that file) and kept.
    ///
    /// - Throws: What reading the session's samples throws (``StoreError``).
    func samples(of session: String, path: String, store: SessionStore) throws -> [ScrollSample] {
        guard let file = FileState(path: path) else { return try Self.read(session, from: store) }
        let key = Key(path: path, session: session, file: file, log: FileState(path: path + "-wal"))
        if let samples = lock.withLock({ () -> [ScrollSample]? in
            guard let samples = entries[key] else { return nil }
            order.removeAll { $0 == key }
            order.append(key)
            return samples
        }) {
            return samples
        }
        let samples = try Self.read(session, from: store)
        guard samples.count <= capacity else { return samples }
        lock.withLock {
            // Entries of the same session from an older state of the file are of no more use.
            for old in order where old.path == path && old.session == session { forget(old) }
            while held + samples.count > capacity, let oldest = order.first { forget(oldest) }
            entries[key] = samples
            order.append(key)
            held += samples.count
        }
        return samples
    }

    /// How many samples it holds, for the tests.
    var count: Int { lock.withLock { held } }

    private func forget(_ key: Key) {
        held -= entries.removeValue(forKey: key)?.count ?? 0
        order.removeAll { $0 == key }
    }

    private static func read(_ session: String, from store: SessionStore) throws -> [ScrollSample] {
        let cursor = try store.sampleCursor(session: session)
        var samples: [ScrollSample] = []
        samples.reserveCapacity(try store.session(named: session).sampleCount)
        while let sample = try cursor.next() { samples.append(sample) }
        return samples
    }
}
