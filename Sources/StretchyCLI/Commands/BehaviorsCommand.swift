import StretchyCore

/// `stretchy-replay behaviors [<behavior>] [--format <format>] [--plugin <path> ...]`: the behaviours of the
/// registry, like `swiftlint rules`.
///
/// Without an identifier it lists every behaviour with its stage, summary and parameters (accepted values and
/// defaults), marking the default of each exclusive stage; with one it shows that behaviour's discussion and the
/// stacks of its examples too. An unknown identifier is a usage error with "Did you mean …?". `--plugin` loads
/// plugin libraries first, so their behaviours are listed too; a plugin that fails to load is a ``PluginError``.
struct BehaviorsCommand: Command {
    static let behavior: ArgumentSpec<String?> = .optional(
        "behavior", help: "The identifier of one behaviour, such as 'top-only'.")
    static let format = CommonOptions.format()

    static let spec = CommandSpec(
        name: "behaviors",
        abstract: "List the header behaviours, their stages and parameters.",
        discussion: "Give an identifier to see one behaviour's discussion and examples.",
        arguments: [behavior],
        options: [format, StackOptions.plugins])

    var behavior: String?
    var format: OutputFormat
    var plugins: [String]

    init(_ arguments: ParsedArguments) {
        behavior = arguments[Self.behavior]
        format = arguments[Self.format]
        plugins = arguments[StackOptions.plugins]
    }

    /// Prints the behaviours of ``CommandContext/registry``.
    ///
    /// - Throws: ``ValidationError`` for an identifier the registry does not have; ``PluginError`` for a plugin that
    ///   does not load.
    func run(context: CommandContext) throws -> ExitCode {
        let (registry, loaded) = try context.plugins(loading: plugins)
        let json = format == .json
        guard let identifier = behavior else {
            context.standardOutput.write(
                json
                    ? BehaviorListing.json(registry)
                    : BehaviorListing.list(registry, plugins: loaded, tool: context.toolName ?? "stretchy-replay"))
            return .success
        }
        guard let behavior = registry.behavior(forID: identifier) else {
            let error = BehaviorError.unknownBehavior(name: identifier, available: registry.identifiers)
            throw ValidationError(
                error, hint: registry.identifiers.isEmpty ? "No behaviours are registered." : error.hint)
        }
        context.standardOutput.write(
            json
                ? BehaviorListing.json(behavior, registry: registry).rendered() + "\n"
                : BehaviorListing.detail(behavior, registry: registry, plugins: loaded))
        return .success
    }
}
