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

extension SubviewAttributeKey {
    /// The key a frame column or an example names as `<subview id>.<attribute>` (`"title.alpha"`), or `nil` when the
    /// subview or the attribute does not exist. Splits at the last dot: attribute names have none, subview ids may.
    package init?(column: String, in configuration: HeaderConfiguration) {
        guard let dot = column.lastIndex(of: "."),
            let subview = configuration.subviewIndex(of: String(column[..<dot])),
            let attribute = SubviewAttribute(rawValue: String(column[column.index(after: dot)...]))
        else { return nil }
        self.init(subview, attribute)
    }
}
