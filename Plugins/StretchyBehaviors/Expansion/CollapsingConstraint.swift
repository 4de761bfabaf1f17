/// Which constraint MGCollapsingHeader's collapsing constraint is, and so how the header moves.
public enum CollapsingConstraint: String, CaseIterable, Sendable {
    /// A height constraint, as in MG's demo: the header stays at y 0 and its height shrinks.
    case height
    /// A top constraint: the header keeps its height and slides up.
    case top
}
