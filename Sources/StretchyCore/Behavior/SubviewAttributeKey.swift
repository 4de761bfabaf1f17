/// One attribute of one subview: a column of a frames file, such as `title.alpha`.
public struct SubviewAttributeKey: Hashable, Sendable, Comparable {
    /// The subview's index in ``HeaderConfiguration/subviews``.
    public var subview: Int
    /// The attribute.
    public var attribute: SubviewAttribute

    /// Creates a key.
    public init(_ subview: Int, _ attribute: SubviewAttribute) {
        self.subview = subview
        self.attribute = attribute
    }

    /// Orders keys by subview, then by attribute.
    public static func < (lhs: SubviewAttributeKey, rhs: SubviewAttributeKey) -> Bool {
        (lhs.subview, lhs.attribute) < (rhs.subview, rhs.attribute)
    }
}
