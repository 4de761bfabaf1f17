/// The smallest and largest value seen of one output field.
public struct ValueRange: Hashable, Sendable {
    /// The smallest value, or +infinity before any value.
    public private(set) var minimum = Double.infinity
    /// The largest value, or -infinity before any value.
    public private(set) var maximum = -Double.infinity

    /// An empty range.
    public init() {}

    /// A range from `minimum` to `maximum`.
    public init(minimum: Double, maximum: Double) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Widens the range to include `value`.
    public mutating func include(_ value: Double) {
        if value < minimum { minimum = value }
        if value > maximum { maximum = value }
    }
}
