#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
