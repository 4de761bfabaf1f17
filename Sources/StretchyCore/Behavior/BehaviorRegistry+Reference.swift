extension BehaviorRegistry {
    /// A Markdown reference of every registered behaviour: stage, summary, discussion, parameters and examples.
    ///
    /// `docs/behaviors.md` is this text for the built-in registry; a test keeps the two equal.
    package func markdownReference() -> String {
        var text = """
            # Behaviours

            Generated from the behaviours' own descriptions (`BehaviorRegistry.markdownReference()`); a test keeps \
            this file equal to them. Regenerate with `STRETCHY_RECORD=1 swift test --filter BehaviorReference`.

            A stack is written `name=key=value:key=value,name,...`; subview lists join ids with `+`. Stages run in \
            the order \(BehaviorStage.allCases.map(\.rawValue).joined(separator: ", ")); a stack holds at most one \
            behaviour of each exclusive stage (expansion, content). \(defaultsSentence)

            A `target` default names subviews by id (`tabs`, `avatar`, `background`) or takes every subview but \
            some. When the header lacks a subview a behaviour targets by default, the stack is refused, as it is \
            when the subview is named: `'tabs' parameter 'target' defaults to subview 'tabs', which the header \
            does not have`. The same holds for every behaviour, plugins' included: name the target or leave the \
            behaviour out.


            """
        for behavior in behaviors {
            let description = behavior.description
            text += "## `\(description.identifier)`: \(description.name)\n\n"
            text += "Stage: \(description.stage.rawValue)"
            text += description.readsPreviousFrame ? " (reads the previous frame)." : "."
            text += " \(description.summary)\n\n\(description.discussion)\n\n"
            if description.parameters.isEmpty {
                text += "No parameters.\n\n"
            } else {
                text += "| parameter | accepts | default | what it does |\n|---|---|---|---|\n"
                for parameter in description.parameters {
                    text += "| `\(parameter.name)` | \(parameter.kind.acceptedValues) | "
                    text += "\(parameter.kind.defaultDescription) | \(parameter.summary) |\n"
                }
                text += "\n"
            }
            if !description.invariants.isEmpty || description.continuitySlope != nil {
                text += "Invariants (checked by `stretchy-replay check`, docs/check.md):\n\n"
                if let slope = description.continuitySlope {
                    text += "- continuity: the header's height and y change by at most \(slope) x the offset's change\n"
                }
                for invariant in description.invariants {
                    text += "- `\(description.identifier).\(invariant.name)`: \(invariant.summary)\n"
                }
                text += "\n"
            }
            for exclusion in description.exclusions {
                text += "Not checked: `\(exclusion.invariant)`, because \(exclusion.reason).\n\n"
            }
            text += "Examples (each is a test):\n\n"
            for example in description.examples {
                text += "- \(example.title): `\(example.stack)`, \(example.frames.count) frames\n"
            }
            text += "\n"
        }
        return text
    }

    private var defaultsSentence: String {
        let defaults = BehaviorStage.allCases.compactMap { stage in
            self.defaults[stage].map { "`\($0)` for \(stage.rawValue)" }
        }
        return defaults.isEmpty ? "" : "A stack that names none gets " + defaults.joined(separator: " and ") + "."
    }
}
