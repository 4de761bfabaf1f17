/// Padding around a rectangle's edges, as UIKit's `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: Double
    /// The left inset.
    public var left: Double
    /// The bottom inset.
    public var bottom: Double
    /// The right inset.
    public var right: Double

    /// Insets of zero on every edge.
    public static let zero = EdgeInsets()

    /// Creates insets; omitted edges are 0.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The sum of the top and bottom insets.
    public var vertical: Double { top + bottom }
    /// The sum of the left and right insets.
    public var horizontal: Double { left + right }
}
