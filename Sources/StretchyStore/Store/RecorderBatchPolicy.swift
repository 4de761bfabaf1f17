/// When a ``SessionRecorder`` commits the samples it holds.
///
/// A batch is committed as soon as it holds ``maximumCount`` samples, or when a sample is appended
/// ``maximumInterval`` seconds or more after the last commit, whichever comes first. A crash loses at most the
/// batch not yet committed.
public struct RecorderBatchPolicy: Hashable, Sendable {
    /// The most samples held before a commit.
    public var maximumCount: Int
    /// The most seconds, on the recorder's clock, between commits while samples arrive.
    public var maximumInterval: Double

    /// Creates a policy.
    ///
    /// - Parameters:
    ///   - maximumCount: The most samples held before a commit; at least 1.
    ///   - maximumInterval: The most seconds between commits while samples arrive.
    public init(maximumCount: Int, maximumInterval: Double) {
        self.maximumCount = max(1, maximumCount)
        self.maximumInterval = maximumInterval
    }

    /// 120 samples or half a second: one second of a 120 Hz display at most is lost in a crash.
    public static let standard = RecorderBatchPolicy(maximumCount: 120, maximumInterval: 0.5)
}
