import StretchyCore

/// UIScrollView's rubber band: how far the content moves when a finger drags it past an edge.
///
/// Past an edge, a finger travel of `x` points moves the content `f(x) = (1 - 1 / (x * c / d + 1)) * d`, where `c`
/// is the coefficient (0.55 in UIKit) and `d` the viewport dimension on the axis. The slope is 1 × c at the edge and
/// falls towards 0; the content never moves more than `d` past the edge. Sources: super-ultra/ScrollMechanics
/// `RubberBand.swift`, flocked/Anima `Rubberband.swift` ("UIScrollView uses 0.55"); see docs/physics.md.
///
/// For example:
///
/// ```swift
/// let band = RubberBand(dimension: 844)
/// band.distance(forOverscroll: 100)  // 51.6 (rounded)
/// ```
///
/// A ``linear`` band moves the content `c x` instead: Chromium's `ElasticOverscrollControllerExponential`
/// (`StretchAmountForAccumulatedOverscroll`: the overscroll over `kRubberbandStiffness` = 20, so `c` = 0.05).
struct RubberBand: Hashable, Sendable {
    /// UIKit's coefficient, 0.55.
    static let uiKitCoefficient = 0.55

    /// The coefficient `c`: the slope of the band at the edge.
    var coefficient: Double
    /// The dimension `d` in points: the viewport height for vertical scrolling, and the band's asymptote.
    var dimension: Double
    /// Whether the band is the straight line `c x` (Chromium) rather than UIKit's curve towards `d`.
    var linear: Bool

    /// Creates a rubber band.
    ///
    /// - Parameters:
    ///   - coefficient: The coefficient `c`; UIKit's 0.55 by default.
    ///   - dimension: The viewport dimension `d` on the axis, in points.
    ///   - linear: Whether the band is `c x`; `false` (UIKit's curve) by default.
    init(coefficient: Double = RubberBand.uiKitCoefficient, dimension: Double, linear: Bool = false) {
        self.coefficient = coefficient
        self.dimension = dimension
        self.linear = linear
    }

    /// How far the content moves past an edge for a finger travel past it: `f(x)`.
    ///
    /// - Parameter overscroll: The finger's travel past the edge in points, `x >= 0`.
    /// - Returns: The content's distance past the edge in points, below ``dimension``.
    func distance(forOverscroll overscroll: Double) -> Double {
        if linear { return coefficient * overscroll }
        guard dimension > 0 else { return 0 }
        return (1 - 1 / (overscroll * coefficient / dimension + 1)) * dimension
    }

    /// The finger travel past an edge that moves the content `distance` past it: the inverse of `f`.
    ///
    /// A distance at or beyond the asymptote cannot be reached; it is taken as 0.999999 of ``dimension``, so the
    /// result stays finite.
    ///
    /// - Parameter distance: The content's distance past the edge in points, `>= 0`.
    /// - Returns: The finger travel past the edge in points.
    func overscroll(forDistance distance: Double) -> Double {
        if linear { return coefficient > 0 ? distance / coefficient : 0 }
        guard dimension > 0, coefficient > 0 else { return 0 }
        let reachable = min(distance, dimension * 0.999_999)
        return reachable * dimension / (coefficient * (dimension - reachable))
    }

    /// The band's slope `f'(x) = c d² / (d + c x)²`: content points moved per finger point, past the edge.
    ///
    /// - Parameter overscroll: The finger's travel past the edge in points.
    /// - Returns: The slope, `c` at the edge and falling towards 0.
    func slope(atOverscroll overscroll: Double) -> Double {
        if linear { return coefficient }
        guard dimension > 0 else { return 0 }
        let denominator = dimension + coefficient * overscroll
        return coefficient * dimension * dimension / (denominator * denominator)
    }

    /// The content offset for a finger-driven ("raw") offset: one to one inside the bounds, banded outside.
    ///
    /// - Parameters:
    ///   - rawOffset: The offset the finger would give without resistance.
    ///   - bounds: The resting bounds.
    /// - Returns: The offset shown.
    func offset(forRawOffset rawOffset: Double, in bounds: ScrollBounds) -> Double {
        let edge = bounds.clamp(rawOffset)
        let past = rawOffset - edge
        if past == 0 { return rawOffset }
        return past > 0 ? edge + distance(forOverscroll: past) : edge - distance(forOverscroll: -past)
    }

    /// The raw offset whose banded offset is `offset`: the inverse of ``offset(forRawOffset:in:)``.
    ///
    /// - Parameters:
    ///   - offset: An offset shown, possibly past an edge.
    ///   - bounds: The resting bounds.
    /// - Returns: The finger-driven offset that shows it.
    func rawOffset(forOffset offset: Double, in bounds: ScrollBounds) -> Double {
        let edge = bounds.clamp(offset)
        let past = offset - edge
        if past == 0 { return offset }
        return past > 0 ? edge + overscroll(forDistance: past) : edge - overscroll(forDistance: -past)
    }

    /// How fast the shown offset moves per unit of raw offset at `rawOffset`: 1 inside the bounds, the slope outside.
    ///
    /// - Parameters:
    ///   - rawOffset: The finger-driven offset.
    ///   - bounds: The resting bounds.
    /// - Returns: The derivative of ``offset(forRawOffset:in:)``.
    func slope(atRawOffset rawOffset: Double, in bounds: ScrollBounds) -> Double {
        let past = abs(rawOffset - bounds.clamp(rawOffset))
        return past == 0 ? 1 : slope(atOverscroll: past)
    }
}
