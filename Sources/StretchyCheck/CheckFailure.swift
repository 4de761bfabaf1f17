import StretchyCore

/// A violation found by ``StackChecker``, with the session it was found in and the shrunk session.
public struct CheckFailure: Sendable {
    /// The session: `session 17` for a generated one, the name for one of the corpus.
    public var session: String
    /// The generated session's index (its generator is the run's seed and this index); `nil` for the corpus.
    public var index: Int?
    /// The generated session's gesture script, before shrinking; `nil` for the corpus.
    public var script: String?
    /// The violation in the original session.
    public var original: CheckViolation
    /// How many samples and gestures the original session had.
    public var originalSampleCount: Int
    /// The number of gestures of the original script, and of the shrunk one (0 for the corpus).
    public var gestures: (original: Int, shrunk: Int)
    /// The shrunk session, which fails the same invariant.
    public var samples: [ScrollSample]
    /// The violation in the shrunk session.
    public var violation: CheckViolation
}
