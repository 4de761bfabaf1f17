import _StretchySystem

/// Why a header configuration was refused.
public enum ConfigurationError: UserFacingError, Equatable {
    /// The text is not valid JSON, or its top level is not an object.
    case invalidJSON(String)
    /// A key that a header configuration does not have.
    case unknownKey(key: String, accepted: [String])
    /// A key whose value has the wrong JSON type.
    case wrongType(key: String, expected: String)
    /// A number that is NaN or infinite.
    case notFinite(key: String, value: Double)
    /// A number that must not be negative but is.
    case negative(key: String, value: Double)
    /// `minimumContentHeight` is above `maximumContentHeight`.
    case minimumAboveMaximum(minimum: Double, maximum: Double)
    /// A subview without an id, or with an empty one.
    case emptySubviewID
    /// A subview id with characters other than ASCII letters, digits, `-` and `_`: ids name columns and stack
    /// parameters, where `,` `+` `:` `=` and `.` have meanings of their own.
    case invalidSubviewID(String)
    /// Two subviews with the same id.
    case duplicateSubviewID(String)

    /// What is wrong, naming the key or subview id.
    public var description: String {
        switch self {
        case .invalidJSON(let detail):
            "the header configuration is not the JSON object expected: \(detail)"
        case .unknownKey(let key, _):
            "unknown key '\(key)' in the header configuration"
        case .wrongType(let key, let expected):
            "'\(key)' must be \(expected)"
        case .notFinite(let key, let value):
            "'\(key)' must be a finite number, not \(value)"
        case .negative(let key, let value):
            "'\(key)' must not be negative, but it is \(NumberFormatting.shortest(value))"
        case .minimumAboveMaximum(let minimum, let maximum):
            "'minimumContentHeight' (\(NumberFormatting.shortest(minimum))) is above 'maximumContentHeight' "
                + "(\(NumberFormatting.shortest(maximum)))"
        case .emptySubviewID:
            "a subview has no 'id'"
        case .invalidSubviewID(let id):
            "the subview id '\(id)' has characters other than letters, digits, '-' and '_'"
        case .duplicateSubviewID(let id):
            "two subviews have the id '\(id)'"
        }
    }

    /// How to put it right.
    public var hint: String? {
        switch self {
        case .invalidJSON:
            "Write the header as one JSON object, for example {\"maximumContentHeight\": 280}."
        case .unknownKey(let key, let accepted):
            NameSuggestion.hint(
                for: String(key.split(separator: ".").last ?? ""), among: accepted, listing: "Accepted keys")
        case .wrongType, .notFinite, .negative:
            "The README's 'Headers' section shows every key, with GSK's defaults for the ones left out."
        case .minimumAboveMaximum:
            "Make 'minimumContentHeight' at most 'maximumContentHeight'."
        case .emptySubviewID:
            "Give every subview a non-empty \"id\"."
        case .invalidSubviewID:
            "Use ids such as 'avatar' or 'title-2': they name frame columns like 'avatar.alpha'."
        case .duplicateSubviewID:
            "Give every subview its own id."
        }
    }
}
