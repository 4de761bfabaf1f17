import StretchyCore

/// The range of offsets a scroll view rests in: from the top edge (`-insetTop`) to the bottom edge.
///
/// Outside the range the content is overscrolled: the rubber band resists a drag there and a spring brings the
/// content back after release. The bottom edge is `max(-insetTop, contentHeight - viewportHeight)`, the same rule as
/// ``StretchyCore/ScrollSample/maximumOffsetY``, so content shorter than the viewport rests at the top.
///
/// For example:
///
/// ```swift
/// let bounds = ScrollBounds(insetTop: 280, viewportHeight: 844, contentHeight: 3000)
/// // bounds.minimumOffset == -280, bounds.maximumOffset == 2156
/// ```
struct ScrollBounds: Hashable, Sendable {
    /// The top edge: the smallest offset the content rests at.
    var minimumOffset: Double
    /// The bottom edge: the largest offset the content rests at; never below ``minimumOffset``.
    var maximumOffset: Double

    /// Creates bounds from two edges; a maximum below the minimum is raised to it.
    ///
    /// - Parameters:
    ///   - minimumOffset: The top edge.
    ///   - maximumOffset: The bottom edge.
    init(minimumOffset: Double, maximumOffset: Double) {
        self.minimumOffset = minimumOffset
        self.maximumOffset = max(minimumOffset, maximumOffset)
    }

    /// Creates the bounds of a scroll view from its geometry.
    ///
    /// - Parameters:
    ///   - insetTop: The adjusted content inset top in points.
    ///   - viewportHeight: The visible height in points.
    ///   - contentHeight: The content height in points.
    init(insetTop: Double, viewportHeight: Double, contentHeight: Double) {
        self.init(minimumOffset: -insetTop, maximumOffset: contentHeight - viewportHeight)
    }

    /// Whether `offset` lies within the bounds, edges included.
    ///
    /// - Parameter offset: A content offset in points.
    /// - Returns: `true` when the offset is at or between the edges.
    func contains(_ offset: Double) -> Bool {
        offset >= minimumOffset && offset <= maximumOffset
    }

    /// The nearest offset within the bounds.
    ///
    /// - Parameter offset: A content offset in points.
    /// - Returns: `offset` itself inside the bounds, else the edge it is past.
    func clamp(_ offset: Double) -> Double {
        min(max(offset, minimumOffset), maximumOffset)
    }
}
