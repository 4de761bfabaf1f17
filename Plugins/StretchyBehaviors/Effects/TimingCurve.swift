/// The easing curve of a transform: MGCollapsingHeader's declared-but-never-built `MGTransformCurve`.
///
/// The eased curves are Core Animation's named timing functions, cubic Béziers from (0, 0) to (1, 1):
/// easeIn (0.42, 0, 1, 1), easeOut (0, 0, 0.58, 1), easeInOut (0.42, 0, 0.58, 1).
enum TimingCurve: String, CaseIterable, Sendable {
    /// No easing: the output is the input.
    case linear
    /// Slow start: cubic Bézier (0.42, 0, 1, 1).
    case easeIn
    /// Slow end: cubic Bézier (0, 0, 0.58, 1).
    case easeOut
    /// Slow start and end: cubic Bézier (0.42, 0, 0.58, 1).
    case easeInOut

    /// The curve's value at progress `x` in [0, 1] (clamped).
    ///
    /// Solves the Bézier's x(t) = x by Newton's method with a bisection fallback, to within 1e-12, with a fixed
    /// number of steps, so the result is deterministic.
    ///
    /// - Complexity: O(1): at most 8 Newton steps, then at most 50 bisection steps.
    func value(at x: Double) -> Double {
        let x = min(1, max(0, x))
        let (x1, x2): (Double, Double)
        switch self {
        case .linear: return x
        case .easeIn: (x1, x2) = (0.42, 1)
        case .easeOut: (x1, x2) = (0, 0.58)
        case .easeInOut: (x1, x2) = (0.42, 0.58)
        }
        // Every named curve has y1 = 0 and y2 = 1.
        return Self.bezier(Self.solve(x, x1, x2), 0, 1)
    }

    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private static func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    private static func solve(_ x: Double, _ x1: Double, _ x2: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = bezier(t, x1, x2) - x
            if abs(error) < 1e-12 { return t }
            let derivative = slope(t, x1, x2)
            if abs(derivative) < 1e-9 { break }
            t -= error / derivative
        }
        var (low, high) = (0.0, 1.0)
        t = x
        for _ in 0..<50 {
            let value = bezier(t, x1, x2)
            if abs(value - x) < 1e-12 { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}
