import StretchyCore
import StretchyPluginKit
import _StretchySystem

/// The text and JSON that `stretchy-replay behaviors` prints, built from behaviour descriptions.
enum BehaviorListing {
    /// Every behaviour of a registry: identifier, stage, summary and parameters; a plugin's behaviours are marked
    /// with the plugin's path (`parallax (effects, plugin libParallaxPlugin.so)`), and the command for one
    /// behaviour's details names the plugins as they were given.
    static func list(_ registry: BehaviorRegistry, plugins: [LoadedPlugin] = [], tool: String = "stretchy-replay")
        -> String
    {
        guard !registry.behaviors.isEmpty else { return "No behaviours are registered.\n" }
        let blocks = registry.behaviors.map { behavior -> String in
            let description = behavior.description
            var block = heading(description, registry: registry, plugins: plugins) + "\n"
            block += description.summary.wrapped(to: HelpFormatter.screenWidth, indent: 2) + "\n"
            if !description.parameters.isEmpty {
                block += "  Parameters:\n"
                block += description.parameters.map { parameterElement($0, indent: 4) }.joined()
            }
            return block
        }
        let footer = """
            Write a stack as behaviours joined by commas, each with its parameters as \
            'name=key=value:key=value', such as 'top-only,fade=target=title'. A stack that names no behaviour of an \
            exclusive stage gets the one marked 'default'.
            """
        return blocks.joined(separator: "\n") + "\n" + footer.wrapped(to: HelpFormatter.screenWidth) + "\n"
            + "  See '\(tool) behaviors <behavior>\(pluginWords(plugins))' for details and examples.\n"
    }

    /// ` --plugin A.so --plugin B.so`: the options that load these plugins again, as the user gave their paths.
    static func pluginWords(_ plugins: [LoadedPlugin]) -> String {
        plugins.isEmpty ? "" : " " + ShellWords.line(plugins.flatMap { ["--plugin", $0.path] })
    }

    /// One behaviour in full: heading, summary, discussion, parameters and examples.
    static func detail(_ behavior: BehaviorFactory, registry: BehaviorRegistry, plugins: [LoadedPlugin] = [])
        -> String
    {
        let description = behavior.description
        var text = heading(description, registry: registry, plugins: plugins) + ": " + description.name + "\n\n"
        text += description.summary.wrapped(to: HelpFormatter.screenWidth) + "\n"
        if !description.discussion.isEmpty {
            text += "\n" + description.discussion.wrapped(to: HelpFormatter.screenWidth) + "\n"
        }
        if description.readsPreviousFrame {
            text += "\nReads the previous frame: its output depends on the frames before it.\n"
        }
        if !description.parameters.isEmpty {
            text += "\nPARAMETERS:\n" + description.parameters.map { parameterElement($0, indent: 2) }.joined()
        }
        if !description.examples.isEmpty {
            text += "\nEXAMPLES:\n"
            text += description.examples.map { HelpFormatter.element(label: $0.stack, text: $0.title) }.joined()
        }
        return text
    }

    /// Every behaviour of a registry as a JSON object `{"behaviors": [...]}`.
    static func json(_ registry: BehaviorRegistry) -> String {
        JSONValue.object([("behaviors", .array(registry.behaviors.map { json($0, registry: registry) }))])
            .rendered() + "\n"
    }

    /// One behaviour as a JSON object.
    static func json(_ behavior: BehaviorFactory, registry: BehaviorRegistry) -> JSONValue {
        let description = behavior.description
        return .object([
            ("identifier", .string(description.identifier)),
            ("name", .string(description.name)),
            ("stage", .string(description.stage.rawValue)),
            ("stage_default", .bool(isStageDefault(description, registry))),
            ("reads_previous_frame", .bool(description.readsPreviousFrame)),
            ("summary", .string(description.summary)),
            ("discussion", .string(description.discussion)),
            (
                "parameters",
                .array(
                    description.parameters.map { parameter in
                        .object([
                            ("name", .string(parameter.name)),
                            ("kind", .string(kindName(parameter.kind))),
                            ("summary", .string(parameter.summary)),
                            ("accepts", .string(parameter.kind.acceptedValues)),
                            ("default", .string(parameter.kind.defaultDescription)),
                        ])
                    })
            ),
            (
                "examples",
                .array(
                    description.examples.map { example in
                        .object([("title", .string(example.title)), ("stack", .string(example.stack))])
                    })
            ),
        ])
    }

    // MARK: - Pieces

    /// `fade (effects)`, `top-only (expansion, default)` or `parallax (effects, plugin libParallaxPlugin.so)`.
    private static func heading(
        _ description: BehaviorDescription, registry: BehaviorRegistry, plugins: [LoadedPlugin]
    ) -> String {
        let plugin = plugins.first { $0.identifiers.contains(description.identifier) }
        let tags =
            [description.stage.rawValue] + (isStageDefault(description, registry) ? ["default"] : [])
            + (plugin.map { ["plugin \(TerminalText.visible($0.path))"] } ?? [])
        return "\(description.identifier) (\(tags.joined(separator: ", ")))"
    }

    private static func parameterElement(_ parameter: BehaviorParameter, indent: Int) -> String {
        let notes = "(accepts \(parameter.kind.acceptedValues); default: \(parameter.kind.defaultDescription))"
        let text = parameter.summary.isEmpty ? notes : "\(parameter.summary) \(notes)"
        return HelpFormatter.element(label: parameter.name, text: text, indent: indent)
    }

    private static func isStageDefault(_ description: BehaviorDescription, _ registry: BehaviorRegistry) -> Bool {
        registry.defaults[description.stage] == description.identifier
    }

    private static func kindName(_ kind: ParameterKind) -> String {
        switch kind {
        case .number: "number"
        case .numbers: "numbers"
        case .choice: "choice"
        case .subviews: "subviews"
        case .flag: "flag"
        }
    }
}
