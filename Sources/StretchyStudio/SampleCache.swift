import Foundation
import StretchyCore
import StretchyStore
import _StretchySystem

/// Sessions' samples kept in memory between requests, so that a parameter change replays from memory instead of
/// reading the file again; shared by the threads that answer.
///
/// An entry is found by what the file and the session are now (``Version``): the state on disk of the file and of its
/// write-ahead log (device, inode, size, time of last modification), taken before the file is opened, and the session's
/// row id, sample count and finished flag, read through the request's own connection. Samples are only ever
/// appended, so a recorder's batch changes the count; any other write changes the file's or the log's state; a file
/// replaced has another inode. Each gives another version, and the samples are read again. At most ``capacity``
/// samples are held in all (56 bytes each); the least recently used sessions go first, and a longer session is read
/// from its file every time.
final class SampleCache: @unchecked Sendable {
    /// The most samples held at once: 2,000,000, about 112 MB.
    static let capacity = 2_000_000

    /// What a file is on disk at one moment: its state and its write-ahead log's.
    struct DiskState: Hashable {
        /// The file's state.
        var file: FileState
        /// Its write-ahead log's, when it has one.
        var log: FileState?

        /// The state of the file at `path` now; `nil` for a file that is not there.
        init?(path: String) {
            guard let file = FileState(path: path) else { return nil }
            self.file = file
            log = FileState(path: path + "-wal")
        }
    }

    /// What a file and one of its sessions are at one moment.
    struct Version: Hashable {
        /// The file's path, as the studio was given it.
        var path: String
        /// The file on disk, taken before it was opened.
        var disk: DiskState
        /// The session's name, as asked.
        var session: String
        /// The session's row id, sample count and finished flag.
        var extent: SessionExtent
    }

    private let lock = NSLock()
    private var entries: [Version: [ScrollSample]] = [:]
    /// The versions held, least recently used first.
    private var order: [Version] = []
    private var held = 0
    private let capacity: Int

    /// An empty cache holding at most `capacity` samples.
    init(capacity: Int = SampleCache.capacity) {
        self.capacity = capacity
    }

    /// The samples of `session`: from memory when that version of it was read before, else read through `store` (open
    /// on the file) and kept.
    ///
    /// - Parameters:
    ///   - session: The session's name.
    ///   - extent: What the session holds now, read through `store` (``SessionStore/sessionExtent(named:)``).
    ///   - path: The file's path.
    ///   - disk: The file on disk, taken before `store` opened it; `nil` keeps nothing.
    ///   - store: The file, open.
    /// - Throws: ``StoreError`` from reading the session.
    func samples(
        of session: String, extent: SessionExtent, path: String, disk: DiskState?, store: SessionStore
    ) throws(StoreError) -> [ScrollSample] {
        guard let disk else { return try Self.read(session, count: extent.sampleCount, from: store) }
        let version = Version(path: path, disk: disk, session: session, extent: extent)
        if let samples = lock.withLock({ () -> [ScrollSample]? in
            guard let samples = entries[version] else { return nil }
            order.removeAll { $0 == version }
            order.append(version)
            return samples
        }) {
            return samples
        }
        let samples = try Self.read(session, count: extent.sampleCount, from: store)
        // Samples read past the version (a batch committed meanwhile) would be kept under a version they are not.
        guard samples.count == extent.sampleCount, samples.count <= capacity else { return samples }
        lock.withLock {
            // The same session in an older version of the file is of no more use.
            for old in order where old.path == path && old.session == session { forget(old) }
            while held + samples.count > capacity, let oldest = order.first { forget(oldest) }
            entries[version] = samples
            order.append(version)
            held += samples.count
        }
        return samples
    }

    /// The versions held, least recently used first.
    var versions: [Version] { lock.withLock { order } }

    private func forget(_ version: Version) {
        held -= entries.removeValue(forKey: version)?.count ?? 0
        order.removeAll { $0 == version }
    }

    private static func read(_ session: String, count: Int, from store: SessionStore) throws(StoreError)
        -> [ScrollSample]
    {
        let cursor = try store.sampleCursor(session: session)
        var samples: [ScrollSample] = []
        samples.reserveCapacity(count)
        while let sample = try cursor.next() { samples.append(sample) }
        return samples
    }
}
