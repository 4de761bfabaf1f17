import _StretchySystem

/// What an option's or argument's value must look like; the parser checks it before the command runs.
enum ValueKind: Hashable, Sendable {
    /// Any text, such as a path or a name.
    case string
    /// A whole number, such as `4`.
    case integer
    /// A finite number, such as `0.5` or `1e-9`.
    case number
    /// One word out of a fixed list, such as `csv` or `jsonl`. Help lists them; errors say which are accepted.
    case choice([String])

    /// Whether `text` is a valid value of this kind.
    func accepts(_ text: String) -> Bool {
        switch self {
        case .string: true
        case .integer: DecimalNumber.integer(text) != nil
        case .number: DecimalNumber.parse(text).map(\.isFinite) ?? false
        case .choice(let words): words.contains(text)
        }
    }

    /// The sentence an invalid-value error adds after its first sentence, such as `Accepted values: csv, jsonl.`
    var expectation: String? {
        switch self {
        case .string: nil
        case .integer: "Expected a whole number."
        case .number: "Expected a number."
        case .choice(let words): "Accepted values: \(words.joined(separator: ", "))."
        }
    }
}
