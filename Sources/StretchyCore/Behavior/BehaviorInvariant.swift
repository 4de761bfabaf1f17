/// A property a behaviour promises on every frame, checked by `stretchy-replay check`.
///
/// A behaviour declares its invariants in its ``BehaviorDescription``; `check` evaluates each one on every frame of
/// every generated session, after the whole stack has run, and reports the first frame where one fails. The
/// reference (docs/behaviors.md) lists them.
///
/// For example:
///
/// ```swift
/// BehaviorInvariant("alpha-follows-collapse", summary: "alpha = clamp(1 - ratio / by, 0, 1)") { frame in
///     frame.layout.subviews[1].alpha <= 1 ? nil : "alpha above 1"
/// }
/// ```
public struct BehaviorInvariant: Sendable {
    /// The kebab-case name; `check` reports it as `behaviour.name`.
    public var name: String
    /// One line on what holds.
    public var summary: String
    /// Returns `nil` when the invariant holds on the frame, else one line saying what is wrong.
    public var violation: @Sendable (InvariantFrame) -> String?

    /// Creates an invariant.
    ///
    /// - Parameters:
    ///   - name: The kebab-case name.
    ///   - summary: One line on what holds.
    ///   - violation: `nil` when it holds on the frame, else what is wrong.
    public init(_ name: String, summary: String, violation: @escaping @Sendable (InvariantFrame) -> String?) {
        self.name = name
        self.summary = summary
        self.violation = violation
    }
}
