import StretchyCore
import StretchyStore

extension ReplayEngine {
    /// Replays one stored session, streaming its samples from the file.
    ///
    /// - Parameters:
    ///   - session: The session's name.
    ///   - store: The file it is in.
    ///   - profile: Whether to profile the replay (``ProfileReport``).
    ///   - onFrame: Called with every frame, in order.
    /// - Returns: The replay's summary.
    /// - Throws: ``ReplayError/invalidSample(session:path:_:)`` naming the session and file of a sample the engine
    ///   refuses; ``StoreError``; whatever `onFrame` throws.
    public func run(
        session: String, in store: SessionStore, profile: Bool = false,
        onFrame: (ReplayFrame) throws -> Void = { _ in }
    ) throws -> ReplaySummary {
        try naming(session: session, in: store) {
            var cursor = try store.sampleCursor(session: session)
            return try run(&cursor, profile: profile, onFrame: onFrame)
        }
    }
}

extension StackComparison {
    /// Compares the two stacks on one stored session (``run(repetitions:clock:makeSource:)``), streaming it from the file.
    ///
    /// - Throws: ``ReplayError/invalidSample(session:path:_:)`` naming the session and file of a sample either
    ///   stack refuses; ``StoreError``.
    package func run(session: String, in store: SessionStore) throws -> ComparisonReport {
        try naming(session: session, in: store) {
            try run { try store.sampleCursor(session: session) }
        }
    }
}

/// Runs `body`, giving an ``InvalidSample`` it throws the session and file it came from.
private func naming<Result>(session: String, in store: SessionStore, _ body: () throws -> Result) throws -> Result {
    do {
        return try body()
    } catch let error as InvalidSample {
        throw ReplayError.invalidSample(session: session, path: store.path, error)
    }
}
