/// The state of the scroll view's gesture machinery when a sample was taken.
///
/// The header behaviours of GSKStretchyHeaderView and MGCollapsingHeader never read the phase; it is recorded so
/// that settling behaviours (snap on release) and reports can tell a drag from a fling.
public enum ScrollPhase: String, CaseIterable, Sendable, Hashable {
    /// Nothing moves: no finger, no animation.
    case idle
    /// A finger is down but has not moved past the touch slop.
    case tracking
    /// A finger drags the content.
    case dragging
    /// The finger lifted with velocity and the content glides to a stop.
    case decelerating
    /// The content springs back after being pulled or flung past an edge.
    case bouncing
    /// The app moved the content (`setContentOffset`), not the user.
    case programmatic

    /// The phases' names, in declaration order, as accepted in files and on the command line.
    package static let acceptedNames: String = allCases.map(\.rawValue).joined(separator: ", ")
}

extension ScrollPhase {
    /// Every phase in declaration order, built once: the one order every encoding of a phase follows (its index in
    /// the plugin interface, its text in the store and the store's `CHECK`).
    package static let ordered: [ScrollPhase] = allCases

    /// The phase's position in ``ordered``.
    package var ordinal: Int { Self.ordered.firstIndex(of: self)! }

    /// The phase at a position in ``ordered``, or `nil` for one out of range.
    package init?(ordinal: Int) {
        guard Self.ordered.indices.contains(ordinal) else { return nil }
        self = Self.ordered[ordinal]
    }
}
