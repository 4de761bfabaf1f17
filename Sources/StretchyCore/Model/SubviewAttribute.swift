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
        lhs.ordinal < rhs.ordinal
    }
}

extension SubviewAttribute {
    /// Every attribute in declaration order, built once: the one order of frame files, configuration files and the
    /// plugin interface's attribute buffer (`STRETCHY_PLUGIN_ATTRIBUTE_COUNT` doubles per subview).
    package static let ordered: [SubviewAttribute] = allCases

    /// MGCollapsingHeader's nine attributes, everything but ``scale``: what a configuration file sets at rest and
    /// what `transform` moves, in ``ordered`` order.
    package static let configurable: [SubviewAttribute] = ordered.filter { $0 != .scale }

    /// The attribute's position in ``ordered``.
    package var ordinal: Int { Self.ordered.firstIndex(of: self)! }

    /// Whether the attribute is one of the frame's four (`x`, `y`, `width`, `height`), which a configuration file
    /// nests under `frame`.
    package var isFrameAttribute: Bool { ordinal < 4 }
}
