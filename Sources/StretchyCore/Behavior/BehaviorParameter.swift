/// One parameter of a behaviour, as written on the command line: `name=key=value`, untyped.
///
/// Behaviours declare their parameters as typed ``Parameter`` values; this is what each one declares, as help,
/// errors and the plugin interface read it.
public struct BehaviorParameter: Hashable, Sendable {
    /// The parameter's key, in camelCase or kebab-case as the behaviour documents it.
    public var name: String
    /// One sentence on what the parameter does.
    public var summary: String
    /// Its type, accepted values and default.
    public var kind: ParameterKind

    /// Creates a parameter description, for a ``Parameter`` or for a description read from a plugin.
    package init(_ name: String, _ kind: ParameterKind, summary: String) {
        self.name = name
        self.kind = kind
        self.summary = summary
    }
}
