/// One behaviour of a runner, held by a class so that stepping can call it without copying it.
///
/// Calling `apply` on an element of `[any HeaderBehavior]` copies the existential first (retaining, then
/// releasing, every reference its payload holds), because the compiler cannot prove the call leaves the array's
/// storage alone. A `let` property of a final class is immutable, so a call through it borrows the closure, and the
/// behaviour it captures, in place.
@usableFromInline
final class BehaviorSlot: Sendable {
    /// Steps the behaviour: a built-in's specialized ``BuiltInBehavior/makeApplier()``, or a call through the
    /// existential for any other behaviour.
    @usableFromInline let apply: @Sendable (inout HeaderFrame) -> Void
    /// Where the behaviour's block of per-run state starts in ``HeaderFrame/stateStorage``.
    @usableFromInline let stateBase: Int

    init(_ behavior: any HeaderBehavior, stateBase: Int) {
        self.stateBase = stateBase
        if let builtIn = behavior as? any BuiltInBehavior {
            apply = builtIn.makeApplier()
        } else {
            apply = { frame in behavior.apply(to: &frame) }
        }
    }

    /// Runs the behaviour on the frame, with its own block of per-run state.
    @inlinable @inline(__always)
    func step(_ frame: inout HeaderFrame) {
        frame.stateBase = stateBase
        apply(&frame)
    }
}
