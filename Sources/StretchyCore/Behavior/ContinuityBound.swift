/// How fast one kind of subview attribute may change between two frames: at most ``slope`` per point the scroll
/// moves plus ``rate`` per second of the frame's time step (`stretchy-replay check`'s `subview-continuity`,
/// docs/check.md).
///
/// A change larger than the bound is a jump a person would see, such as an avatar teleported 400 pt while the
/// offset moved less than one.
///
/// For example, a fade over half the collapse range (alpha goes from 1 to 0 while the header height moves 108 pt),
/// not animated over time:
///
/// ```swift
/// let bound = ContinuityBound(slope: 1.0 / 108, rate: 0)
/// bound.limit(moved: 54, elapsed: 1.0 / 60)  // 0.5
/// ```
public struct ContinuityBound: Sendable, Hashable {
    /// The largest change per point the scroll moves (the offset, the inset, the header's height and its position
    /// on screen), in the attribute's unit per point.
    public var slope: Double
    /// The largest change per second of time, in the attribute's unit per second: what an animation over time (a
    /// scrim's fade, a settle, a display link) may add while the scroll stands still.
    public var rate: Double

    /// Creates a bound.
    ///
    /// - Parameters:
    ///   - slope: The largest change per point the scroll moves, 0 or more.
    ///   - rate: The largest change per second, 0 or more.
    public init(slope: Double, rate: Double = 0) {
        self.slope = slope
        self.rate = rate
    }

    /// A bound that allows no change at all.
    public static let still = ContinuityBound(slope: 0, rate: 0)

    /// The largest change allowed over one frame.
    ///
    /// - Parameters:
    ///   - moved: How far the scroll moved, in points.
    ///   - elapsed: The frame's time step, in seconds.
    /// - Returns: `slope × moved + rate × elapsed`, where a term whose factor is 0 is 0 (an infinite slope, a
    ///   declared step, allows any change once the scroll moves, and none while it stands still).
    public func limit(moved: Double, elapsed: Double) -> Double {
        (moved == 0 ? 0 : slope * moved) + (elapsed == 0 ? 0 : rate * elapsed)
    }

    /// The bound of two behaviours writing the same attribute: the slopes and the rates added.
    public static func + (lhs: ContinuityBound, rhs: ContinuityBound) -> ContinuityBound {
        ContinuityBound(slope: lhs.slope + rhs.slope, rate: lhs.rate + rhs.rate)
    }
}
