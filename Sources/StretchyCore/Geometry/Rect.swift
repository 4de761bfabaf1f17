/// A rectangle in points, y growing downward.
public struct Rect: Hashable, Sendable {
    /// The origin's x.
    public var x: Double
    /// The origin's y.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
