/// Everything the parser and help need to know about a command: its name, documentation, arguments, options and
/// subcommands.
///
/// A command declares its spec once, as a `static let`, from its typed option and argument specs; help, usage
/// lines and error messages are all derived from it, so they cannot disagree.
///
/// For example:
///
/// ```swift
/// static let spec = CommandSpec(
///     name: "export",
///     abstract: "Write one session's samples as CSV or JSON Lines.",
///     arguments: [CommonOptions.database],
///     options: [session, format, output])
/// ```
struct CommandSpec: Sendable {
    /// The name typed on the command line, in kebab-case: `import-touches`.
    var name: String
    /// One sentence: the `OVERVIEW:` line of help and the command's line in its parent's `SUBCOMMANDS:`.
    var abstract: String
    /// Paragraphs printed after the abstract in help; empty for none.
    var discussion: String
    /// The positional arguments, in order.
    var arguments: [ArgumentDefinition]
    /// The options and flags, in the order help lists them. `-h, --help` is added by the parser.
    var options: [OptionDefinition]
    /// Options that cannot be given together.
    var exclusiveGroups: [ExclusiveGroup]
    /// The subcommands, in the order help lists them.
    var subcommands: [any Command.Type]
    /// The subcommand run when the first argument names none, or `nil` when a subcommand is required.
    var defaultSubcommand: (any Command.Type)?
    /// The version printed by `--version`, for the root command; `nil` elsewhere.
    var version: String?

    /// Creates a command spec.
    ///
    /// - Parameters:
    ///   - name: The name typed on the command line.
    ///   - abstract: One sentence on what the command does.
    ///   - discussion: Paragraphs for help.
    ///   - arguments: The positional arguments, in order.
    ///   - options: The options and flags.
    ///   - exclusiveGroups: Options that cannot be given together.
    ///   - subcommands: The subcommands.
    ///   - defaultSubcommand: The subcommand run when the first argument names none.
    ///   - version: The version printed by `--version`.
    init(
        name: String,
        abstract: String,
        discussion: String = "",
        arguments: [any ArgumentDeclaring] = [],
        options: [any OptionDeclaring] = [],
        exclusiveGroups: [ExclusiveGroup] = [],
        subcommands: [any Command.Type] = [],
        defaultSubcommand: (any Command.Type)? = nil,
        version: String? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments.map(\.definition)
        self.options = options.map(\.definition)
        self.exclusiveGroups = exclusiveGroups
        self.subcommands = subcommands
        self.defaultSubcommand = defaultSubcommand
        self.version = version
    }

    /// The option with this long or short name, if the command declares one.
    func option(named name: String) -> OptionDefinition? {
        options.first { $0.name == name || $0.shortName == name }
    }

    /// The subcommand with this name, if the command has one.
    func subcommand(named name: String) -> (any Command.Type)? {
        subcommands.first { $0.spec.name == name }
    }
}
