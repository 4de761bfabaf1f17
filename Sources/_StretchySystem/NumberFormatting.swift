/// Writes numbers in their shortest round-trip form, the one form used in every file and message.
package enum NumberFormatting {
    /// The shortest text that reads back as exactly `value`: `0.1`, `280`, `-1e-07`, `nan`, `inf`.
    ///
    /// Integral values print without a fraction (`280`, not `280.0`), so files stay easy to read.
    package static func shortest(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == value.rounded(.towardZero), abs(value) < 1e15 {
            return value == 0 && value.sign == .minus ? "-0" : String(Int64(value))
        }
        return "\(value)"
    }
}
