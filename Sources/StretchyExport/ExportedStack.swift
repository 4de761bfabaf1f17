import StretchyBehaviors
import StretchyCore

/// A stack resolved for export: every behaviour in run order (its stage's defaults included), every declared
/// parameter's value in canonical text, read from the invocations and the registry's descriptions.
struct ExportedStack: Sendable {
    /// The behaviours, in the order the stack runs them.
    let behaviors: [ExportedBehavior]
    /// The built stack.
    let stack: BehaviorStack

    /// The header the stack lays out.
    var header: HeaderConfiguration { stack.configuration }

    /// Resolves a stack text; the registry checks it first, so every value read here is valid.
    ///
    /// - Throws: ``StackExportError/invalidStack(_:)`` with the registry's error.
    init(text: String, registry: BehaviorRegistry, header: HeaderConfiguration) throws(StackExportError) {
        var invocations: [BehaviorInvocation]
        do {
            invocations = try BehaviorInvocation.parseStack(text)
            stack = try registry.makeStack(invocations: invocations, configuration: header)
        } catch {
            throw .invalidStack(error)
        }
        let factories = invocations.compactMap { registry.behavior(forID: $0.name) }
        let owned = Set(factories.map(\.description.stage))
        for stage in BehaviorStage.allCases where stage.isExclusive && !owned.contains(stage) {
            if let identifier = registry.defaults[stage] { invocations.append(BehaviorInvocation(name: identifier)) }
        }
        let builtIn = Set(BehaviorRegistry.builtIn.identifiers)
        let resolved = invocations.compactMap { invocation -> ExportedBehavior? in
            guard let description = registry.behavior(forID: invocation.name)?.description else { return nil }
            var written: [String: String] = [:]
            for (key, value) in invocation.parameters { written[key] = value }
            let values = description.parameters.map {
                ExportedValue(parameter: $0, written: written[$0.name], header: header)
            }
            return ExportedBehavior(
                description: description, values: values,
                isImplied: registry.defaults[description.stage] == description.identifier
                    && values.allSatisfy(\.isDefault),
                isBuiltIn: builtIn.contains(description.identifier))
        }
        behaviors = resolved.enumerated()
            .sorted { lhs, rhs in
                lhs.element.description.stage != rhs.element.description.stage
                    ? lhs.element.description.stage < rhs.element.description.stage : lhs.offset < rhs.offset
            }
            .map(\.element)
    }

    /// The canonical stack text: the behaviours in run order with the parameters that are not defaults, in
    /// declaration order; a stage's default with default parameters is left out, as the stack gets it anyway (unless
    /// nothing else is left).
    var text: String {
        let written = behaviors.filter { !$0.isImplied }
        return (written.isEmpty ? Array(behaviors.prefix(1)) : written).map(\.text).joined(separator: ",")
    }

    /// The behaviours a platform text must express: every one but the implied stage defaults.
    var expressed: [ExportedBehavior] {
        behaviors.filter { !$0.isImplied }
    }
}
