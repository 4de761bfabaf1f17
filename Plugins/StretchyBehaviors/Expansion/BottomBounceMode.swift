/// What `immediate` does with offset changes past the bottom edge of the content.
public enum BottomBounceMode: String, CaseIterable, Sendable {
    /// GSK's behaviour: every delta counts, so the header expands while the list bounces at the bottom (issue #29).
    case follow
    /// Deltas past the bottom edge (`offset > contentHeight - viewportHeight`) are ignored.
    case ignore
}
