/// The shape of a fling: how fast the content slows down after the finger lifts.
///
/// - ``uiKit(rate:)``: UIScrollView's exponential decay (``Deceleration``).
/// - ``androidSpline``: Android's `OverScroller` spline fling, in Flutter's closed form (`ClampingScrollSimulation`,
///   "based on OverScroller.java", android-13.0.0_r24): `DECELERATION_RATE = ln(0.78) / ln(0.9)`, `INFLEXION` 0.35,
///   friction 0.015, physical coefficient `9.80665 × 39.37 × 160 × 0.84` per logical pixel (taken as a point);
///   `T = DECELERATION_RATE × INFLEXION × (|v| / 2223.9)^(1 / (DECELERATION_RATE - 1))`, distance `v T /
///   DECELERATION_RATE`, `x(t) = x0 + D (1 - (1 - t / T)^DECELERATION_RATE)`.
/// - ``chromium``: Chromium's fling curve (`ui/events/gestures/fling_curve.cc`): `pos(t) = α e^(-γ t) - β t - α`
///   with α = -5707.62, β = 172, γ = 3.7, entered at the time whose velocity is the release velocity and left when
///   the velocity reaches 0. Above the curve's top speed (20,946 pt/s) it starts at the top and scales distance and
///   velocity by the release speed over the top speed, as Chromium's `displacement_ratio_` does.
/// - ``chromiumPhysics``: the fling desktop Chrome runs by default on Linux and Windows
///   (`ui/events/gestures/physics_based_fling_curve.cc`, feature `ExperimentalFlingAnimation`): constant deceleration
///   2.7559e-5 in/ms² at 96 px per inch (2645.7 pt/s²), so a distance `v² / 2a` capped at three viewports
///   (`kDefaultBoundsMultiplier`), a duration `min(2 s, |v| / 2300)`, and the progress along it a cubic Bézier with
///   control points (0.2, 0.2 s) and (0.55, 1), `s` the slope `v duration / distance` (when `0.2 s ≥ 1`, the first
///   point is (1 / s, 1) instead), so the curve starts at the release velocity. See ``CubicBezier``.
///
/// Each is a pure function of the time since release, so sessions do not depend on the frame rate.
enum FlingCurve: Hashable, Sendable {
    /// UIScrollView: the velocity is multiplied by `rate` every millisecond.
    case uiKit(rate: Double)
    /// Android's OverScroller spline fling.
    case androidSpline
    /// Chromium's fling curve.
    case chromium
    /// Chromium's physics-based fling curve (desktop Chrome's default).
    case chromiumPhysics
}
