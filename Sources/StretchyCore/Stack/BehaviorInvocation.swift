/// One behaviour of a stack as written, before it is looked up: `fade=target=title:by=0.3`.
package struct BehaviorInvocation: Hashable, Sendable {
    /// The behaviour's name as written.
    package var name: String
    /// The parameters as written, in order: key and raw value.
    package var parameters: [(key: String, value: String)]

    /// Creates an invocation.
    package init(name: String, parameters: [(key: String, value: String)] = []) {
        self.name = name
        self.parameters = parameters
    }

    /// Parses a stack in the command-line form: comma-separated behaviours, each optionally followed by `=` and
    /// `key=value` parameters joined by `:`.
    ///
    /// For example, `top-only,fade=target=title+avatar:by=0.3,anchor-bottom` gives three invocations. Blank text
    /// gives none. Spaces around names, keys and values are ignored.
    ///
    /// - Throws: ``BehaviorError/emptyItem(position:)``, ``BehaviorError/colonAfterName(behavior:text:)`` or
    ///   ``BehaviorError/malformedParameter(behavior:text:)``.
    package static func parseStack(_ text: String) throws(BehaviorError) -> [BehaviorInvocation] {
        let trimmed = text.trimmingSpaces
        guard !trimmed.isEmpty else { return [] }
        var invocations: [BehaviorInvocation] = []
        for (index, item) in trimmed.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
            let item = String(item).trimmingSpaces
            let head = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(head[0]).trimmingSpaces
            guard !name.isEmpty else { throw .emptyItem(position: index + 1) }
            if let colon = name.firstIndex(of: ":"), head.count == 2 {
                // `fade:by=0.5`: the parameters joined to the name with ':' instead of '='.
                throw .colonAfterName(behavior: String(name[..<colon]), text: item)
            }
            var parameters: [(key: String, value: String)] = []
            if head.count == 2 {
                for text in head[1].split(separator: ":", omittingEmptySubsequences: false) {
                    let pair = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                    let key = String(pair[0]).trimmingSpaces
                    guard pair.count == 2, !key.isEmpty else {
                        throw .malformedParameter(behavior: name, text: String(text))
                    }
                    parameters.append((key, String(pair[1]).trimmingSpaces))
                }
            }
            invocations.append(BehaviorInvocation(name: name, parameters: parameters))
        }
        return invocations
    }

    /// Compares names and parameters.
    package static func == (lhs: BehaviorInvocation, rhs: BehaviorInvocation) -> Bool {
        lhs.name == rhs.name && lhs.parameters.map(\.key) == rhs.parameters.map(\.key)
            && lhs.parameters.map(\.value) == rhs.parameters.map(\.value)
    }

    /// Hashes the name and parameters.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        for parameter in parameters {
            hasher.combine(parameter.key)
            hasher.combine(parameter.value)
        }
    }
}
