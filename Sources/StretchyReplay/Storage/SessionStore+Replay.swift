import StretchyCore
import StretchyStore

extension SessionStore {
    /// Replays one stored session through an engine, streaming its samples from the file.
    ///
    /// - Parameters:
    ///   - session: The session's name.
    ///   - engine: The engine of the stack to replay.
    ///   - profile: Whether to profile the replay (``ProfileReport``).
    ///   - onFrame: Called with every frame, in order.
    /// - Returns: The replay's summary.
    /// - Throws: ``ReplayError/invalidSample(session:path:_:)`` naming the session and file of a sample the engine
    ///   refuses; ``StoreError``; whatever `onFrame` throws.
    public func replay(
        session: String, engine: ReplayEngine, profile: Bool = false,
        onFrame: (ReplayFrame) throws -> Void = { _ in }
    ) throws -> ReplaySummary {
        var source = try SessionSampleSource(store: self, session: session)
        do {
            return try engine.run(&source, profile: profile, onFrame: onFrame)
        } catch let error as InvalidSample {
            throw ReplayError.invalidSample(session: session, path: path, error)
        }
    }
}
