import StretchyCore

/// Records one session: append samples as they come, then finish.
///
/// Samples are validated at the door (``ScrollSample/validate(index:previousTime:)``) and held until a batch is
/// full by count or by time (``RecorderBatchPolicy``); each batch is committed in one transaction. A crash loses at
/// most the batch not yet committed, never the file or an earlier batch. A session whose recorder never called
/// ``finish()`` stays marked unfinished: it lists, replays as far as it goes, and can be resumed with
/// ``SessionStore/resumeRecording(session:policy:clock:)`` or closed with ``SessionStore/finishSession(named:)``.
///
/// For example:
///
/// ```swift
/// let recorder = try store.startRecording(SessionMetadata(name: "fling-1", source: .device, refreshRate: 120))
/// for sample in samples {
///     try recorder.append(sample)
/// }
/// try recorder.finish()
/// ```
public final class SessionRecorder {
    /// The session's name.
    public let sessionName: String
    /// When batches are committed.
    public let policy: RecorderBatchPolicy
    /// The number of samples committed to the file so far, including those of earlier recorders of the session.
    public private(set) var committedCount: Int
    /// The number of batches this recorder has committed.
    public private(set) var batchesCommitted = 0
    /// Whether ``finish()`` has run.
    public private(set) var isFinished = false

    private let store: SessionStore
    private let sessionID: Int64
    private let clock: () -> Double
    private var pending: [ScrollSample] = []
    private var pendingTouches: [TouchPoint] = []
    /// Releases held for the next commit.
    private var pendingReleases: [RecordedRelease] = []
    /// How many touch events the session has committed, read from the file at the first commit that has some.
    private var committedTouches: Int?
    private var lastTime: Double?
    private var lastCommit: Double

    init(
        store: SessionStore, sessionID: Int64, name: String, committedCount: Int, lastTime: Double?,
        policy: RecorderBatchPolicy, clock: @escaping () -> Double
    ) {
        self.store = store
        self.sessionID = sessionID
        self.sessionName = name
        self.committedCount = committedCount
        self.lastTime = lastTime
        self.policy = policy
        self.clock = clock
        self.lastCommit = clock()
        pending.reserveCapacity(policy.maximumCount)
    }

    /// The time of the last sample appended (committed or not), or `nil` before the first.
    public var lastSampleTime: Double? { lastTime }

    /// The number of samples appended but not yet committed.
    public var pendingCount: Int { pending.count }

    /// Validates a sample and adds it to the batch, committing the batch when it is full by count or by time.
    ///
    /// - Parameter sample: The next sample; its time must not be before the previous one's.
    /// - Throws: ``StoreError/invalidSample(session:_:)`` naming the sample's index (its `seq`) and field;
    ///   ``StoreError/sessionFinished(name:)`` after ``finish()``; ``StoreError/sqlite(_:)`` when a commit fails,
    ///   in which case the batch is kept and retried on the next commit.
    public func append(_ sample: ScrollSample) throws(StoreError) {
        guard !isFinished else { throw .sessionFinished(name: sessionName) }
        do {
            try sample.validate(index: committedCount + pending.count, previousTime: lastTime)
        } catch {
            throw .invalidSample(session: sessionName, error)
        }
        pending.append(sample)
        lastTime = sample.time
        if pending.count >= policy.maximumCount || clock() - lastCommit >= policy.maximumInterval {
            try commit()
        }
    }

    /// Holds raw touch events to be committed with the next batch of samples, in the same transaction.
    ///
    /// `record` passes every event its page posts; ``commit(notes:)`` writes them to the session's `touches`
    /// (schema version 3), numbered after those already there.
    ///
    /// - Parameter touches: The events, in the order they happened, their numbers finite and within 1e9.
    /// - Throws: ``StoreError/sessionFinished(name:)`` after ``finish()``.
    public func append(touches: [TouchPoint]) throws(StoreError) {
        guard !isFinished else { throw .sessionFinished(name: sessionName) }
        pendingTouches += touches
    }

    /// Holds stroke releases to be committed with the next batch of samples, in the same transaction, as rows of the
    /// session's `releases` (schema version 3): what grows with a recording is stored in rows, so a commit writes
    /// what is new, never the whole history again.
    ///
    /// - Parameter releases: The releases, their strokes numbered after those already held or stored.
    /// - Throws: ``StoreError/sessionFinished(name:)`` after ``finish()``.
    public func append(releases: [RecordedRelease]) throws(StoreError) {
        guard !isFinished else { throw .sessionFinished(name: sessionName) }
        pendingReleases += releases
    }

    /// Commits the samples held, in one transaction. Does nothing when there are none.
    ///
    /// - Throws: ``StoreError/sqlite(_:)``; the samples stay held.
    public func commit() throws(StoreError) {
        try commit(notes: nil)
    }

    /// Commits the samples held and, in the same transaction, replaces the session's notes.
    ///
    /// A live recorder keeps what it learns as it goes (such as each stroke's release velocity) in the notes, so
    /// that a crash leaves the notes consistent with the samples committed.
    ///
    /// - Parameter notes: The new notes as JSON text (an object by convention), or `nil` to keep them.
    /// - Throws: ``StoreError/sqlite(_:)``, including SQLite's `CHECK` failure for notes that are not valid JSON;
    ///   the samples stay held.
    public func commit(notes: String?) throws(StoreError) {
        lastCommit = clock()
        guard !pending.isEmpty || !pendingTouches.isEmpty || !pendingReleases.isEmpty || notes != nil else { return }
        let first = committedCount
        var touchTotal = committedTouches
        try StoreError.wrap {
            try store.connection.inTransaction {
                let statement = try store.sampleInsertStatement()
                for (offset, sample) in pending.enumerated() {
                    try store.insert(sample, session: sessionID, seq: Int64(first + offset), with: statement)
                }
                if !pendingTouches.isEmpty {
                    let first = try committedTouches ?? store.touchCount(session: sessionID)
                    try store.insertTouches(pendingTouches, session: sessionID, from: first)
                    touchTotal = first + pendingTouches.count
                }
                if !pendingReleases.isEmpty { try store.insertReleases(pendingReleases, session: sessionID) }
                if let notes {
                    let update = try store.connection.cachedStatement("UPDATE sessions SET notes = ? WHERE id = ?")
                    defer { update.reset() }
                    try update.bind(notes, at: 1)
                    try update.bind(sessionID, at: 2)
                    try update.run()
                }
            }
        }
        committedCount += pending.count
        batchesCommitted += 1
        pending.removeAll(keepingCapacity: true)
        pendingTouches.removeAll()
        pendingReleases.removeAll()
        committedTouches = touchTotal
    }

    /// Deletes the session, which must hold no sample yet (committed or held): a recording that never received one,
    /// such as a page opened and closed, is nothing to replay and would only clutter the file.
    ///
    /// - Throws: ``StoreError/sqlite(_:)``.
    public func discardEmptySession() throws(StoreError) {
        precondition(committedCount == 0 && pending.isEmpty, "only a session without samples is discarded")
        guard !isFinished else { return }
        try store.deleteSession(id: sessionID)
        isFinished = true
    }

    /// Commits the samples held and marks the session finished.
    ///
    /// - Throws: ``StoreError/sqlite(_:)``.
    public func finish() throws(StoreError) {
        guard !isFinished else { return }
        try commit()
        try store.markFinished(id: sessionID)
        isFinished = true
    }
}
