import StretchyCore

/// The constants of a scroll model: rubber band, deceleration, bounce spring, fling gate and touch slop.
///
/// ``ios`` is the default, reverse-engineered UIScrollView behaviour; ``iosFast`` is the same with
/// `UIScrollView.DecelerationRate.fast`. Every constant and its source is listed in docs/physics.md.
///
/// For example:
///
/// ```swift
/// var physics = ScrollPhysics.ios
/// physics.touchSlop = 8
/// ```
public struct ScrollPhysics: Hashable, Sendable {
    /// The profile's name as written in scripts and notes: `ios` or `ios-fast`.
    public var name: String
    /// The rubber band coefficient `c`: 0.55.
    public var rubberBandCoefficient: Double
    /// The fraction of velocity kept per millisecond while decelerating: 0.998 (normal) or 0.99 (fast).
    public var decelerationRate: Double
    /// The spring that brings overscrolled content back to the edge: ``Spring/scrollBounce``.
    public var spring: Spring
    /// Releases slower than this (points per second) inside the bounds do not fling: 20 pt/s.
    public var minimumFlingVelocity: Double
    /// A deceleration ends when the content is this close to its projection: 0.5 pt.
    public var decelerationRestDistance: Double
    /// A bounce ends when the content stays this close to the edge: 1/6 pt (half a pixel at 3x).
    public var springRestDistance: Double
    /// How far a finger moves before a touch becomes a drag: 10 pt.
    public var touchSlop: Double

    /// Creates a profile; see ``ios`` for the usual values.
    ///
    /// - Parameters:
    ///   - name: The profile's name.
    ///   - rubberBandCoefficient: The rubber band coefficient.
    ///   - decelerationRate: The fraction of velocity kept per millisecond.
    ///   - spring: The bounce spring.
    ///   - minimumFlingVelocity: The smallest release speed that flings, points per second.
    ///   - decelerationRestDistance: The distance from the projection at which a deceleration ends.
    ///   - springRestDistance: The distance from the edge at which a bounce ends.
    ///   - touchSlop: The finger travel before a drag starts, points.
    public init(
        name: String,
        rubberBandCoefficient: Double = RubberBand.uiKitCoefficient,
        decelerationRate: Double = Deceleration.normalRate,
        spring: Spring = .scrollBounce,
        minimumFlingVelocity: Double = 20,
        decelerationRestDistance: Double = 0.5,
        springRestDistance: Double = 0.5 / 3,
        touchSlop: Double = 10
    ) {
        self.name = name
        self.rubberBandCoefficient = rubberBandCoefficient
        self.decelerationRate = decelerationRate
        self.spring = spring
        self.minimumFlingVelocity = minimumFlingVelocity
        self.decelerationRestDistance = decelerationRestDistance
        self.springRestDistance = springRestDistance
        self.touchSlop = touchSlop
    }

    /// UIScrollView with the normal deceleration rate (0.998).
    public static let ios = ScrollPhysics(name: "ios")
    /// UIScrollView with the fast deceleration rate (0.99).
    public static let iosFast = ScrollPhysics(name: "ios-fast", decelerationRate: Deceleration.fastRate)

    /// The named profiles, as accepted by scripts: `ios`, `ios-fast`.
    public static let profiles: [ScrollPhysics] = [.ios, .iosFast]

    /// The rubber band for a viewport of the given height.
    ///
    /// - Parameter viewportHeight: The viewport height in points: the band's dimension.
    /// - Returns: The band.
    public func rubberBand(viewportHeight: Double) -> RubberBand {
        RubberBand(coefficient: rubberBandCoefficient, dimension: viewportHeight)
    }
}
