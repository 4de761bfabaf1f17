/// A behaviour of this package (StretchyBehaviors), which the runner steps through its own specialized code.
///
/// The runner calls a behaviour of any other type through the ``HeaderBehavior`` existential, and resets every
/// subview to its resting attributes before each frame. A built-in makes two further promises, which its tests
/// check (`BuiltInAttributesTests`):
///
/// - ``makeApplier()`` runs exactly ``HeaderBehavior/apply(to:)``. StretchyBehaviors gives every built-in the same
///   one, compiled where each type is concrete, so it calls `apply` without the existential's projection and witness
///   thunk.
/// - ``access`` says truly how `apply` touches the subviews, next to ``HeaderBehavior/writtenAttributes``, which
///   names every subview attribute `apply` writes: whether it changes anything at all, how it writes each attribute
///   and whether it reads others. The runner then resets only the attributes whose previous value a behaviour could
///   see (``SubviewReset``), and skips a built-in that applies nothing.
package protocol BuiltInBehavior: DescribedBehavior {
    /// Creates the function the runner calls each frame: ``HeaderBehavior/apply(to:)`` itself.
    func makeApplier() -> @Sendable (inout HeaderFrame) -> Void

    /// How `apply` touches the subviews, for this instance's parameters; ``AttributeAccess/unknown`` by default.
    var access: AttributeAccess { get }
}

extension BuiltInBehavior {
    /// Nothing promised, unless the built-in says otherwise.
    package var access: AttributeAccess { .unknown }
}

extension HeaderBehavior {
    /// Whether ``StackRunner/step(_:)`` skips this behaviour: a built-in that applies nothing
    /// (``AttributeAccess/appliesNothing``).
    var isSkippedByStep: Bool { (self as? any BuiltInBehavior)?.access.appliesNothing == true }
}
