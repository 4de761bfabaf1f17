/// An invariant a plugin behaviour's description declares (interface 2's `invariants` key): its name and summary.
/// The plugin's `check_invariant` evaluates it, per instance.
struct PluginInvariantDeclaration: Sendable, Equatable {
    /// The kebab-case name; `check` reports it as `behaviour.name`.
    let name: String
    /// One line on what holds.
    let summary: String
}
