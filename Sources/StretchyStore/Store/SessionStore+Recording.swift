import StretchyCore

extension SessionStore {
    /// A monotonic clock in seconds, the recorder's default.
    public static let monotonicSeconds: @Sendable () -> Double = {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
    private static let start = ContinuousClock.now

    /// Creates a session, committed at once and marked unfinished, and returns a recorder for it.
    ///
    /// - Parameters:
    ///   - metadata: The session's name, source and details.
    ///   - policy: When batches are committed.
    ///   - clock: A monotonic clock in seconds that times the batches; inject one in tests.
    /// - Returns: The recorder.
    /// - Throws: ``StoreError/duplicateSession(name:path:)``, ``StoreError/emptySessionName`` or
    ///   ``StoreError/sqlite(_:)``.
    public func startRecording(
        _ metadata: SessionMetadata, policy: RecorderBatchPolicy = .standard,
        clock: @escaping () -> Double = SessionStore.monotonicSeconds
    ) throws(StoreError) -> SessionRecorder {
        let id = try insertSession(metadata)
        return SessionRecorder(
            store: self, sessionID: id, name: metadata.name, committedCount: 0, lastTime: nil, policy: policy,
            clock: clock)
    }

    /// Returns a recorder that appends to an unfinished session after its last committed sample.
    ///
    /// - Parameters:
    ///   - name: The session's name.
    ///   - policy: When batches are committed.
    ///   - clock: A monotonic clock in seconds that times the batches.
    /// - Returns: The recorder.
    /// - Throws: ``StoreError/sessionNotFound(name:path:)``, ``StoreError/sessionFinished(name:)`` or
    ///   ``StoreError/sqlite(_:)``.
    public func resumeRecording(
        session name: String, policy: RecorderBatchPolicy = .standard,
        clock: @escaping () -> Double = SessionStore.monotonicSeconds
    ) throws(StoreError) -> SessionRecorder {
        let row = try sessionRow(named: name)
        guard !row.isFinished else { throw .sessionFinished(name: name) }
        let (count, lastTime) = try StoreError.wrap { () throws -> (Int, Double?) in
            let statement = try connection.cachedStatement(
                "SELECT seq, t FROM samples WHERE session_id = ? ORDER BY seq DESC LIMIT 1")
            defer { statement.reset() }
            try statement.bind(row.id, at: 1)
            guard try statement.step() else { return (0, nil) }
            return (Int(statement.int64(at: 0)) + 1, statement.double(at: 1))
        }
        return SessionRecorder(
            store: self, sessionID: row.id, name: name, committedCount: count, lastTime: lastTime, policy: policy,
            clock: clock)
    }
}
