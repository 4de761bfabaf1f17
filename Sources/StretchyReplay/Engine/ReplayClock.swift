import _StretchySystem

/// A source of time for measuring replays. Injected, so tests and outputs that are compared never read the real clock.
public protocol ReplayClock: Sendable {
    /// Nanoseconds since an arbitrary fixed point, never decreasing.
    func nanoseconds() -> UInt64
}

/// The system's monotonic clock (`CLOCK_MONOTONIC`), the clock a replay measures with unless told otherwise.
public struct MonotonicClock: ReplayClock {
    /// Creates the clock.
    public init() {}

    /// Nanoseconds of `CLOCK_MONOTONIC`.
    public func nanoseconds() -> UInt64 {
        monotonicNanoseconds()
    }
}
