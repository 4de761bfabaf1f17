/// One behaviour's measured cost.
public struct BehaviorCost: Hashable, Sendable {
    /// The behaviour's identifier.
    public var identifier: String
    /// Its mean time per frame in nanoseconds, with the clock's own cost taken off.
    public var nanosecondsPerFrame: Double
}
