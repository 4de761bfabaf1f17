/// An offset named in a gesture script: the top edge, the bottom edge, or a number of points.
///
/// Edges are resolved against the session's geometry when the session runs.
///
/// For example:
///
/// ```swift
/// SynthPosition.top.offset(in: ScrollBounds(minimumOffset: -280, maximumOffset: 2156))  // -280
/// ```
enum SynthPosition: Hashable, Sendable {
    /// The top edge, `-insetTop`.
    case top
    /// The bottom edge, `max(-insetTop, contentHeight - viewportHeight)`.
    case bottom
    /// An offset in points.
    case offset(Double)

    /// The offset this position names within `bounds`.
    ///
    /// - Parameter bounds: The session's bounds.
    /// - Returns: Points.
    func offset(in bounds: ScrollBounds) -> Double {
        switch self {
        case .top: bounds.minimumOffset
        case .bottom: bounds.maximumOffset
        case .offset(let value): value
        }
    }
}
