import StretchyCore

/// A damped spring in closed form: how content springs back to an edge.
///
/// The displacement `x` from the rest position obeys `m x'' + c x' + k x = 0` with `c = 2 ζ sqrt(k m)`. All three
/// regimes are solved exactly: critically damped (`ζ = 1`, `x = e^(-ω t) (x0 + (v0 + ω x0) t)`), under-damped and
/// over-damped, after super-ultra/ScrollMechanics `SpringTimingParameters.swift`.
///
/// ``scrollBounce`` is the spring the iOS profile uses: mass 1, stiffness 100, damping ratio 1, the
/// UIScrollView imitation of ScrollMechanics' example `SimpleScrollView.swift` (docs/physics.md says why).
///
/// For example:
///
/// ```swift
/// let spring = Spring.scrollBounce
/// spring.displacement(at: 0.5, initialDisplacement: -100, initialVelocity: 0)  // -4.04 (rounded)
/// ```
struct Spring: Hashable, Sendable {
    /// The spring of the iOS profile: mass 1, stiffness 100, critically damped (ω = 10 rad/s).
    static let scrollBounce = Spring(mass: 1, stiffness: 100, dampingRatio: 1)

    /// The mass, > 0.
    var mass: Double
    /// The stiffness `k`, > 0.
    var stiffness: Double
    /// The damping ratio `ζ`, > 0: 1 is critical damping (fastest return without overshoot).
    var dampingRatio: Double

    /// Creates a spring.
    ///
    /// - Parameters:
    ///   - mass: The mass, > 0.
    ///   - stiffness: The stiffness, > 0.
    ///   - dampingRatio: The damping ratio, > 0.
    init(mass: Double, stiffness: Double, dampingRatio: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.dampingRatio = dampingRatio
    }

    /// The undamped angular frequency `ω = sqrt(k / m)`, radians per second.
    var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The displacement from rest `t` seconds after the start.
    ///
    /// - Parameters:
    ///   - time: Seconds since the start.
    ///   - initialDisplacement: The displacement at the start, points.
    ///   - initialVelocity: The velocity at the start, points per second.
    /// - Returns: The displacement in points.
    func displacement(at time: Double, initialDisplacement: Double, initialVelocity: Double) -> Double {
        evaluate(time, initialDisplacement, initialVelocity).displacement
    }

    /// The velocity `t` seconds after the start.
    ///
    /// - Parameters:
    ///   - time: Seconds since the start.
    ///   - initialDisplacement: The displacement at the start, points.
    ///   - initialVelocity: The velocity at the start, points per second.
    /// - Returns: Points per second.
    func velocity(at time: Double, initialDisplacement: Double, initialVelocity: Double) -> Double {
        evaluate(time, initialDisplacement, initialVelocity).velocity
    }

    /// The time after which the displacement stays within `threshold` of rest.
    ///
    /// Found by bisection on an upper bound of `|x(t)|` (an envelope that only falls after its peak), so the answer
    /// depends only on the inputs, never on a frame rate.
    ///
    /// - Parameters:
    ///   - initialDisplacement: The displacement at the start, points.
    ///   - initialVelocity: The velocity at the start, points per second.
    ///   - threshold: The distance from rest that counts as at rest, points (> 0).
    /// - Returns: Seconds, 0 when the spring starts within the threshold and at rest.
    /// - Complexity: O(1): a fixed number of bisection steps.
    func settlingTime(initialDisplacement: Double, initialVelocity: Double, threshold: Double) -> Double {
        let envelope = envelopeFunction(initialDisplacement, initialVelocity)
        // The bound rises to its peak and only falls after it: within the threshold at the peak means always.
        var low = envelope.peak
        if envelope.bound(low) <= threshold { return 0 }
        var high = max(low, 1 / max(naturalFrequency * dampingRatio, 1e-9))
        var doublings = 0
        while envelope.bound(high) > threshold, doublings < 64 {
            low = high
            high *= 2
            doublings += 1
        }
        for _ in 0..<80 {
            let middle = (low + high) / 2
            if envelope.bound(middle) > threshold { low = middle } else { high = middle }
        }
        return high
    }

    private func evaluate(_ t: Double, _ x0: Double, _ v0: Double) -> (displacement: Double, velocity: Double) {
        let omega = naturalFrequency
        let zeta = dampingRatio
        if zeta == 1 {
            let c2 = v0 + omega * x0
            let decay = mathExp(-omega * t)
            return (decay * (x0 + c2 * t), decay * (v0 - omega * c2 * t))
        } else if zeta < 1 {
            let (beta, omegaD, c2) = underdampedTerms(x0, v0)
            let decay = mathExp(-beta * t)
            let cosine = mathCos(omegaD * t)
            let sine = mathSin(omegaD * t)
            let x = decay * (x0 * cosine + c2 * sine)
            let v = decay * ((c2 * omegaD - beta * x0) * cosine - (x0 * omegaD + beta * c2) * sine)
            return (x, v)
        } else {
            let (r1, r2, c1, c2) = overdampedTerms(x0, v0)
            let e1 = mathExp(r1 * t)
            let e2 = mathExp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// An upper bound of `|x(t)|` and the time after which it only falls.
    private func envelopeFunction(_ x0: Double, _ v0: Double) -> (bound: (Double) -> Double, peak: Double) {
        let omega = naturalFrequency
        let zeta = dampingRatio
        if zeta == 1 {
            let a = abs(x0)
            let b = abs(v0 + omega * x0)
            // d/dt e^(-ωt)(a + b t) = e^(-ωt)(b - ω a - ω b t): zero at t = 1/ω - a/b.
            let peak = b > 0 ? max(0, 1 / omega - a / b) : 0
            return ({ t in mathExp(-omega * t) * (a + b * t) }, peak)
        } else if zeta < 1 {
            let (beta, _, c2) = underdampedTerms(x0, v0)
            let amplitude = (x0 * x0 + c2 * c2).squareRoot()
            return ({ t in mathExp(-beta * t) * amplitude }, 0)
        } else {
            let (r1, r2, c1, c2) = overdampedTerms(x0, v0)
            return ({ t in abs(c1) * mathExp(r1 * t) + abs(c2) * mathExp(r2 * t) }, 0)
        }
    }

    /// The under-damped solution's decay rate `β = ζω`, damped frequency `ω_d` and sine coefficient.
    private func underdampedTerms(_ x0: Double, _ v0: Double) -> (beta: Double, omegaD: Double, c2: Double) {
        let omega = naturalFrequency
        let zeta = dampingRatio
        let beta = zeta * omega
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        return (beta, omegaD, (v0 + beta * x0) / omegaD)
    }

    /// The over-damped solution's two rates and their coefficients: `x(t) = c1 e^(r1 t) + c2 e^(r2 t)`.
    private func overdampedTerms(_ x0: Double, _ v0: Double) -> (r1: Double, r2: Double, c1: Double, c2: Double) {
        let omega = naturalFrequency
        let zeta = dampingRatio
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root)
        let r2 = -omega * (zeta + root)
        let c2 = (v0 - r1 * x0) / (r2 - r1)
        return (r1, r2, x0 - c2, c2)
    }
}
