import _StretchySystem

/// The accepted values of a numeric parameter: an interval whose ends may be open, closed or unbounded.
public struct NumberRange: Hashable, Sendable, CustomStringConvertible {
    /// The lower end, or `nil` for no lower bound.
    public var lower: Double?
    /// Whether the lower end itself is accepted.
    public var includesLower: Bool
    /// The upper end, or `nil` for no upper bound.
    public var upper: Double?
    /// Whether the upper end itself is accepted.
    public var includesUpper: Bool

    /// Every finite number.
    public static let any = NumberRange(lower: nil, includesLower: false, upper: nil, includesUpper: false)
    /// Zero and every positive finite number.
    public static let nonNegative = NumberRange(lower: 0, includesLower: true, upper: nil, includesUpper: false)
    /// Every positive finite number.
    public static let positive = NumberRange(lower: 0, includesLower: false, upper: nil, includesUpper: false)

    /// Creates a range.
    public init(lower: Double?, includesLower: Bool, upper: Double?, includesUpper: Bool) {
        self.lower = lower
        self.includesLower = includesLower
        self.upper = upper
        self.includesUpper = includesUpper
    }

    /// Whether `value` is finite and inside the range.
    public func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        if let lower, includesLower ? value < lower : value <= lower { return false }
        if let upper, includesUpper ? value > upper : value >= upper { return false }
        return true
    }

    /// Interval notation, as in help and error text: `(0, 1]`, `[0, inf)`, `any finite number`.
    public var description: String {
        if lower == nil, upper == nil { return "any finite number" }
        let open = lower.map { (includesLower ? "[" : "(") + NumberFormatting.shortest($0) } ?? "(-inf"
        let close = upper.map { NumberFormatting.shortest($0) + (includesUpper ? "]" : ")") } ?? "inf)"
        return "\(open), \(close)"
    }
}
