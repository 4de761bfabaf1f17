/// Why a behaviour stack was refused.
public enum BehaviorError: UserFacingError, Equatable {
    /// Two commas with nothing between them, or a stack that starts or ends with one.
    case emptyItem(position: Int)
    /// A parameter written without `=`, such as `fade=by`.
    case malformedParameter(behavior: String, text: String)
    /// Parameters joined to the behaviour's name with ':' instead of '=', such as `fade:by=0.5`.
    case colonAfterName(behavior: String, text: String)
    /// A subview id where a behaviour name should be: a second target after a comma, such as the `avatar` of
    /// `fade=target=title,avatar`, where subviews are joined with '+'.
    case subviewAsBehavior(name: String, previous: String)
    /// A behaviour name that no registered behaviour has.
    case unknownBehavior(name: String, available: [String])
    /// A parameter the behaviour does not declare.
    case unknownParameter(behavior: String, parameter: String, accepted: [String])
    /// The same parameter given twice to one behaviour.
    case duplicateParameter(behavior: String, parameter: String)
    /// A value outside what the parameter accepts, with the accepted word nearest to it when it is likely a typo.
    case invalidValue(behavior: String, parameter: String, value: String, accepted: String, suggestion: String? = nil)
    /// A list of numbers that is empty, has an empty item or one that is not a number, one outside the range, or is
    /// not strictly increasing.
    case invalidList(behavior: String, parameter: String, value: String, problem: String)
    /// A subview id that the header does not have.
    case unknownSubview(behavior: String, parameter: String, id: String, available: [String])
    /// A subview a behaviour targets by default, left unnamed on the command line, that the header does not have.
    /// Refused rather than skipped, for every behaviour alike: a behaviour that silently does nothing looks like a
    /// bug in it.
    /// Every such subview of one behaviour is named at once.
    case missingDefaultSubviews(behavior: String, missing: [DefaultSubview], available: [String])
    /// Two behaviours that own the same exclusive stage.
    case conflict(stage: BehaviorStage, first: String, second: String)
    /// Two behaviours registered with one identifier.
    case duplicateIdentifier(String)
    /// An identifier that is not kebab-case.
    case invalidIdentifier(String)
    /// Parameters that are each valid but break a rule of the modelled system together, such as Android's scroll
    /// flags without `scroll`.
    case invalidCombination(behavior: String, rule: String)
    /// A behaviour of a plugin loaded at run time refused to be created; its own words, passed through.
    case pluginRefused(behavior: String, description: String, hint: String?)

    /// What is wrong, naming the behaviour, parameter or value.
    public var description: String {
        switch self {
        case .emptyItem(let position):
            "behaviour \(position) of the stack is empty"
        case .malformedParameter(let behavior, let text):
            "'\(text)' in '\(behavior)' is not a parameter: it has no '='"
        case .colonAfterName(let behavior, let text):
            "'\(text)' joins its parameters to '\(behavior)' with ':'"
        case .subviewAsBehavior(let name, _):
            "unknown behaviour '\(name)': it is a subview of the header, written after a ','"
        case .unknownBehavior(let name, _):
            "unknown behaviour '\(name)'"
        case .unknownParameter(let behavior, let parameter, _):
            "'\(behavior)' has no parameter '\(parameter)'"
        case .duplicateParameter(let behavior, let parameter):
            "'\(behavior)' is given '\(parameter)' twice"
        case .invalidValue(let behavior, let parameter, let value, let accepted, let suggestion):
            "'\(value)' is not a valid value for '\(behavior)' parameter '\(parameter)': it takes \(accepted)"
                + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
        case .invalidList(let behavior, let parameter, let value, let problem):
            "'\(value)' is not a valid list for '\(behavior)' parameter '\(parameter)': \(problem)"
        case .unknownSubview(let behavior, let parameter, let id, _):
            "'\(behavior)' parameter '\(parameter)' names subview '\(id)', which the header does not have"
        case .missingDefaultSubviews(let behavior, let missing, _) where missing.count == 1:
            "'\(behavior)' parameter '\(missing[0].parameter)' defaults to subview '\(missing[0].id)', which the header does not have"
        case .missingDefaultSubviews(let behavior, let missing, _):
            "'\(behavior)' defaults to subviews "
                + Self.list(missing.map { "'\($0.id)' (\($0.parameter))" }) + ", which the header does not have"
        case .conflict(let stage, let first, let second):
            "'\(first)' and '\(second)' both set the \(stage.rawValue) stage; a stack takes only one of them"
        case .duplicateIdentifier(let identifier):
            "two behaviours are registered as '\(identifier)'"
        case .invalidIdentifier(let identifier):
            "'\(identifier)' is not a kebab-case identifier"
        case .invalidCombination(let behavior, let rule):
            "'\(behavior)' is given parameters that break a rule: \(rule)"
        case .pluginRefused(_, let description, _):
            description
        }
    }

