import _StretchySystem

/// Numbers for people: counts with their noun and thousands separators, lengths of time in hours, minutes and
/// seconds. Machine output (`--format json`, frame files) does not use these; it keeps the shortest exact form.
///
/// For example:
///
/// ```swift
/// HumanUnits.count(1_000_835, "sample")  // "1,000,835 samples"
/// HumanUnits.count(1, "stroke")  // "1 stroke"
/// HumanUnits.seconds(16_620)  // "4 h 37 min"
/// ```
enum HumanUnits {
    /// A whole number with a comma between each group of three digits: `1,000,835`.
    static func grouped(_ value: Int) -> String { NumberFormatting.grouped(value) }

    /// A count and its noun, singular for exactly one: `1 sample`, `2 samples`, `1,024 sessions`.
    ///
    /// - Parameters:
    ///   - value: How many.
    ///   - singular: The noun for one.
    ///   - plural: The noun for any other count; `singular` with an `s` when left out.
    static func count(_ value: Int, _ singular: String, plural: String? = nil) -> String {
        NumberFormatting.count(value, singular, plural: plural)
    }

    /// A length of time: `0.05 s` and `59.5 s` (at most 4 significant digits) under a minute, then `4 min 38 s`,
    /// then `4 h 37 min`.
    static func seconds(_ value: Double) -> String {
        guard value.isFinite, value >= 60 else { return "\(SummaryFormatter.readable(value)) s" }
        let whole = Int(value.rounded())
        if whole < 3600 { return "\(whole / 60) min \(whole % 60) s" }
        let minutes = Int((value / 60).rounded())
        return "\(grouped(minutes / 60)) h \(minutes % 60) min"
    }
}
