import StretchyCore

/// One fling along a ``FlingCurve``: the offset and velocity at any time after release, where it ends, and when.
///
/// For example:
///
/// ```swift
/// let fling = Fling(offset: 0, velocity: 1000, curve: .androidSpline)
/// fling.projectedOffset  // 194 (rounded): Android flings stop much sooner than iOS's 499.5
/// ```
struct Fling: Hashable, Sendable {
    /// The offset at release, points.
    let startOffset: Double
    /// The offset velocity at release, points per second.
    let startVelocity: Double
    /// The curve.
    let curve: FlingCurve
    /// The viewport height, points: Chromium's physics-based curve goes at most three of them.
    let viewportHeight: Double

    // The spline's constants (Flutter's ClampingScrollSimulation).
    static let splineDecelerationRate = mathLog(0.78) / mathLog(0.9)
    static let splineInflexion = 0.35
    static let splineReferenceVelocity = 0.015 * (9.80665 * 39.37 * 160 * 0.84) / splineInflexion
    // Chromium's constants (fling_curve.cc).
    static let chromiumAlpha = -5707.62
    static let chromiumBeta = 172.0
    static let chromiumGamma = 3.7
    // physics_based_fling_curve.cc: 2.7559e-5 in/ms² at 96 px/in, in pt/s²; kDefaultPixelDeceleration;
    // kMaxCurveDurationForFling; kDefaultBoundsMultiplier.
    static let physicsDeceleration = 2.7559e-5 * 96 * 1e6
    static let physicsDurationDeceleration = 2300.0
    static let physicsMaximumDuration = 2.0
    static let physicsBoundsMultiplier = 3.0

    /// Creates a fling.
    ///
    /// - Parameters:
    ///   - offset: The offset at release.
    ///   - velocity: The offset velocity at release, points per second.
    ///   - curve: The fling's shape.
    ///   - viewportHeight: The viewport height, which bounds Chromium's physics-based fling; unbounded by default.
    init(offset: Double, velocity: Double, curve: FlingCurve, viewportHeight: Double = .infinity) {
        startOffset = offset
        startVelocity = velocity
        self.curve = curve
        self.viewportHeight = viewportHeight
    }

    private var direction: Double { startVelocity < 0 ? -1 : 1 }

    // MARK: - Spline

    /// The spline's duration `T` and signed distance `D`.
    private var spline: (duration: Double, distance: Double) {
        let rate = Self.splineDecelerationRate
        let duration =
            rate * Self.splineInflexion * mathPow(abs(startVelocity) / Self.splineReferenceVelocity, 1 / (rate - 1))
        return (duration, startVelocity * duration / rate)
    }

    // MARK: - Chromium

    private static func chromiumPosition(_ time: Double) -> Double {
        chromiumAlpha * mathExp(-chromiumGamma * time) - chromiumBeta * time - chromiumAlpha
    }

    private static func chromiumVelocity(_ time: Double) -> Double {
        -chromiumAlpha * chromiumGamma * mathExp(-chromiumGamma * time) - chromiumBeta
    }

    private static func chromiumTime(atVelocity velocity: Double) -> Double {
        -mathLog((velocity + chromiumBeta) / (-chromiumAlpha * chromiumGamma)) / chromiumGamma
    }

    /// Where on Chromium's curve the fling starts, where it stops (velocity 0), and how much faster than the curve's
    /// top speed (20,946 pt/s) the release was: Chromium enters the curve at its top and scales distance and velocity
    /// by that ratio (`displacement_ratio_`).
    private var chromium: (start: Double, end: Double, scale: Double) {
        let top = Self.chromiumVelocity(0)
        let speed = min(abs(startVelocity), top)
        let scale = abs(startVelocity) > top ? abs(startVelocity) / top : 1
        return (Self.chromiumTime(atVelocity: speed), Self.chromiumTime(atVelocity: 0), scale)
    }

    /// The distance travelled along Chromium's curve `time` seconds after release, unsigned.
    private func chromiumDistance(_ time: Double) -> Double {
        let (start, end, scale) = chromium
        return scale * (Self.chromiumPosition(min(start + time, end)) - Self.chromiumPosition(start))
    }

    // MARK: - Chromium, physics-based

    /// The physics-based curve's unsigned distance, duration and easing (`CalculateEndPoint`,
    /// `CalculateDurationAndConfigureControlPoints`).
    private var physics: (distance: Double, duration: Double, bezier: CubicBezier) {
        let speed = abs(startVelocity)
        let bound = (viewportHeight * Self.physicsBoundsMultiplier).rounded(.down)
        let distance = min(speed * speed / (2 * Self.physicsDeceleration), bound)
        let duration = min(Self.physicsMaximumDuration, speed / Self.physicsDurationDeceleration)
        let slope = distance > 0 ? speed * duration / distance : 0
        let (x1, y1) = slope * 0.2 < 1 ? (0.2, 0.2 * slope) : (1 / slope, 1.0)
        return (distance, duration, CubicBezier(x1, y1, 0.55, 1))
    }

    private func physicsDistance(_ time: Double) -> Double {
        let (distance, duration, bezier) = physics
        guard duration > 0, time < duration else { return distance }
        return distance * bezier.solve(time / duration)
    }

