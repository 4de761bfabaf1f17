import Glibc

/// A source of time for measuring replays. Injected, so tests and outputs that are compared never read the real clock.
public protocol ReplayClock: Sendable {
    /// Nanoseconds since an arbitrary fixed point, never decreasing.
    func nanoseconds() -> UInt64
}

/// The system's monotonic clock (`CLOCK_MONOTONIC`).
public struct MonotonicClock: ReplayClock {
    /// Creates the clock.
    public init() {}

    /// Nanoseconds of `CLOCK_MONOTONIC`.
    public func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
