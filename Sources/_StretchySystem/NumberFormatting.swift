/// Writes numbers in their shortest round-trip form, the one form used in every file and message.
package enum NumberFormatting {
    /// The shortest text that reads back as exactly `value`: `0.1`, `280`, `-1e-07`, `nan`, `inf`.
    ///
    /// Integral values print without a fraction (`280`, not `280.0`), so files stay easy to read.
    package static func shortest(_ value: Double) -> String {
        var text = ""
        appendShortest(value, to: &text)
        return text
    }

    /// Appends ``shortest(_:)``'s text of `value` to `text`, with no string of its own in between: the form for
    /// writers of many numbers (a report's data holds tens of thousands).
    package static func appendShortest(_ value: Double, to text: inout String) {
        if value.isNaN {
            text += "nan"
        } else if value.isInfinite {
            text += value < 0 ? "-inf" : "inf"
        } else if value == value.rounded(.towardZero), abs(value) < 1e15 {
            text += value == 0 && value.sign == .minus ? "-0" : String(Int64(value))
        } else {
            value.write(to: &text)
        }
    }

    /// A whole number with a comma between each group of three digits, for people: `1,000,835`.
    package static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return value < 0 ? "-" + text : text
    }

    /// A count and its noun for people, singular for exactly one: `1 sample`, `2 samples`, `1,024 sessions`.
    ///
    /// - Parameters:
    ///   - value: How many.
    ///   - singular: The noun for one.
    ///   - plural: The noun for any other count; `singular` with an `s` when left out.
    package static func count(_ value: Int, _ singular: String, plural: String? = nil) -> String {
        "\(grouped(value)) \(value == 1 ? singular : plural ?? singular + "s")"
    }
}
