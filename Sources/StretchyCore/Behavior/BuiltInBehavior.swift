/// A behaviour of this package (StretchyBehaviors), which the runner steps through its own specialized code.
///
/// The runner calls a behaviour of any other type through the ``HeaderBehavior`` existential, and resets every
/// subview to its resting attributes before each frame. A built-in makes three further promises, which its tests
/// check (`BuiltInAttributesTests`):
///
/// - ``makeApplier()`` runs exactly ``HeaderBehavior/apply(to:)``. StretchyBehaviors gives every built-in the same
///   one, compiled where each type is concrete, so it calls `apply` without the existential's projection and witness
///   thunk.
/// - ``HeaderBehavior/attributesSet`` names every subview attribute `apply` writes, so a stack of built-ins only
///   resets the attributes its behaviours write, and ``appliesNothing`` is true only when `apply` changes nothing.
/// - ``write(of:)`` and ``readsUndeclaredAttributes`` say how `apply` touches the subviews, so the runner can skip
///   resetting an attribute whose previous value no behaviour can see (``SubviewReset``).
package protocol BuiltInBehavior: HeaderBehavior {
    /// Creates the function the runner calls each frame: ``HeaderBehavior/apply(to:)`` itself.
    func makeApplier() -> @Sendable (inout HeaderFrame) -> Void

    /// Whether ``HeaderBehavior/apply(to:)`` leaves every frame as it is for this instance's parameters, so the
    /// runner need not call it; false by default.
    var appliesNothing: Bool { get }

    /// How `apply` writes `key`, one of its ``HeaderBehavior/attributesSet``; ``AttributeWrite/updated`` by default.
    func write(of key: SubviewAttributeKey) -> AttributeWrite

    /// Whether `apply` may read a subview attribute that is not in its ``HeaderBehavior/attributesSet``; true by
    /// default.
    var readsUndeclaredAttributes: Bool { get }
}

extension BuiltInBehavior {
    /// Built-ins change the frame unless they say otherwise.
    package var appliesNothing: Bool { false }

    /// Any write may depend on the value found, unless the built-in says otherwise.
    package func write(of key: SubviewAttributeKey) -> AttributeWrite { .updated }

    /// A built-in may read any attribute, unless it says otherwise.
    package var readsUndeclaredAttributes: Bool { true }
}

extension HeaderBehavior {
    /// Whether ``StackRunner/step(_:)`` skips this behaviour: a built-in that applies nothing
    /// (``BuiltInBehavior/appliesNothing``).
    var isSkippedByStep: Bool { (self as? any BuiltInBehavior)?.appliesNothing == true }
}
