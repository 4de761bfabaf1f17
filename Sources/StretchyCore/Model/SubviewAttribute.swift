/// One animatable attribute of a header subview: MGCollapsingHeader's nine `MGAttribute`s plus `scale`.
public enum SubviewAttribute: String, CaseIterable, Sendable, Hashable, Comparable {
    /// The frame's origin x, in the content view's coordinates.
    case x
    /// The frame's origin y, in the content view's coordinates.
    case y
    /// The frame's width.
    case width
    /// The frame's height.
    case height
    /// The opacity, 0 (transparent) to 1 (opaque).
    case alpha
    /// The layer's corner radius.
    case cornerRadius
    /// The layer's shadow radius.
    case shadowRadius
    /// The layer's shadow opacity.
    case shadowOpacity
    /// The point size of the subview's font.
    case fontSize
    /// The zoom scale of the subview's image (1 at rest); set by pull-to-zoom.
    case scale

    /// Orders attributes by declaration, the order used in frame files.
    public static func < (lhs: SubviewAttribute, rhs: SubviewAttribute) -> Bool {
        lhs.order < rhs.order
    }

    private var order: Int { Self.allCases.firstIndex(of: self)! }
}
