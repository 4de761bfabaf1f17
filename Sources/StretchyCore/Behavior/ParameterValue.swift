/// A parameter's value after parsing and checking, or its default.
public enum ParameterValue: Hashable, Sendable {
    /// A number inside the parameter's range.
    case number(Double)
    /// Numbers inside the parameter's range, strictly increasing.
    case numbers([Double])
    /// One of the parameter's words.
    case choice(String)
    /// Indexes into ``HeaderConfiguration/subviews``, in the order given.
    case subviews([Int])
    /// A boolean.
    case flag(Bool)
    /// A number parameter left out whose default the behaviour derives.
    case derived
}
