/// How a built-in's ``HeaderBehavior/apply(to:)`` touches the subviews: the promises that let the runner reset
/// less than every subview before each frame (``SubviewReset``), stated in one value beside
/// ``HeaderBehavior/writtenAttributes``.
///
/// ``unknown``, the default, is always safe. `BuiltInAttributesTests` checks every built-in's declared access
/// against what its `apply` does on every frame of its examples and of random stacks.
///
/// For example, a behaviour that sets its targets' alpha from the collapse ratio alone:
///
/// ```swift
/// var access: AttributeAccess { .writes(.overwritten, readsUndeclaredAttributes: false) }
/// ```
package struct AttributeAccess: Sendable, Hashable {
    /// Whether `apply` leaves every frame as it is, so the runner need not call it.
    package var appliesNothing: Bool
    /// How `apply` writes the written attributes that ``exceptions`` does not list.
    package var write: AttributeWrite
    /// How `apply` writes some attributes, by attribute, where it differs from ``write``.
    package var exceptions: [SubviewAttribute: AttributeWrite]
    /// Whether `apply` may read a subview attribute that is not one of its written attributes.
    package var readsUndeclaredAttributes: Bool

    /// Nothing promised: any written attribute may be updated from the value found, and any attribute may be read.
    package static let unknown = AttributeAccess(
        appliesNothing: false, write: .updated, exceptions: [:], readsUndeclaredAttributes: true)

    /// `apply` changes nothing, whatever the behaviour declares: it reads and writes nothing.
    package static let nothing = AttributeAccess(
        appliesNothing: true, write: .kept, exceptions: [:], readsUndeclaredAttributes: false)

    /// `apply` reads and writes no subview attribute (it moves the header or the content, or settles).
    package static let touchesNoSubview = AttributeAccess(
        appliesNothing: false, write: .kept, exceptions: [:], readsUndeclaredAttributes: false)

    /// `apply` writes its attributes as `write` says (some as `exceptions` say), and reads undeclared attributes or
    /// not.
    package static func writes(
        _ write: AttributeWrite, except exceptions: [SubviewAttribute: AttributeWrite] = [:],
        readsUndeclaredAttributes: Bool
    ) -> AttributeAccess {
        AttributeAccess(
            appliesNothing: false, write: write, exceptions: exceptions,
            readsUndeclaredAttributes: readsUndeclaredAttributes)
    }

    /// How `apply` writes `key`, one of its written attributes.
    package func write(of key: SubviewAttributeKey) -> AttributeWrite {
        exceptions[key.attribute] ?? write
    }
}
