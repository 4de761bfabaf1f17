/// The smallest and largest value seen of one output field.
package struct ValueRange: Hashable, Sendable {
    /// The smallest value, or +infinity before any value.
    package private(set) var minimum = Double.infinity
    /// The largest value, or -infinity before any value.
    package private(set) var maximum = -Double.infinity

    /// An empty range.
    package init() {}

    /// A range from `minimum` to `maximum`.
    package init(minimum: Double, maximum: Double) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Widens the range to include `value`.
    package mutating func include(_ value: Double) {
        if value < minimum { minimum = value }
        if value > maximum { maximum = value }
    }
}
