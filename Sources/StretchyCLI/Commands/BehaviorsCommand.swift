import StretchyCore

/// `stretchy-replay behaviors [<behavior>] [--format <format>] [--plugin <path> ...]`: the behaviours of the
/// registry, like `swiftlint rules`.
///
/// Without an identifier it lists every behaviour with its stage, summary and parameters (accepted values and
/// defaults), marking the default of each exclusive stage; with one it shows that behaviour's discussion and the
/// stacks of its examples too. An unknown identifier is a usage error with "Did you mean …?". `--plugin` loads
/// plugin libraries first, so their behaviours are listed too; a plugin that fails to load is a ``PluginError``.
public struct BehaviorsCommand: Command {
    /// The `behaviors` command's spec.
    public static var spec: CommandSpec {
        CommandSpec(
            name: "behaviors",
            abstract: "List the header behaviours, their stages and parameters.",
            discussion: "Give an identifier to see one behaviour's discussion and examples.",
            arguments: [
                ArgumentSpec("behavior", help: "The identifier of one behaviour, such as 'top-only'.", isOptional: true)
            ],
            options: [CommonOptions.textOrJSON, CommonOptions.plugin])
    }

    /// Creates the command.
    public init() {}

    /// Prints the behaviours of ``CommandContext/registry``.
    ///
    /// - Throws: ``ValidationError`` for an identifier the registry does not have; ``PluginError`` for a plugin that
    ///   does not load.
    public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let registry = try context.registry(loadingPlugins: arguments.strings("--plugin"))
        let json = arguments.string("--format") == "json"
        guard let identifier = arguments.string("<behavior>") else {
            context.standardOutput.write(json ? BehaviorListing.json(registry) : BehaviorListing.list(registry))
            return .success
        }
        guard let behavior = registry.behavior(forID: identifier) else {
            throw ValidationError(Self.unknownMessage(identifier, among: registry.identifiers))
        }
        context.standardOutput.write(
            json
                ? BehaviorListing.json(behavior, registry: registry).rendered() + "\n"
                : BehaviorListing.detail(behavior, registry: registry))
        return .success
    }

    private static func unknownMessage(_ identifier: String, among identifiers: [String]) -> String {
        let message = "Unknown behaviour '\(identifier)'"
        if let nearest = NameSuggestion.didYouMean(identifier, among: identifiers) {
            return "\(message). Did you mean '\(nearest)'?"
        }
        if identifiers.isEmpty {
            return "\(message). No behaviours are registered."
        }
        return "\(message). Behaviours: \(identifiers.joined(separator: ", "))."
    }
}
