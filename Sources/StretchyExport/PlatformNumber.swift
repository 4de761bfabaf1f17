import _StretchySystem

/// Numbers as platform texts write them: shortest round-trip form.
enum PlatformNumber {
    /// `280`, `0.5`.
    static func text(_ value: Double) -> String {
        NumberFormatting.shortest(value)
    }
}
