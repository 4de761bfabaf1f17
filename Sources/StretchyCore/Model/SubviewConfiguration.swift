/// A header subview and its resting attributes, as given in a header configuration file.
public struct SubviewConfiguration: Hashable, Sendable {
    /// The subview's identifier, unique within a header: behaviours target subviews by it.
    public var id: String
    /// The subview's attributes at rest (ratio 0, stretch factor 1). `scale` is always 1.
    public var restingAttributes: SubviewAttributes

    /// Creates a subview; every attribute but the frame takes GSK's and UIKit's defaults.
    public init(
        id: String,
        frame: Rect,
        alpha: Double = 1,
        cornerRadius: Double = 0,
        shadowRadius: Double = 0,
        shadowOpacity: Double = 0,
        fontSize: Double = 0
    ) {
        self.id = id
        self.restingAttributes = SubviewAttributes(
            frame: frame,
            alpha: alpha,
            cornerRadius: cornerRadius,
            shadowRadius: shadowRadius,
            shadowOpacity: shadowOpacity,
            fontSize: fontSize
        )
    }
}
