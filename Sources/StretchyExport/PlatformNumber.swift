import _StretchySystem

/// Numbers as platform texts write them: shortest round-trip form.
enum PlatformNumber {
    /// `280`, `0.5`.
    static func text(_ value: Double) -> String {
        NumberFormatting.shortest(value)
    }
}

extension PlatformNumber {
    /// The number of a text ``text(_:)`` wrote.
    static func value(_ text: String) -> Double? {
        DecimalNumber.parse(text)
    }
}
