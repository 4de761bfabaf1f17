/// A source of time for measuring replays. Injected, so tests and outputs that are compared never read the real clock.
public protocol ReplayClock: Sendable {
    /// Nanoseconds since an arbitrary fixed point, never decreasing.
    func nanoseconds() -> UInt64
}
