/// One behaviour of a runner, held by a class so that stepping can call it without copying the existential.
///
/// Calling `apply` on an element of `[any HeaderBehavior]` copies the existential first (retaining, then
/// releasing, every reference its payload holds), because the compiler cannot prove the call leaves the array's
/// storage alone. A `let` property of a final class is immutable, so a call through it borrows the value in place.
@usableFromInline
final class BehaviorSlot: Sendable {
    /// The behaviour.
    @usableFromInline let behavior: any HeaderBehavior

    init(_ behavior: any HeaderBehavior) {
        self.behavior = behavior
    }
}
