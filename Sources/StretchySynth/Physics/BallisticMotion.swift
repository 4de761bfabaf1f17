import StretchyCore

/// What the content does after the finger lifts: decelerate, and spring back at an edge.
///
/// Three cases, each a closed form in the time since release:
/// - released inside the bounds, projection inside: ``Deceleration`` until within
///   ``ScrollPhysics/decelerationRestDistance`` of the projection (phase `decelerating`), then at rest (`idle`);
/// - released inside, projection past an edge: deceleration until the edge is reached (exact time from the closed
///   form), then the spring starts at the edge with the velocity the content had there (`bouncing`);
/// - released past an edge: the spring starts at once, from the displacement and velocity at release.
///
/// A profile with a ``ScrollPhysics/flingLead`` starts the fling that far along its curve (Chromium).
///
/// A bounce ends when the spring's envelope stays within ``ScrollPhysics/springRestDistance``; the content then rests
/// exactly at the edge.
///
/// For example:
///
/// ```swift
/// let bounds = ScrollBounds(insetTop: 0, viewportHeight: 844, contentHeight: 3000)
/// let motion = BallisticMotion(offset: 100, velocity: -2000, bounds: bounds, physics: .ios)
/// motion.state(at: 0.1)  // decelerating towards the top, then bouncing
/// ```
struct BallisticMotion: Hashable, Sendable {
    /// The offset at release, points.
    let startOffset: Double
    /// The offset velocity at release, points per second.
    let startVelocity: Double
    /// The fling, or `nil` when released past an edge or too slowly to fling.
    let deceleration: Fling?
    /// Seconds from release to the start of the bounce, or to rest when there is no bounce.
    let decelerationDuration: Double
    /// The edge the content springs to, or `nil` when it comes to rest inside the bounds.
    let bounceEdge: Double?
    /// The spring's displacement from the edge when the bounce starts.
    let bounceDisplacement: Double
    /// The spring's velocity when the bounce starts, points per second.
    let bounceVelocity: Double
    /// Seconds from release until the content is at rest.
    let duration: Double
    /// Where the content rests.
    let restingOffset: Double
    /// How far along its curve the fling is at release, seconds (``ScrollPhysics/flingLead``).
    let lead: Double
    /// Whether the bounce's distance past the edge is rounded to whole points (``ScrollPhysics/roundsStretch``).
    let roundsStretch: Bool
    private let spring: Spring

    /// Computes the motion after a release.
    ///
    /// A release inside the bounds slower than ``ScrollPhysics/minimumFlingVelocity`` rests at once.
    ///
    /// - Parameters:
    ///   - offset: The offset at release.
    ///   - velocity: The offset velocity at release (finger moving up: positive).
    ///   - bounds: The resting bounds.
    ///   - physics: The profile.
    ///   - viewportHeight: The viewport height, which bounds Chromium's physics-based fling; unbounded by default.
    init(
        offset: Double, velocity: Double, bounds: ScrollBounds, physics: ScrollPhysics,
        viewportHeight: Double = .infinity
    ) {
        startOffset = offset
        startVelocity = velocity
        spring = physics.spring
        lead = physics.flingLead
        roundsStretch = physics.roundsStretch
        if !bounds.contains(offset) {
            let edge = bounds.clamp(offset)
            deceleration = nil
            decelerationDuration = 0
            bounceEdge = edge
            bounceDisplacement = offset - edge
            bounceVelocity = velocity
        } else if abs(velocity) < physics.minimumFlingVelocity {
            deceleration = nil
            decelerationDuration = 0
            bounceEdge = nil
            bounceDisplacement = 0
            bounceVelocity = 0
        } else {
            let decay = Fling(
                offset: offset, velocity: velocity, curve: physics.flingCurve, viewportHeight: viewportHeight)
            deceleration = decay
            let projection = decay.projectedOffset
            if bounds.contains(projection) {
                decelerationDuration = max(0, decay.duration(threshold: physics.decelerationRestDistance) - lead)
                bounceEdge = nil
                bounceDisplacement = 0
                bounceVelocity = 0
            } else {
                let edge = bounds.clamp(projection)
                let hit = decay.time(toReach: edge) ?? 0
                decelerationDuration = max(0, hit - lead)
                bounceEdge = edge
                bounceDisplacement = 0
                bounceVelocity = decay.velocity(atOffset: edge) * physics.edgeVelocityScale
            }
        }
        if let edge = bounceEdge, physics.edge == .hardStop {
            duration = decelerationDuration
            restingOffset = edge
        } else if let edge = bounceEdge {
            duration =
                decelerationDuration
                + spring.settlingTime(
                    initialDisplacement: bounceDisplacement, initialVelocity: bounceVelocity,
                    threshold: physics.springRestDistance)
            restingOffset = edge
        } else if let deceleration {
            duration = decelerationDuration
            restingOffset = deceleration.offset(at: decelerationDuration + lead)
        } else {
            duration = 0
            restingOffset = offset
        }
    }

    /// The offset and phase `time` seconds after release.
    ///
    /// - Parameter time: Seconds since release, `>= 0`.
    /// - Returns: The offset, and `decelerating`, `bouncing` or `idle`.
    @inlinable
    func state(at time: Double) -> (offset: Double, phase: ScrollPhase) {
        if time >= duration { return (restingOffset, .idle) }
        if time < decelerationDuration, let deceleration {
            return (deceleration.offset(at: time + lead), .decelerating)
        }
        return (bounceOffset(at: time - decelerationDuration), .bouncing)
    }

    /// The offset velocity `time` seconds after release, points per second; 0 once at rest.
    ///
    /// - Parameter time: Seconds since release.
    /// - Returns: Points per second.
    func velocity(at time: Double) -> Double {
        if time >= duration { return 0 }
        if time < decelerationDuration, let deceleration { return deceleration.velocity(at: time + lead) }
        return spring.velocity(
            at: time - decelerationDuration, initialDisplacement: bounceDisplacement, initialVelocity: bounceVelocity)
    }

    @usableFromInline
    func bounceOffset(at time: Double) -> Double {
        let displacement = spring.displacement(
            at: time, initialDisplacement: bounceDisplacement, initialVelocity: bounceVelocity)
        return (bounceEdge ?? restingOffset) + (roundsStretch ? displacement.rounded() : displacement)
    }
}