    // MARK: - The fling

    /// The offset `time` seconds after release.
    ///
    /// - Parameter time: Seconds since release, `>= 0`.
    /// - Returns: Points.
    func offset(at time: Double) -> Double {
        switch curve {
        case .uiKit(let rate):
            return Deceleration(offset: startOffset, velocity: startVelocity, rate: rate).offset(at: time)
        case .androidSpline:
            let (duration, distance) = spline
            guard duration > 0, time < duration else { return startOffset + distance }
            return startOffset + distance * (1 - mathPow(1 - time / duration, Self.splineDecelerationRate))
        case .chromium:
            return startOffset + direction * chromiumDistance(time)
        case .chromiumPhysics:
            return startOffset + direction * physicsDistance(time)
        }
    }

    /// The velocity `time` seconds after release, points per second.
    ///
    /// - Parameter time: Seconds since release.
    /// - Returns: Points per second; 0 once the fling has ended.
    func velocity(at time: Double) -> Double {
        switch curve {
        case .uiKit(let rate):
            return Deceleration(offset: startOffset, velocity: startVelocity, rate: rate).velocity(at: time)
        case .androidSpline:
            let (duration, _) = spline
            guard duration > 0, time < duration else { return 0 }
            return startVelocity * mathPow(1 - time / duration, Self.splineDecelerationRate - 1)
        case .chromium:
            let (start, end, scale) = chromium
            return start + time < end ? direction * scale * Self.chromiumVelocity(start + time) : 0
        case .chromiumPhysics:
            // Chromium differentiates its offsets frame to frame; a 1 ms central difference stands in for that.
            let (_, duration, _) = physics
            guard time < duration else { return 0 }
            let step = 0.0005
            return direction * (physicsDistance(time + step) - physicsDistance(max(0, time - step)))
                / (time + step - max(0, time - step))
        }
    }

    /// Where the content comes to rest.
    var projectedOffset: Double {
        switch curve {
        case .uiKit(let rate): Deceleration(offset: startOffset, velocity: startVelocity, rate: rate).projectedOffset
        case .androidSpline: startOffset + spline.distance
        case .chromium: startOffset + direction * chromiumDistance(.infinity)
        case .chromiumPhysics: startOffset + direction * physics.distance
        }
    }

    /// The time after which the content is within `threshold` of where it comes to rest.
    ///
    /// - Parameter threshold: The distance that counts as at rest, points (> 0).
    /// - Returns: Seconds.
    func duration(threshold: Double) -> Double {
        switch curve {
        case .uiKit(let rate):
            return Deceleration(offset: startOffset, velocity: startVelocity, rate: rate).duration(threshold: threshold)
        case .androidSpline:
            let (duration, distance) = spline
            guard abs(distance) > threshold else { return 0 }
            return duration * (1 - mathPow(threshold / abs(distance), 1 / Self.splineDecelerationRate))
        case .chromium:
            let total = chromiumDistance(.infinity)
            return time(forDistance: max(0, total - threshold))
        case .chromiumPhysics:
            return physicsTime(forDistance: max(0, physics.distance - threshold))
        }
    }

    /// The time at which the content reaches `offset`, or `nil` when it never gets there.
    func time(toReach offset: Double) -> Double? {
        Deceleration.time(toReach: offset, from: startOffset, velocity: startVelocity) { distance in
            switch curve {
            case .uiKit(let rate):
                return Deceleration(offset: startOffset, velocity: startVelocity, rate: rate).time(toReach: offset)
            case .androidSpline:
                let (duration, total) = spline
                let fraction = distance / total
                guard fraction <= 1 else { return nil }
                return duration * (1 - mathPow(1 - fraction, 1 / Self.splineDecelerationRate))
            case .chromium:
                guard abs(distance) <= chromiumDistance(.infinity) else { return nil }
                return time(forDistance: abs(distance))
            case .chromiumPhysics:
                guard abs(distance) <= physics.distance else { return nil }
                return physicsTime(forDistance: abs(distance))
            }
        }
    }

    /// The velocity when the content reaches `offset` on its way: exact for UIKit's decay (`v0 + k (x - x0)`, no
    /// exponential), from the time otherwise.
    func velocity(atOffset offset: Double) -> Double {
        if case .uiKit(let rate) = curve {
            let decay = Deceleration(offset: startOffset, velocity: startVelocity, rate: rate)
            return startVelocity + decay.decayConstant * (offset - startOffset)
        }
        return velocity(at: time(toReach: offset) ?? 0)
    }

    /// The physics-based curve's time for a distance, by bisection, 60 fixed steps.
    private func physicsTime(forDistance distance: Double) -> Double {
        var (low, high) = (0.0, physics.duration)
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if physicsDistance(middle) < distance { low = middle } else { high = middle }
        }
        return high
    }

    /// Chromium's curve has no closed-form inverse: the time for a distance by bisection, 60 fixed steps.
    private func time(forDistance distance: Double) -> Double {
        let (start, end, _) = chromium
        var (low, high) = (0.0, end - start)
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if chromiumDistance(middle) < distance { low = middle } else { high = middle }
        }
        return high
    }
}
