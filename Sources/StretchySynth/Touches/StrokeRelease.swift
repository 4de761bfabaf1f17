import StretchyCore
import _StretchySystem

/// What happened when a stroke's finger lifted: the estimated velocity and what the content did next.
///
/// For example:
///
/// ```swift
/// let release = session.releases[0]
/// print(release.noteLine)  // stroke 1: release velocity x 219.59…, y 1304.70… per second; …
/// ```
public struct StrokeRelease: Hashable, Sendable {
    /// What the content did after the lift.
    public enum Outcome: String, Hashable, Sendable {
        /// The finger never moved past the touch slop: no drag, no fling.
        case tap
        /// Released inside the bounds slower than the minimum fling velocity: the content stays.
        case rest
        /// Released with enough velocity: the content decelerates (and may bounce at an edge).
        case fling
        /// Released past an edge: the content springs back.
        case bounce
    }

    /// The stroke's id.
    public var stroke: String
    /// The lift's time in session seconds.
    public var time: Double
    /// The estimated finger velocity, in the trace's units per second (y grows downward).
    package var velocity: TouchVelocity
    /// The content offset at the lift, points.
    public var offset: Double
    /// The content offset velocity the release starts with, points per second (finger up: positive).
    public var offsetVelocity: Double
    /// What the content did next.
    public var outcome: Outcome

    /// Creates a release record.
    ///
    /// - Parameters:
    ///   - stroke: The stroke's id.
    ///   - time: Session seconds.
    ///   - velocity: The estimated finger velocity.
    ///   - offset: The offset at the lift.
    ///   - offsetVelocity: The offset velocity at the lift.
    ///   - outcome: What the content did next.
    init(
        stroke: String, time: Double, velocity: TouchVelocity, offset: Double, offsetVelocity: Double,
        outcome: Outcome
    ) {
        self.stroke = stroke
        self.time = time
        self.velocity = velocity
        self.offset = offset
        self.offsetVelocity = offsetVelocity
        self.outcome = outcome
    }

    /// One line for the command's output and the session's notes, numbers in their shortest round-trip form.
    ///
    /// `stroke 1: release velocity x 219.59280094228163, y 1304.701682306001 per second (trace units);`
    /// `content -1304.701682306001 pt/s at offset -12.5, fling`
    package var noteLine: String {
        "stroke \(stroke): release velocity x \(NumberFormatting.shortest(velocity.x)), "
            + "y \(NumberFormatting.shortest(velocity.y)) per second (trace units); "
            + "content \(NumberFormatting.shortest(offsetVelocity)) pt/s at offset "
            + "\(NumberFormatting.shortest(offset)), \(outcome.rawValue)"
    }
}
