/// A universal invariant a behaviour does not keep, and why.
///
/// `check` skips the invariant for stacks holding the behaviour and prints the reason in its summary, so a faithful
/// quirk (such as MGCollapsingHeader's top constraint) is documented rather than reported.
public struct InvariantExclusion: Sendable, Hashable {
    /// The universal invariant's name, such as `stretch-factor`.
    public var invariant: String
    /// Why the behaviour does not keep it, in one sentence.
    public var reason: String

    /// Creates an exclusion.
    public init(_ invariant: String, reason: String) {
        self.invariant = invariant
        self.reason = reason
    }
}
