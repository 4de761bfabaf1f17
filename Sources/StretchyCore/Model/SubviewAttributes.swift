/// The values of every ``SubviewAttribute`` of one header subview in one frame.
public struct SubviewAttributes: Hashable, Sendable {
    /// The frame's origin x, in the content view's coordinates.
    public var x: Double
    /// The frame's origin y, in the content view's coordinates.
    public var y: Double
    /// The frame's width.
    public var width: Double
    /// The frame's height.
    public var height: Double
    /// The opacity, 0 (transparent) to 1 (opaque).
    public var alpha: Double
    /// The layer's corner radius.
    public var cornerRadius: Double
    /// The layer's shadow radius.
    public var shadowRadius: Double
    /// The layer's shadow opacity.
    public var shadowOpacity: Double
    /// The point size of the subview's font.
    public var fontSize: Double
    /// The zoom scale of the subview's image, 1 at rest.
    public var scale: Double

    /// Creates a subview's attributes; every value but the frame takes GSK's and UIKit's defaults.
    public init(
        frame: Rect,
        alpha: Double = 1,
        cornerRadius: Double = 0,
        shadowRadius: Double = 0,
        shadowOpacity: Double = 0,
        fontSize: Double = 0,
        scale: Double = 1
    ) {
        self.x = frame.x
        self.y = frame.y
        self.width = frame.width
        self.height = frame.height
        self.alpha = alpha
        self.cornerRadius = cornerRadius
        self.shadowRadius = shadowRadius
        self.shadowOpacity = shadowOpacity
        self.fontSize = fontSize
        self.scale = scale
    }

    /// Reads or writes one attribute by name.
    public subscript(attribute: SubviewAttribute) -> Double {
        get {
            switch attribute {
            case .x: x
            case .y: y
            case .width: width
            case .height: height
            case .alpha: alpha
            case .cornerRadius: cornerRadius
            case .shadowRadius: shadowRadius
            case .shadowOpacity: shadowOpacity
            case .fontSize: fontSize
            case .scale: scale
            }
        }
        set {
            switch attribute {
            case .x: x = newValue
            case .y: y = newValue
            case .width: width = newValue
            case .height: height = newValue
            case .alpha: alpha = newValue
            case .cornerRadius: cornerRadius = newValue
            case .shadowRadius: shadowRadius = newValue
            case .shadowOpacity: shadowOpacity = newValue
            case .fontSize: fontSize = newValue
            case .scale: scale = newValue
            }
        }
    }
}
