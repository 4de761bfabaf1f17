import StretchyCore

/// UIScrollView's deceleration after a fling, in closed form: the velocity is multiplied by `rate` every millisecond.
///
/// With `k = 1000 ln(rate)` (per second, negative): `v(t) = v0 e^(k t)`, `x(t) = x0 + v0 (e^(k t) - 1) / k`, and the
/// content comes to rest at the exact projection `x0 - v0 / k`. Sources: super-ultra/ScrollMechanics
/// `DecelerationTimingParameters.swift`; the rates 0.998 (normal) and 0.99 (fast) as in flocked/Anima
/// `DecayFunction.swift`. Every value is computed from `t` directly, so sampling at any frame rate gives the same
/// curve.
///
/// For example:
///
/// ```swift
/// let fling = Deceleration(offset: 0, velocity: 1000, rate: Deceleration.normalRate)
/// fling.projectedOffset  // 499.5 (rounded), where the content comes to rest
/// ```
struct Deceleration: Hashable, Sendable {
    /// `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond.
    static let normalRate = 0.998
    /// `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond.
    static let fastRate = 0.99

    /// The offset at release, in points.
    var startOffset: Double
    /// The offset velocity at release, in points per second (positive: the offset grows).
    var startVelocity: Double
    /// The fraction of velocity kept per millisecond, in (0, 1).
    var rate: Double

    /// Creates a deceleration.
    ///
    /// - Parameters:
    ///   - offset: The offset at release.
    ///   - velocity: The offset velocity at release, points per second.
    ///   - rate: The fraction of velocity kept per millisecond; ``normalRate`` by default.
    init(offset: Double, velocity: Double, rate: Double = Deceleration.normalRate) {
        self.startOffset = offset
        self.startVelocity = velocity
        self.rate = rate
    }

    /// The decay constant `k = 1000 ln(rate)`, per second; negative.
    var decayConstant: Double { 1000 * mathLog(rate) }

    /// Where the content comes to rest: `x0 - v0 / k`.
    var projectedOffset: Double { startOffset - startVelocity / decayConstant }

    /// The offset `t` seconds after release: `x0 + v0 (e^(k t) - 1) / k`.
    ///
    /// - Parameter time: Seconds since release, `>= 0`.
    /// - Returns: The offset in points.
    func offset(at time: Double) -> Double {
        let k = decayConstant
        return startOffset + startVelocity * mathExpm1(k * time) / k
    }

    /// The velocity `t` seconds after release: `v0 e^(k t)`.
    ///
    /// - Parameter time: Seconds since release.
    /// - Returns: Points per second.
    func velocity(at time: Double) -> Double {
        startVelocity * mathExp(decayConstant * time)
    }

    /// The time after which the content is within `threshold` of its projection: `ln(-k thr / |v0|) / k`.
    ///
    /// - Parameter threshold: The distance from the projection that counts as at rest, points (> 0).
    /// - Returns: Seconds; 0 when the content starts that close.
    func duration(threshold: Double) -> Double {
        let k = decayConstant
        let speed = abs(startVelocity)
        guard speed > -k * threshold else { return 0 }
        return mathLog(-k * threshold / speed) / k
    }

    /// The time at which the content reaches `offset`: `ln(1 + k (x - x0) / v0) / k`.
    ///
    /// - Parameter offset: An offset on the way from the start to the projection.
    /// - Returns: Seconds, or `nil` when the content never gets there.
    func time(toReach offset: Double) -> Double? {
        Self.time(toReach: offset, from: startOffset, velocity: startVelocity) { distance in
            let k = decayConstant
            let argument = k * distance / startVelocity
            guard argument > -1 else { return nil }
            return mathLog1p(argument) / k
        }
    }

    /// The checks every motion's `time(toReach:)` starts with: 0 at the start itself, `nil` for an offset behind the
    /// motion or with no motion at all, and otherwise `time` of the signed distance ahead.
    static func time(
        toReach offset: Double, from start: Double, velocity: Double, _ time: (_ distance: Double) -> Double?
    ) -> Double? {
        let distance = offset - start
        if distance == 0 { return 0 }
        guard velocity != 0, (distance > 0) == (velocity > 0) else { return nil }
        return time(distance)
    }
}
