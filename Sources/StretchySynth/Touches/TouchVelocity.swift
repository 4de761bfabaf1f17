/// A finger's velocity on both axes, in the trace's units per second.
///
/// For example:
///
/// ```swift
/// let velocity = TouchVelocity(x: 219.6, y: 1304.7)
/// ```
package struct TouchVelocity: Hashable, Sendable {
    /// Horizontal velocity, units per second (positive: rightward).
    package var x: Double
    /// Vertical velocity, units per second (positive: downward).
    package var y: Double

    /// Creates a velocity.
    ///
    /// - Parameters:
    ///   - x: Horizontal velocity.
    ///   - y: Vertical velocity.
    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// No motion.
    static let zero = TouchVelocity(x: 0, y: 0)
}
