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
    ///   refuses; ``ReplayError/nonFiniteOutput(session:path:_:)`` naming the behaviour, frame and field of a value
    ///   that is NaN or infinite (found by the engine, or thrown by `onFrame`); ``StoreError``; whatever `onFrame`
    ///   throws.
    public func run(
        session: String, in store: SessionStore, profile: Bool = false,
        onFrame: (ReplayFrame) throws -> Void = { _ in }
    ) throws -> ReplaySummary {
        try run(session: session, in: store, profiling: profile ? .sampled : nil, onFrame: onFrame)
    }

    /// Replays one stored session, profiled as `profiling` says (``run(_:clock:profiling:onFrame:)``); otherwise the
    /// same as ``run(session:in:profile:onFrame:)``.
    package func run(
        session: String, in store: SessionStore, profiling: ProfileMode?,
        onFrame: (ReplayFrame) throws -> Void = { _ in }
    ) throws -> ReplaySummary {
        try ReplayError.naming(session: session, in: store, stacks: [stack]) {
            var cursor = try store.sampleCursor(session: session)
            return try run(&cursor, profiling: profiling, onFrame: onFrame)
        }
    }
}

extension StackComparison {
    /// Compares the two stacks on one stored session (``run(repetitions:clock:makeSource:)``), streaming it from the file.
    ///
    /// - Throws: ``ReplayError/invalidSample(session:path:_:)`` naming the session and file of a sample either
    ///   stack refuses; ``ReplayError/nonFiniteOutput(session:path:_:)`` naming the side, behaviour, frame and field
    ///   of a value that is NaN or infinite; ``StoreError``.
    package func run(session: String, in store: SessionStore) throws -> ComparisonReport {
        try ReplayError.naming(session: session, in: store, stacks: [first, second]) {
            try run { try store.sampleCursor(session: session) }
        }
    }
}

extension ReplayError {
    /// Runs `body`, a replay of one stored session through one stack or two, giving the errors it throws the session
    /// and file they came from: an ``InvalidSample`` becomes ``invalidSample(session:path:_:)``, and a
    /// ``NonFiniteOutput`` becomes ``nonFiniteOutput(session:path:_:)`` once the behaviour that made the value is found
    /// (``NonFiniteOutput/attributed(to:replaying:)``, on a second cursor over the session).
    ///
    /// - Parameters:
    ///   - session: The session's name.
    ///   - store: The file it is in.
    ///   - stacks: The stacks `body` replays: one, or the first and second of a comparison.
    ///   - body: The replay.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws, those two named.
    package static func naming<Result>(
        session: String, in store: SessionStore, stacks: [BehaviorStack], _ body: () throws -> Result
    ) throws -> Result {
        do {
            return try body()
        } catch let error as InvalidSample {
            throw ReplayError.invalidSample(session: session, path: store.path, error)
        } catch var error as NonFiniteOutput {
            if stacks.count > 1, error.side == nil { error.side = .first }
            if error.behavior == nil {
                var cursor = try store.sampleCursor(session: session)
                error = try error.attributed(to: stacks[error.side == .second ? 1 : 0], replaying: &cursor)
            }
            throw ReplayError.nonFiniteOutput(session: session, path: store.path, error)
        }
    }
}
