/// A stretchy header: GSKStretchyHeaderView's properties plus the subviews that behaviours move.
///
/// For example:
///
/// ```swift
/// let header = try HeaderConfiguration(maximumContentHeight: 280, minimumContentHeight: 64)
/// ```
public struct HeaderConfiguration: Hashable, Sendable {
    /// The content height when the header is expanded (GSK `maximumContentHeight`).
    public var maximumContentHeight: Double
    /// The content height when the header is collapsed (GSK `minimumContentHeight`).
    public var minimumContentHeight: Double
    /// Padding inside the header around the content view (GSK `contentInset`).
    public var contentInset: EdgeInsets
    /// Whether the content view gets shorter than `maximumContentHeight` as the header collapses.
    public var contentShrinks: Bool
    /// Whether the content view gets taller than `maximumContentHeight` when the header is over-stretched.
    public var contentExpands: Bool
    /// The header's subviews, in drawing order.
    public var subviews: [SubviewConfiguration]

    /// Creates a configuration and checks it.
    ///
    /// - Throws: ``ConfigurationError`` naming the first invalid key or subview id.
    public init(
        maximumContentHeight: Double,
        minimumContentHeight: Double = 0,
        contentInset: EdgeInsets = .zero,
        contentShrinks: Bool = true,
        contentExpands: Bool = true,
        subviews: [SubviewConfiguration] = []
    ) throws(ConfigurationError) {
        self.maximumContentHeight = maximumContentHeight
        self.minimumContentHeight = minimumContentHeight
        self.contentInset = contentInset
        self.contentShrinks = contentShrinks
        self.contentExpands = contentExpands
        self.subviews = subviews
        try validate()
    }

    /// The full header height when expanded: `maximumContentHeight` plus the vertical insets.
    public var maximumHeight: Double { maximumContentHeight + contentInset.vertical }

    /// The full header height when collapsed: `minimumContentHeight` plus the vertical insets.
    public var minimumHeight: Double { minimumContentHeight + contentInset.vertical }

    /// The index of the subview with this id, if there is one.
    public func subviewIndex(of id: String) -> Int? {
        subviews.firstIndex { $0.id == id }
    }

    /// GSK's stretch factor for a header height: `(height - verticalInset - minC) / (maxC - minC)`.
    ///
    /// GSK divides by zero when the maximum and minimum content heights are equal; here the factor is then 1 when the
    /// header is at least its maximum height and 0 otherwise (GSK leaves it undefined; see docs/behaviors.md).
    ///
    /// - Complexity: O(1); called once per frame.
    @inlinable
    public func stretchFactor(forHeaderHeight height: Double) -> Double {
        let range = maximumContentHeight - minimumContentHeight
        guard range > 0 else { return height >= maximumHeight ? 1 : 0 }
        return (height - contentInset.vertical - minimumContentHeight) / range
    }

    /// Checks every rule a configuration must satisfy.
    ///
    /// - Throws: ``ConfigurationError`` naming the first invalid key or subview id.
    public func validate() throws(ConfigurationError) {
        let numbers: [(String, Double)] = [
            ("maximumContentHeight", maximumContentHeight),
            ("minimumContentHeight", minimumContentHeight),
            ("contentInset.top", contentInset.top),
            ("contentInset.left", contentInset.left),
            ("contentInset.bottom", contentInset.bottom),
            ("contentInset.right", contentInset.right),
        ]
        for (key, value) in numbers {
            guard value.isFinite else { throw .notFinite(key: key, value: value) }
            guard value >= 0 else { throw .negative(key: key, value: value) }
        }
        guard minimumContentHeight <= maximumContentHeight else {
            throw .minimumAboveMaximum(minimum: minimumContentHeight, maximum: maximumContentHeight)
        }
        var seen = Set<String>()
        for subview in subviews {
            guard !subview.id.isEmpty else { throw .emptySubviewID }
            guard subview.id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
            else { throw .invalidSubviewID(subview.id) }
            guard seen.insert(subview.id).inserted else { throw .duplicateSubviewID(subview.id) }
            for attribute in SubviewAttribute.allCases {
                let value = subview.restingAttributes[attribute]
                let key = "subviews[\(subview.id)].\(attribute.rawValue)"
                guard value.isFinite else { throw .notFinite(key: key, value: value) }
                let mayBeNegative = attribute == .x || attribute == .y
                guard mayBeNegative || value >= 0 else { throw .negative(key: key, value: value) }
            }
        }
    }
}
