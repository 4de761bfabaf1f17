/// A behaviour whose own invariants belong to the instance rather than to its type's description: a behaviour of a
/// plugin loaded at run time, whose invariants run in the plugin's code, made for the instance's parameters.
///
/// `stretchy-replay check` evaluates ``invariants`` in place of the description's ``BehaviorDescription/invariants``
/// for such a behaviour (docs/check.md, docs/plugins.md).
package protocol InvariantProviding: HeaderBehavior {
    /// The invariants `check` evaluates on every frame, each named as in the behaviour's description.
    var invariants: [BehaviorInvariant] { get }
}
