/// Options of one command that cannot be given together, such as `--session` and `--all`.
struct ExclusiveGroup: Hashable, Sendable {
    /// The long names of the options, with their dashes.
    var names: [String]
    /// Whether exactly one of them must be given (otherwise at most one).
    var isRequired: Bool

    /// Creates a group.
    ///
    /// - Parameters:
    ///   - options: The options, such as `[session, all]`.
    ///   - isRequired: Whether one of them must be given.
    init(_ options: [any OptionDeclaring], isRequired: Bool = false) {
        self.names = options.map(\.definition.name)
        self.isRequired = isRequired
    }
}
