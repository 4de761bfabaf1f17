/// Options of one command that cannot be given together, such as `--session` and `--all`.
public struct ExclusiveGroup: Hashable, Sendable {
    /// The long names of the options, with their dashes.
    public var names: [String]
    /// Whether exactly one of them must be given (otherwise at most one).
    public var isRequired: Bool

    /// Creates a group.
    ///
    /// - Parameters:
    ///   - names: The long names of the options, such as `["--session", "--all"]`.
    ///   - isRequired: Whether one of them must be given.
    public init(_ names: [String], isRequired: Bool = false) {
        self.names = names
        self.isRequired = isRequired
    }
}
