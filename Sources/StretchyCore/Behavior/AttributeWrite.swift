/// How a built-in's ``HeaderBehavior/apply(to:)`` writes one attribute of its
/// ``HeaderBehavior/writtenAttributes`` (part of its ``AttributeAccess``), which tells the runner whether the
/// attribute must be put back at rest before each frame (``SubviewReset``).
package enum AttributeWrite: Sendable, Hashable {
    /// Set on every frame from the frame's inputs and other attributes, and never read before it is set: neither
    /// this attribute nor any other `apply` writes depends on the value it finds, so the value left by the previous
    /// frame cannot leak into this one.
    case overwritten
    /// Left at the value `apply` finds, or set to it: the behaviour never moves the attribute.
    case kept
    /// Anything else: read and changed (`y += shift`), or set on some frames only.
    case updated
}
