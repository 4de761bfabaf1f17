import StretchyCore

/// The constants of a scroll model: rubber band, deceleration, bounce spring, fling gate and touch slop.
///
/// ``ios`` is the default, reverse-engineered UIScrollView behaviour; ``iosFast`` is the same with
/// `UIScrollView.DecelerationRate.fast`. ``androidFling`` and ``chromiumFling`` keep UIScrollView's drag, rubber band
/// and bounce but fling along Android's and Chromium's curves, to compare how far and how long a fling goes (Android's
/// clamping and edge glow are not modelled). Every constant and its source is listed in docs/physics.md.
///
/// For example:
///
/// ```swift
/// var physics = ScrollPhysics.ios
/// physics.touchSlop = 8
/// ```
public struct ScrollPhysics: Hashable, Sendable {
    /// The profile's name as written in scripts and notes: `ios`, `ios-fast`, `android-fling` or `chromium-fling`.
    public var name: String
    /// The rubber band coefficient `c`: 0.55.
    var rubberBandCoefficient: Double
    /// The shape of a fling after release: UIScrollView's decay (0.998 or 0.99 per millisecond), Android's spline or
    /// Chromium's curve.
    var flingCurve: FlingCurve
    /// The spring that brings overscrolled content back to the edge: ``Spring/scrollBounce``.
    var spring: Spring
    /// Releases slower than this (points per second) inside the bounds do not fling: 20 pt/s.
    var minimumFlingVelocity: Double
    /// A deceleration ends when the content is this close to its projection: 0.5 pt.
    var decelerationRestDistance: Double
    /// A bounce ends when the content stays this close to the edge: 1/6 pt (half a pixel at 3x).
    var springRestDistance: Double
    /// How far a finger moves before a touch becomes a drag: 10 pt.
    var touchSlop: Double

    /// Creates a profile; see ``ios`` for the usual values.
    ///
    /// - Parameters:
    ///   - name: The profile's name.
    ///   - rubberBandCoefficient: The rubber band coefficient.
    ///   - flingCurve: The shape of a fling.
    ///   - spring: The bounce spring.
    ///   - minimumFlingVelocity: The smallest release speed that flings, points per second.
    ///   - decelerationRestDistance: The distance from the projection at which a deceleration ends.
    ///   - springRestDistance: The distance from the edge at which a bounce ends.
    ///   - touchSlop: The finger travel before a drag starts, points.
    init(
        name: String,
        rubberBandCoefficient: Double = RubberBand.uiKitCoefficient,
        flingCurve: FlingCurve = .uiKit(rate: Deceleration.normalRate),
        spring: Spring = .scrollBounce,
        minimumFlingVelocity: Double = 20,
        decelerationRestDistance: Double = 0.5,
        springRestDistance: Double = 0.5 / 3,
        touchSlop: Double = 10
    ) {
        self.name = name
        self.rubberBandCoefficient = rubberBandCoefficient
        self.flingCurve = flingCurve
        self.spring = spring
        self.minimumFlingVelocity = minimumFlingVelocity
        self.decelerationRestDistance = decelerationRestDistance
        self.springRestDistance = springRestDistance
        self.touchSlop = touchSlop
    }

    /// UIScrollView with the normal deceleration rate (0.998).
    public static let ios = ScrollPhysics(name: "ios")
    /// UIScrollView with the fast deceleration rate (0.99).
    public static let iosFast = ScrollPhysics(name: "ios-fast", flingCurve: .uiKit(rate: Deceleration.fastRate))
    /// UIScrollView's drag, rubber band and bounce with Android's OverScroller spline fling.
    public static let androidFling = ScrollPhysics(name: "android-fling", flingCurve: .androidSpline)
    /// UIScrollView's drag, rubber band and bounce with Chromium's fling curve.
    public static let chromiumFling = ScrollPhysics(name: "chromium-fling", flingCurve: .chromium)

    /// The named profiles, as accepted by scripts: `ios`, `ios-fast`, `android-fling`, `chromium-fling`.
    public static let profiles: [ScrollPhysics] = [.ios, .iosFast, .androidFling, .chromiumFling]

    /// The rubber band for a viewport of the given height.
    ///
    /// - Parameter viewportHeight: The viewport height in points: the band's dimension.
    /// - Returns: The band.
    func rubberBand(viewportHeight: Double) -> RubberBand {
        RubberBand(coefficient: rubberBandCoefficient, dimension: viewportHeight)
    }
}
