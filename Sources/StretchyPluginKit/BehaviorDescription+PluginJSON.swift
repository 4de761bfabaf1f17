import StretchyCore
import _StretchySystem

extension BehaviorDescription {
    /// The description as the plugin interface carries it: every field but ``examples`` (``continuitySlope`` and
    /// ``exclusions`` cross as optional keys, when declared; of ``invariants``, code that cannot cross, interface 2
    /// carries each one's name and summary, when there are any, and its `check_invariant` runs the code), as one
    /// JSON object (docs/plugins.md, "The JSON that crosses", and `stretchy_plugin.schema.json`).
    ///
    /// For example, for a behaviour with one number parameter:
    ///
    /// ```json
    /// {"identifier":"parallax","name":"Parallax","stage":"effects","summary":"…","discussion":"…",
    ///  "readsPreviousFrame":false,"parameters":[{"name":"multiplier","summary":"…","kind":"number",
    ///  "lower":"0","includesLower":true,"upper":"1","includesUpper":true,"default":"0.5"}]}
    /// ```
    package var pluginJSON: String {
        let parameters = parameters.map { parameter in
            var fields = [
                "\"name\":" + PluginJSON.quote(parameter.name), "\"summary\":" + PluginJSON.quote(parameter.summary),
            ]
            switch parameter.kind {
            case .number(let range, let value):
                fields += [
                    "\"kind\":\"number\"", "\"lower\":" + PluginJSON.number(range.lower),
                    "\"includesLower\":\(range.includesLower)", "\"upper\":" + PluginJSON.number(range.upper),
                    "\"includesUpper\":\(range.includesUpper)", "\"default\":" + PluginJSON.number(value),
                ]
            case .numbers(let range, let values):
                fields += [
                    "\"kind\":\"numbers\"", "\"lower\":" + PluginJSON.number(range.lower),
                    "\"includesLower\":\(range.includesLower)", "\"upper\":" + PluginJSON.number(range.upper),
                    "\"includesUpper\":\(range.includesUpper)",
                    "\"default\":[" + values.map { PluginJSON.number($0) }.joined(separator: ",") + "]",
                ]
            case .choice(let words, let word):
                fields += [
                    "\"kind\":\"choice\"", "\"words\":" + PluginJSON.strings(words),
                    "\"default\":" + PluginJSON.quote(word),
                ]
            case .subviews(.named(let ids)):
                fields += ["\"kind\":\"subviews\"", "\"named\":" + PluginJSON.strings(ids)]
            case .subviews(.allExcept(let ids)):
                fields += ["\"kind\":\"subviews\"", "\"allExcept\":" + PluginJSON.strings(ids)]
            case .flag(let value):
                fields += ["\"kind\":\"flag\"", "\"default\":\(value)"]
            }
            return "{" + fields.joined(separator: ",") + "}"
        }
        var fields = [
            "\"identifier\":" + PluginJSON.quote(identifier), "\"name\":" + PluginJSON.quote(name),
            "\"stage\":" + PluginJSON.quote(stage.rawValue), "\"summary\":" + PluginJSON.quote(summary),
            "\"discussion\":" + PluginJSON.quote(discussion), "\"readsPreviousFrame\":\(readsPreviousFrame)",
            "\"parameters\":[" + parameters.joined(separator: ",") + "]",
        ]
        // What `stretchy-replay check` reads (docs/check.md); optional keys, written only when declared, so a
        // description without them is the same text as before and hosts that do not know them ignore them.
        if let continuitySlope { fields.append("\"continuitySlope\":" + PluginJSON.number(continuitySlope)) }
        if !exclusions.isEmpty {
            let list = exclusions.map {
                "{\"invariant\":" + PluginJSON.quote($0.invariant) + ",\"reason\":" + PluginJSON.quote($0.reason) + "}"
            }
            fields.append("\"exclusions\":[" + list.joined(separator: ",") + "]")
        }
        // Interface 2: the invariants' names and summaries, in the order `check_invariant` numbers them; written only
        // when there are any, so a description without them is the same text as interface 1's.
        if !invariants.isEmpty {
            let list = invariants.map {
                "{\"name\":" + PluginJSON.quote($0.name) + ",\"summary\":" + PluginJSON.quote($0.summary) + "}"
            }
            fields.append("\"invariants\":[" + list.joined(separator: ",") + "]")
        }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// Reads a description written by ``pluginJSON``.
    ///
    /// - Parameters:
    ///   - text: The JSON.
    ///   - interfaceVersion: The interface version of the table it came from, for messages.
    /// - Throws: ``PluginJSONProblem`` naming the first field that is missing or wrong.
    init(pluginJSON text: String, interfaceVersion: UInt32 = StretchyPlugin.interfaceVersion)
        throws(PluginJSONProblem)
    {
        let object = try PluginJSON.object(text)
        let stageName = try PluginJSON.string(object, "stage")
        guard let stage = BehaviorStage(rawValue: stageName) else {
            throw PluginJSONProblem(
                "'stage' is '\(stageName)', not one of expansion, content, effects, pinning, settling")
        }
        guard stage != .settling else {
            // The frame of interfaces 1 and 2 carries no settle offset, so a settling plugin could not say where to
            // settle.
            throw PluginJSONProblem(
                "'stage' is 'settling', which plugin interface \(interfaceVersion) cannot carry (it has no settle "
                    + "offset)")
        }
        guard let list = object["parameters"] as? [[String: Any]] else {
            throw PluginJSONProblem("'parameters' is not a list of objects")
        }
        var parameters: [BehaviorParameter] = []
        for parameter in list {
            let name = try PluginJSON.string(parameter, "name")
            let kind: ParameterKind
            switch try PluginJSON.string(parameter, "kind") {
            case "number":
                let range = NumberRange(
                    lower: try PluginJSON.number(parameter, "lower"),
                    includesLower: try PluginJSON.bool(parameter, "includesLower"),
                    upper: try PluginJSON.number(parameter, "upper"),
                    includesUpper: try PluginJSON.bool(parameter, "includesUpper"))
                kind = .number(range, default: try PluginJSON.number(parameter, "default"))
            case "numbers":
                let range = NumberRange(
                    lower: try PluginJSON.number(parameter, "lower"),
                    includesLower: try PluginJSON.bool(parameter, "includesLower"),
                    upper: try PluginJSON.number(parameter, "upper"),
                    includesUpper: try PluginJSON.bool(parameter, "includesUpper"))
                kind = .numbers(range, default: try PluginJSON.numbers(parameter, "default"))
            case "choice":
                kind = .choice(
                    try PluginJSON.strings(parameter, "words"), default: try PluginJSON.string(parameter, "default"))
            case "subviews":
                if parameter["named"] != nil {
                    kind = .subviews(default: .named(try PluginJSON.strings(parameter, "named")))
                } else {
                    kind = .subviews(default: .allExcept(try PluginJSON.strings(parameter, "allExcept")))
                }
            case "flag":
                kind = .flag(default: try PluginJSON.bool(parameter, "default"))
            case let other:
                throw PluginJSONProblem(
                    "parameter '\(name)' has kind '\(other)', not number, numbers, choice, subviews or flag")
            }
            try Self.checkConsistency(name: name, kind: kind, among: parameters)
            parameters.append(BehaviorParameter(name, kind, summary: try PluginJSON.string(parameter, "summary")))
        }
        self.init(
            identifier: try PluginJSON.string(object, "identifier"),
            name: try PluginJSON.string(object, "name"),
            stage: stage,
            summary: try PluginJSON.string(object, "summary"),
            discussion: try PluginJSON.string(object, "discussion"),
            parameters: parameters,
            readsPreviousFrame: try PluginJSON.bool(object, "readsPreviousFrame"),
            continuitySlope: try PluginJSON.number(object, "continuitySlope"),
            exclusions: try Self.exclusions(in: object))
    }

    /// The characters a stack's text uses between behaviours, parameters, keys and values, and subviews: a name or
    /// word holding one could never be written in a stack.
    static let stackSeparators: Set<Character> = ["=", ",", ":", "+"]

    /// Refuses a parameter that contradicts itself, so a plugin's mistake shows when it loads rather than as a value
    /// no stack can give: a name or word that holds a separator of the stack text, is empty or repeats; a range that
    /// holds no number; a default outside its range or words; a choice of no words.
    private static func checkConsistency(name: String, kind: ParameterKind, among earlier: [BehaviorParameter])
        throws(PluginJSONProblem)
    {
        func checkWord(_ word: String, _ what: String) throws(PluginJSONProblem) {
            if word.isEmpty { throw PluginJSONProblem("\(what) is empty") }
            if let separator = word.first(where: { stackSeparators.contains($0) || $0.isWhitespace }) {
                throw PluginJSONProblem(
                    "\(what) '\(word)' holds '\(separator)', which a stack's text cannot carry in a name "
                        + "(it separates behaviours, parameters and subviews)")
            }
        }
        try checkWord(name, "a parameter's name")
        if earlier.contains(where: { $0.name == name }) {
            throw PluginJSONProblem("parameter '\(name)' is declared twice")
        }
        func checkRange(_ range: NumberRange, defaults: [Double]) throws(PluginJSONProblem) {
            if let lower = range.lower, let upper = range.upper,
                lower > upper || (lower == upper && !(range.includesLower && range.includesUpper))
            {
                throw PluginJSONProblem("parameter '\(name)': its range \(range.description) holds no number")
            }
            if let outside = defaults.first(where: { !range.contains($0) }) {
                throw PluginJSONProblem(
                    "parameter '\(name)': its default \(NumberFormatting.shortest(outside)) is not in its range "
                        + range.description)
            }
        }
        switch kind {
        case .number(let range, let value):
            try checkRange(range, defaults: value.map { [$0] } ?? [])
        case .numbers(let range, let values):
            try checkRange(range, defaults: values)
        case .choice(let words, let word):
            guard !words.isEmpty else { throw PluginJSONProblem("parameter '\(name)' is a choice of no words") }
            for word in words { try checkWord(word, "a word of parameter '\(name)'") }
            if Set(words).count != words.count {
                throw PluginJSONProblem("parameter '\(name)' lists a word twice")
            }
            guard words.contains(word) else {
                throw PluginJSONProblem(
                    "parameter '\(name)': its default '\(word)' is not one of its words "
                        + words.joined(separator: ", "))
            }
        case .subviews(.named(let ids)), .subviews(.allExcept(let ids)):
            for id in ids { try checkWord(id, "a subview of parameter '\(name)'") }
        case .flag:
            break
        }
    }

    /// Interface 2's optional `invariants` list: objects with a kebab-case `name`, unique, and a `summary`.
    ///
    /// - Throws: ``PluginJSONProblem`` naming what is wrong.
    static func pluginInvariants(in text: String) throws(PluginJSONProblem) -> [PluginInvariantDeclaration] {
        let object = try PluginJSON.object(text)
        guard let value = object["invariants"] else { return [] }
        guard let list = value as? [[String: Any]] else {
            throw PluginJSONProblem("'invariants' is not a list of objects")
        }
        var invariants: [PluginInvariantDeclaration] = []
        for item in list {
            let name = try PluginJSON.string(item, "name")
            // The rule of behaviour identifiers: lowercase words joined by single hyphens.
            let kebab = BehaviorDescription(identifier: name, name: "", stage: .effects, summary: "")
            guard kebab.hasValidIdentifier else {
                throw PluginJSONProblem("invariant '\(name)' is not a kebab-case name")
            }
            guard !invariants.contains(where: { $0.name == name }) else {
                throw PluginJSONProblem("invariant '\(name)' is declared twice")
            }
            invariants.append(PluginInvariantDeclaration(name: name, summary: try PluginJSON.string(item, "summary")))
        }
        return invariants
    }

    /// The optional `exclusions` list: objects with an `invariant` and a `reason`.
    private static func exclusions(in object: [String: Any]) throws(PluginJSONProblem) -> [InvariantExclusion] {
        guard let value = object["exclusions"] else { return [] }
        guard let list = value as? [[String: Any]] else {
            throw PluginJSONProblem("'exclusions' is not a list of objects")
        }
        var exclusions: [InvariantExclusion] = []
        for item in list {
            exclusions.append(
                InvariantExclusion(
                    try PluginJSON.string(item, "invariant"), reason: try PluginJSON.string(item, "reason")))
        }
        return exclusions
    }
}
