/// Everything the parser and help need to know about a command: its name, documentation, arguments, options and
/// subcommands.
///
/// A command declares its spec as a computed static property; help, usage lines and error messages are all
/// derived from it, so they cannot disagree.
///
/// For example:
///
/// ```swift
/// static var spec: CommandSpec {
///     CommandSpec(
///         name: "export",
///         abstract: "Write one session's samples as CSV or JSON Lines.",
///         arguments: [ArgumentSpec("session.db", help: "The session database.")],
///         options: [
///             .option("--session", valueName: "name", help: "The session to export.", required: true),
///             .option("--format", valueName: "format", help: "The file format.", kind: .choice(["csv", "jsonl"]),
///                     defaultValue: "csv"),
///         ])
/// }
/// ```
public struct CommandSpec {
    /// The name typed on the command line, in kebab-case: `import-touches`.
    public var name: String
    /// One sentence: the `OVERVIEW:` line of help and the command's line in its parent's `SUBCOMMANDS:`.
    public var abstract: String
    /// Paragraphs printed after the abstract in help; empty for none.
    public var discussion: String
    /// The positional arguments, in order.
    public var arguments: [ArgumentSpec]
    /// The options and flags, in the order help lists them. `-h, --help` is added by the parser.
    public var options: [OptionSpec]
    /// Options that cannot be given together.
    public var exclusiveGroups: [ExclusiveGroup]
    /// The subcommands, in the order help lists them.
    public var subcommands: [any Command.Type]
    /// The subcommand run when the first argument names none, or `nil` when a subcommand is required.
    public var defaultSubcommand: (any Command.Type)?
    /// The version printed by `--version`, for the root command; `nil` elsewhere.
    public var version: String?

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
    public init(
        name: String,
        abstract: String,
        discussion: String = "",
        arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [],
        exclusiveGroups: [ExclusiveGroup] = [],
        subcommands: [any Command.Type] = [],
        defaultSubcommand: (any Command.Type)? = nil,
        version: String? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.exclusiveGroups = exclusiveGroups
        self.subcommands = subcommands
        self.defaultSubcommand = defaultSubcommand
        self.version = version
    }

    /// The option with this long or short name, if the command declares one.
    public func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name || $0.shortName == name }
    }

    /// The subcommand with this name, if the command has one.
    public func subcommand(named name: String) -> (any Command.Type)? {
        subcommands.first { $0.spec.name == name }
    }
}
