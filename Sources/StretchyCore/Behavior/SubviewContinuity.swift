/// How fast a behaviour may change the subview attributes it writes (``HeaderBehavior/writtenAttributes``): one
/// ``ContinuityBound`` for the lengths and one for the unitless attributes. `stretchy-replay check` reports a larger
/// change between two frames as a jump (`subview-continuity`, docs/check.md).
///
/// A behaviour that says nothing gets ``default``; one whose attributes can move faster (a transform of 200 pt over
/// a short collapse range) or over time (an animated scrim) declares its own with
/// ``HeaderBehavior/subviewContinuity(in:)``.
///
/// For example, an effect that moves a subview's y by at most 1.5 pt per point of scroll and fades its alpha in over
/// 0.6 s:
///
/// ```swift
/// func subviewContinuity(in configuration: HeaderConfiguration) -> SubviewContinuity {
///     SubviewContinuity(lengths: ContinuityBound(slope: 1.5), fractions: ContinuityBound(slope: 0, rate: 1 / 0.6))
/// }
/// ```
public struct SubviewContinuity: Sendable, Hashable {
    /// The bound of the lengths, in points: `x`, `y`, `width`, `height`, `cornerRadius`, `shadowRadius` and
    /// `fontSize`.
    public var lengths: ContinuityBound
    /// The bound of the unitless attributes: `alpha`, `shadowOpacity` and `scale`.
    public var fractions: ContinuityBound

    /// Creates the bounds.
    ///
    /// - Parameters:
    ///   - lengths: The bound of the lengths, in points.
    ///   - fractions: The bound of `alpha`, `shadowOpacity` and `scale`.
    public init(lengths: ContinuityBound, fractions: ContinuityBound) {
        (self.lengths, self.fractions) = (lengths, fractions)
    }

    /// The bounds of a behaviour that declares none, a plugin loaded at run time among them: a length moves at most
    /// 2 pt per point the scroll moves (a subview riding on the header's motion and its own), a fraction or scale at
    /// most 0.05 per point (a full fade over no less than 20 pt), and nothing moves while the scroll stands still
    /// (no animation over time). A 400 pt teleport over a scroll of a point is 200 times the bound.
    public static let `default` = SubviewContinuity(
        lengths: ContinuityBound(slope: 2), fractions: ContinuityBound(slope: 0.05))

    /// The bound of one attribute: ``lengths`` or ``fractions``.
    ///
    /// - Parameter attribute: The attribute.
    /// - Returns: Its bound.
    public func bound(for attribute: SubviewAttribute) -> ContinuityBound {
        switch attribute {
        case .alpha, .shadowOpacity, .scale: fractions
        case .x, .y, .width, .height, .cornerRadius, .shadowRadius, .fontSize: lengths
        }
    }
}
