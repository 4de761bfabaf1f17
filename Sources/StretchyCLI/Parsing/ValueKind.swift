import StretchyCore
import StretchyReplay
import _StretchySystem

/// What an option's or argument's value must look like, range included; the parser checks it before the command
/// runs, so every out-of-range value is a usage error (64) with the same wording, whichever option it is.
enum ValueKind: Hashable, Sendable {
    /// Any text, such as a path or a name.
    case string
    /// A whole number inside a range, such as `4` for `--jobs` (1 to 64).
    case integer(ClosedRange<Int>)
    /// A finite number inside a range, such as `0.5` or `1e-9`.
    case number(NumberRange)
    /// One word out of a fixed list, such as `csv` or `jsonl`. Help lists them; errors say which are accepted.
    case choice([String])
    /// A share of a corpus, `I/N` (``CorpusShard``): `N` from 1 to 1,000,000 and `I` from 0 to `N - 1`.
    case shard

    /// Whether `text` is a valid value of this kind.
    func accepts(_ text: String) -> Bool {
        switch self {
        case .string: true
        case .integer(let range): DecimalNumber.integer(text).map(range.contains) ?? false
        case .number(let range): DecimalNumber.parse(text).map { $0.isFinite && range.contains($0) } ?? false
        case .choice(let words): words.contains(text)
        case .shard: CorpusShard(text: text) != nil
        }
    }

    /// The sentence an invalid-value error adds after its first sentence, such as `Accepted values: csv, jsonl.`,
    /// led by the nearest accepted word when `text` looks like a typo of one: `Did you mean 'slow-drag'? ...`.
    func expectation(for text: String) -> String? {
        switch self {
        case .string: nil
        case .integer(let range) where range == Self.anyInteger: "Expected a whole number."
        case .integer(let range): "Expected a whole number from \(range.lowerBound) to \(range.upperBound)."
        case .number(let range) where range == .any: "Expected a number."
        case .number(let range): "Expected a number \(Self.words(range))."
        case .choice(let words): NameSuggestion.hint(for: text, among: words, listing: "Accepted values")
        case .shard:
            if let count = CorpusShard.count(in: text), (1...CorpusShard.maximumCount).contains(count) {
                "Expected I/N with I a whole number from 0 to \(count - 1)."
            } else {
                "Expected I/N: N a whole number from 1 to \(CorpusShard.maximumCount), I from 0 to N-1."
            }
        }
    }

    /// A range in words: `from 1 to 1000`, `above 0`, `at least 0`, `above 0 and at most 1`.
    static func words(_ range: NumberRange) -> String {
        if let lower = range.lower, let upper = range.upper, range.includesLower, range.includesUpper {
            return "from \(NumberFormatting.shortest(lower)) to \(NumberFormatting.shortest(upper))"
        }
        let lower = range.lower.map { (range.includesLower ? "at least " : "above ") + NumberFormatting.shortest($0) }
        let upper = range.upper.map { (range.includesUpper ? "at most " : "below ") + NumberFormatting.shortest($0) }
        return [lower, upper].compactMap { $0 }.joined(separator: " and ")
    }

    /// Every whole number: `.integer(ValueKind.anyInteger)` is a whole number with no range.
    static let anyInteger = Int.min...Int.max
}