    /// How to put it right.
    public var hint: String? {
        switch self {
        case .emptyItem:
            return "Separate behaviours with single commas, for example 'top-only,fade'."
        case .malformedParameter(let behavior, _):
            return "Write parameters as key=value after the name, joined by ':', for example '\(behavior)=key=value'."
        case .colonAfterName(let behavior, let text):
            let parameters = text.drop { $0 != ":" }.dropFirst()
            return "Put '=' between the name and its first parameter: '\(behavior)=\(parameters)'."
        case .subviewAsBehavior(let name, let previous):
            return "Join several subviews with '+', not ',': '\(previous)+\(name)'."
        case .unknownBehavior(let name, let available):
            // `top-only:fade`: behaviours joined as parameters are (':' separates a behaviour's parameters).
            let parts = name.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            if parts.count > 1, parts.allSatisfy(available.contains) {
                return "Separate behaviours with ',' (':' separates one behaviour's parameters): "
                    + "'\(parts.joined(separator: ","))'."
            }
            return NameSuggestion.hint(for: name, among: available, listing: "Behaviours")
        case .unknownParameter(_, let parameter, let accepted):
            return accepted.isEmpty
                ? "It takes no parameters."
                : NameSuggestion.hint(for: parameter, among: accepted, listing: "Parameters")
        case .duplicateParameter:
            return "Give each parameter once."
        case .invalidValue(let behavior, _, _, _, _):
            return "The description of '\(behavior)' lists its parameters and their ranges."
        case .invalidList(let behavior, _, _, _):
            return "Join increasing numbers with '+', each once, such as '0+0.5+1'; the description of '\(behavior)' "
                + "gives their range."
        case .unknownSubview(_, _, let id, let available):
            return NameSuggestion.hint(for: id, among: available, listing: "Subviews")
        case .missingDefaultSubviews(let behavior, let missing, let available):
            var parameters: [String] = []
            for item in missing where !parameters.contains(item.parameter) { parameters.append(item.parameter) }
            let named = parameters.map { "\($0)=ID" }.joined(separator: ":")
            let fix =
                available.isEmpty
                ? "leave '\(behavior)' out of the stack (the header has no subviews)."
                : "name the targets with '\(behavior)=\(named)' (subviews: \(available.joined(separator: ", "))), "
                    + "or leave '\(behavior)' out of the stack."
            guard let starter = StarterHeader.file(having: missing.map(\.id)) else {
                return fix.prefix(1).uppercased() + fix.dropFirst()
            }
            return "\(starter) has \(missing.count == 1 ? "it" : "them"); or \(fix)"
        case .conflict(let stage, _, _):
            return "Keep one \(stage.rawValue) behaviour."
        case .duplicateIdentifier:
            return "Give every behaviour its own identifier."
        case .invalidIdentifier:
            return "Use lowercase words joined by hyphens, such as 'my-parallax'."
        case .invalidCombination(let behavior, _):
            return "The description of '\(behavior)' lists the combinations it allows."
        case .pluginRefused(_, _, let hint):
            return hint
        }
    }

    /// Items joined for a sentence: `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
    private static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
