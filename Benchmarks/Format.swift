import Foundation

/// Number formatting for the report.
enum Format {
    /// `value` with `digits` decimals.
    static func fixed(_ value: Double, _ digits: Int = 2) -> String {
        String(format: "%.\(digits)f", value)
    }

    /// Nanoseconds as seconds or milliseconds.
    static func duration(_ nanoseconds: Double) -> String {
        nanoseconds >= 1e9 ? fixed(nanoseconds / 1e9, 3) + " s" : fixed(nanoseconds / 1e6, 1) + " ms"
    }

    /// A ratio, `1.23x`.
    static func ratio(_ value: Double) -> String {
        fixed(value) + "x"
    }

    /// A count with thousands separators, `1,000,000`.
    static func count(_ value: Int) -> String {
        let digits = String(value)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }
}
