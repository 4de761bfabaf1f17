/// A failed invariant: which, where, and what was wrong.
public struct CheckViolation: Hashable, Sendable {
    /// The invariant's name: a universal one such as `continuity`, or `behaviour.name` for a declared one.
    public var invariant: String
    /// The index of the first frame where it fails.
    public var frame: Int
    /// One line on what is wrong.
    public var detail: String
}
