import _StretchySystem

/// The type of a behaviour parameter, its accepted values and its default.
public enum ParameterKind: Hashable, Sendable {
    /// A finite number inside a range. A `nil` default means the behaviour derives one (its summary says how).
    case number(NumberRange, default: Double?)
    /// Numbers inside a range joined by `+`, strictly increasing, such as `0+0.5+1`, in the one decimal grammar of
    /// ``DecimalNumber``; an empty default means none.
    case numbers(NumberRange, default: [Double])
    /// One word out of a fixed list.
    case choice([String], default: String)
    /// One or more subview ids joined by `+`, such as `title+avatar`.
    case subviews(default: SubviewSelection)
    /// `true` or `false`.
    case flag(default: Bool)

    /// What the parameter accepts, as help and error text put it.
    package var acceptedValues: String {
        switch self {
        case .number(let range, _) where range.lower == nil && range.upper == nil: "any finite number"
        case .number(let range, _): "a number in \(range)"
        case .numbers(let range, _) where range.lower == nil && range.upper == nil:
            "increasing numbers joined by '+'"
        case .numbers(let range, _): "increasing numbers in \(range) joined by '+'"
        case .choice(let words, _): "one of " + words.joined(separator: ", ")
        case .subviews: "subview ids joined by '+'"
        case .flag: "true or false"
        }
    }

    /// The default as help text shows it.
    package var defaultDescription: String {
        switch self {
        case .number(_, let value): value.map(NumberFormatting.shortest) ?? "from the header"
        case .numbers(_, let values) where values.isEmpty: "none"
        case .numbers(_, let values): values.map(NumberFormatting.shortest).joined(separator: "+")
        case .choice(_, let word): word
        case .subviews(let selection): selection.description
        case .flag(let value): String(value)
        }
    }
}
