import StretchyCore

/// A unit cubic Bézier easing curve from (0, 0) to (1, 1), as CSS's `cubic-bezier()` and Chromium's
/// `gfx::CubicBezier` define it: `x(t)` and `y(t)` are cubic polynomials in a parameter `t` in [0, 1], and ``solve(_:)``
/// gives the `y` whose `x` is the input.
///
/// Chromium solves `x(t) = x` by Newton's method and falls back to bisection; this type bisects only, 60 fixed steps,
/// so the result is a pure function of the input (both agree to far below a pixel).
struct CubicBezier: Hashable, Sendable {
    private let ax: Double
    private let bx: Double
    private let cx: Double
    private let ay: Double
    private let by: Double
    private let cy: Double

    /// Creates the curve through (0, 0), the two control points and (1, 1).
    ///
    /// - Parameters:
    ///   - x1: The first control point's `x`, in [0, 1].
    ///   - y1: The first control point's `y`.
    ///   - x2: The second control point's `x`, in [0, 1].
    ///   - y2: The second control point's `y`.
    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    private func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }

    /// The curve's `y` where its `x` is `x`; `x` is clamped to [0, 1].
    ///
    /// - Parameter x: The input, usually elapsed time over duration.
    /// - Returns: The progress, 0 at 0 and 1 at 1.
    func solve(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if self.x(middle) < x { low = middle } else { high = middle }
        }
        return y((low + high) / 2)
    }
}
