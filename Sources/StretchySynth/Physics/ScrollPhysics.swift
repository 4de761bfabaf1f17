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
    /// The profile's name as written in scripts and notes: `ios`, `ios-fast`, `android`, `chromium`, ... (``profiles``).
    public var name: String
    /// The rubber band coefficient `c`: 0.55.
    var rubberBandCoefficient: Double
    /// Whether the rubber band is linear (`c x`, Chromium) rather than UIKit's curve.
    var linearRubberBand: Bool
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
    /// What happens at the edges: ``EdgeBehavior/bounce`` (UIScrollView) or ``EdgeBehavior/hardStop`` (Chromium).
    var edge: EdgeBehavior
    /// The fraction of a fling's velocity that goes into the spring when it reaches an edge: 1 for UIScrollView;
    /// Chromium's elastic overscroll keeps 0.31 (`kRubberbandAmplitude`, docs/physics.md).
    var edgeVelocityScale: Double
    /// How far along its curve a fling already is when its first frame shows, seconds: 0, except Chromium's 0.02
    /// (fitted). Chromium runs the curve from the lift (the `GestureFlingStart`'s time stamp) but shows it only once
    /// the resampled drag, which lags the finger, has played out; its first fling frame then catches up at once.
    var flingLead: Double
    /// Whether a bounce's distance past the edge is rounded to whole points: Chromium's elastic overscroll
    /// (`gfx::ToRoundedVector2d` in `StretchAmountForTimeDelta`, so that Blink's offsets return exactly to 0).
    var roundsStretch: Bool
    /// How a touch trace's release velocity is estimated (`import-touches`): Flutter's LSQ2, or Chromium's
    /// `LSQ2_RESTRICTED` for the Chromium profiles.
    var velocityStrategy: VelocityStrategy
    /// Whether a gesture script's drag swallows the first ``touchSlop`` of each touch's finger travel (the content
    /// holds, `tracking`, until the finger is that far from where it touched down): `true` for the Chromium profiles
    /// (Chromium 156 swallows 14 px, measured) and `android` (8 dp, from source), `false` for the others, whose script drags move the content from the
    /// first point (the presets and shipped sessions were made so).
    var swallowsTouchSlop: Bool
    /// How far ahead of the finger a script's drag runs once past the slop, seconds of finger travel: 0, except
    /// Chromium's 0.004 (its scroll resampling predicts `min(8 ms, half the touch event interval)` ahead,
    /// `kResampleMaxPrediction`, and never scrolls back; 4 ms for 8 ms events, which the recordings bear out).
    var dragRunAhead: Double
    /// How far past a recording's release frame the finger's lift shows on the drag's line, seconds: 0 (the release
    /// frame shows it), except Chromium's 0.024 (fitted on `default/`, docs/physics.md), whose display lags the
    /// finger by about 37 ms. ``FidelityCheck/estimatedReleases(in:notes:)`` places the lift there when a session has
    /// only its offsets.
    var displayLag: Double
    /// The finger's speed over the speed a recording's drag shows: 1, except Chromium's 1.045 (fitted on `default/`):
    /// its pages show 24 px a frame for a 1500 px/s finger at 60 Hz.
    var displayedDragScale: Double

    /// Creates a profile; see ``ios`` for the usual values.
    ///
    /// - Parameters:
    ///   - name: The profile's name.
    ///   - rubberBandCoefficient: The rubber band coefficient.
    ///   - linearRubberBand: Whether the band is linear.
    ///   - flingCurve: The shape of a fling.
    ///   - spring: The bounce spring.
    ///   - minimumFlingVelocity: The smallest release speed that flings, points per second.
    ///   - decelerationRestDistance: The distance from the projection at which a deceleration ends.
    ///   - springRestDistance: The distance from the edge at which a bounce ends.
    ///   - touchSlop: The finger travel before a drag starts, points.
    ///   - edge: What happens at the edges.
    ///   - edgeVelocityScale: The fraction of a fling's velocity that the spring starts with at an edge.
    ///   - flingLead: How far along its curve a fling is at release, seconds.
    ///   - roundsStretch: Whether a bounce's distance past the edge is rounded to whole points.
    ///   - velocityStrategy: How a touch trace's release velocity is estimated.
    ///   - swallowsTouchSlop: Whether a script's drag swallows the touch slop.
    ///   - dragRunAhead: How far ahead of the finger a script's drag runs, seconds.
    ///   - displayLag: How far past a recording's release frame the lift shows, seconds.
    ///   - displayedDragScale: The finger's speed over a recording's drag speed.
    init(
        name: String,
        rubberBandCoefficient: Double = RubberBand.uiKitCoefficient,
        linearRubberBand: Bool = false,
        flingCurve: FlingCurve = .uiKit(rate: Deceleration.normalRate),
        spring: Spring = .scrollBounce,
        minimumFlingVelocity: Double = 20,
        decelerationRestDistance: Double = 0.5,
        springRestDistance: Double = 0.5 / 3,
        touchSlop: Double = 10,
        edge: EdgeBehavior = .bounce,
        edgeVelocityScale: Double = 1,
        flingLead: Double = 0,
        roundsStretch: Bool = false,
        velocityStrategy: VelocityStrategy = .flutter,
        swallowsTouchSlop: Bool = false,
        dragRunAhead: Double = 0,
        displayLag: Double = 0,
        displayedDragScale: Double = 1
    ) {
        self.name = name
        self.rubberBandCoefficient = rubberBandCoefficient
        self.linearRubberBand = linearRubberBand
        self.flingCurve = flingCurve
        self.spring = spring
        self.minimumFlingVelocity = minimumFlingVelocity
        self.decelerationRestDistance = decelerationRestDistance
        self.springRestDistance = springRestDistance
        self.touchSlop = touchSlop
        self.edge = edge
        self.edgeVelocityScale = edgeVelocityScale
        self.flingLead = flingLead
        self.roundsStretch = roundsStretch
        self.velocityStrategy = velocityStrategy
        self.swallowsTouchSlop = swallowsTouchSlop
        self.dragRunAhead = dragRunAhead
        self.displayLag = displayLag
        self.displayedDragScale = displayedDragScale
    }

    /// Whether a recording's display lags the finger under this profile (``displayLag`` above 0): then a session
    /// without touch events has its lifts estimated on the drag's line (``FidelityCheck/estimatedReleases(in:notes:)``).
    public var hasDisplayLag: Bool { displayLag > 0 }

    /// Chromium's fling lead (``flingLead``): 0.02 s, fitted to Chromium 156's recordings (docs/physics.md).
    static let chromiumFlingLead = 0.02
    /// Chromium's drag run-ahead (``dragRunAhead``): 4 ms, half its recordings' 8 ms touch event interval.
    static let chromiumDragRunAhead = 0.004
    /// Chromium's display lag past the release frame (``displayLag``): 0.024 s, fitted on `default/`.
    static let chromiumDisplayLag = 0.024
    /// Chromium's finger-to-drag speed ratio (``displayedDragScale``): 1.045, fitted on `default/`.
    static let chromiumDisplayedDragScale = 1.045

    /// UIScrollView with the normal deceleration rate (0.998).
    public static let ios = ScrollPhysics(name: "ios")
    /// UIScrollView with the fast deceleration rate (0.99).
    public static let iosFast = ScrollPhysics(name: "ios-fast", flingCurve: .uiKit(rate: Deceleration.fastRate))
    /// UIScrollView's drag, rubber band and bounce with Android's OverScroller spline fling.
    public static let androidFling = ScrollPhysics(name: "android-fling", flingCurve: .androidSpline)
    /// UIScrollView's drag, rubber band and bounce with Chromium's fling curve.
    public static let chromiumFling = ScrollPhysics(name: "chromium-fling", flingCurve: .chromium)

    /// Desktop Chrome as shipped on Linux and Windows (checked against Chromium 156): the physics-based fling curve,
    /// a hard stop at the edges, a 14 px touch slop.
    public static let chromium = ScrollPhysics(
        name: "chromium", rubberBandCoefficient: 0, flingCurve: .chromiumPhysics, touchSlop: 15, edge: .hardStop,
        flingLead: chromiumFlingLead, velocityStrategy: .chromiumRestricted,
        swallowsTouchSlop: true, dragRunAhead: chromiumDragRunAhead, displayLag: chromiumDisplayLag,
        displayedDragScale: chromiumDisplayedDragScale)
    /// Chrome with `--disable-features=ExperimentalFlingAnimation` (and ChromeOS in laptop mode): `fling_curve.cc`, a
    /// hard stop at the edges, a 14 px touch slop.
    public static let chromiumLegacy = ScrollPhysics(
        name: "chromium-legacy", rubberBandCoefficient: 0, flingCurve: .chromium, touchSlop: 15, edge: .hardStop,
        flingLead: chromiumFlingLead, velocityStrategy: .chromiumRestricted,
        swallowsTouchSlop: true, dragRunAhead: chromiumDragRunAhead, displayLag: chromiumDisplayLag,
        displayedDragScale: chromiumDisplayedDragScale)
    /// Chrome on Linux with `--enable-features=ElasticOverscroll`: the physics-based fling and Chromium's own
    /// `ElasticOverscrollControllerExponential` (desktop constants): a linear band of 1/20 (`kRubberbandStiffness`,
    /// 9 px for a 186 px pull), and a critically damped return `e^(-12.5 t)` (stiffness 20 over `kRubberbandPeriod`
    /// 1.6 s) that a fling enters with 0.31 of its speed (`kRubberbandAmplitude`), its stretch rounded to whole
    /// pixels as Chromium rounds it.
    public static let chromiumElastic = ScrollPhysics(
        name: "chromium-elastic", rubberBandCoefficient: 1 / 20, linearRubberBand: true,
        flingCurve: .chromiumPhysics, spring: Spring(mass: 1, stiffness: 12.5 * 12.5, dampingRatio: 1),
        touchSlop: 15, edge: .bounce, edgeVelocityScale: 0.31, flingLead: chromiumFlingLead,
        roundsStretch: true, velocityStrategy: .chromiumRestricted,
        swallowsTouchSlop: true, dragRunAhead: chromiumDragRunAhead, displayLag: chromiumDisplayLag,
        displayedDragScale: chromiumDisplayedDragScale)

    /// Android 12 and later as a whole platform, from AOSP's source (not checked against a device): `OverScroller`'s
    /// spline fling; the stretch overscroll (`EdgeEffect`), which never moves the scroll offset, so in offsets a hard
    /// stop at the edges; `ViewConfiguration`'s 8 dp touch slop, swallowed as `ScrollView.onTouchEvent` subtracts it
    /// from the first drag delta; Flutter's LSQ2 tracker, the strategy Android's `VelocityTracker` uses by default.
    public static let android = ScrollPhysics(
        name: "android", rubberBandCoefficient: 0, flingCurve: .androidSpline, touchSlop: 8, edge: .hardStop,
        swallowsTouchSlop: true)

    /// The named profiles, as accepted by scripts: `ios`, `ios-fast`, `android-fling`, `android`, `chromium-fling`,
    /// `chromium`, `chromium-legacy`, `chromium-elastic`.
    public static let profiles: [ScrollPhysics] = [
        .ios, .iosFast, .androidFling, .android, .chromiumFling, .chromium, .chromiumLegacy, .chromiumElastic,
    ]

    /// The rubber band for a viewport of the given height.
    ///
    /// - Parameter viewportHeight: The viewport height in points: the band's dimension.
    /// - Returns: The band.
    func rubberBand(viewportHeight: Double) -> RubberBand {
        RubberBand(coefficient: rubberBandCoefficient, dimension: viewportHeight, linear: linearRubberBand)
    }
}
