import Testing

@testable import StretchySynth

struct SpringTests {
    @Test func criticallyDampedClosedForm() {
        let spring = Spring.scrollBounce
        #expect(spring.naturalFrequency == 10)
        let x = spring.displacement(at: 0.5, initialDisplacement: -100, initialVelocity: 0)
        #expect(abs(x - (-600 * 0.006737947)) < 1e-6)
        #expect(spring.displacement(at: 0, initialDisplacement: -100, initialVelocity: 40) == -100)
        #expect(spring.velocity(at: 0, initialDisplacement: -100, initialVelocity: 40) == 40)
    }

    @Test(arguments: [0.5, 1.0, 1.4])
    func settlesWithinTheThreshold(dampingRatio: Double) {
        let spring = Spring(mass: 1, stiffness: 100, dampingRatio: dampingRatio)
        let threshold = 1.0 / 6
        let settle = spring.settlingTime(initialDisplacement: -120, initialVelocity: -800, threshold: threshold)
        #expect(settle > 0)
        for step in 0...400 {
            let t = settle + Double(step) * 0.01
            #expect(abs(spring.displacement(at: t, initialDisplacement: -120, initialVelocity: -800)) <= threshold)
        }
    }

    @Test func velocityIsTheDerivative() {
        for zeta in [0.5, 1.0, 1.4] {
            let spring = Spring(mass: 1, stiffness: 100, dampingRatio: zeta)
            let h = 1e-6
            let numeric =
                (spring.displacement(at: 0.2 + h, initialDisplacement: 50, initialVelocity: 300)
                    - spring.displacement(at: 0.2 - h, initialDisplacement: 50, initialVelocity: 300)) / (2 * h)
            let exact = spring.velocity(at: 0.2, initialDisplacement: 50, initialVelocity: 300)
            #expect(abs(numeric - exact) < 1e-4)
        }
    }

    @Test func bounceEndsExactlyAtTheEdge() {
        let bounds = ScrollBounds(insetTop: 280, viewportHeight: 844, contentHeight: 3000)
        let motion = BallisticMotion(offset: -400, velocity: 0, bounds: bounds, physics: .ios)
        #expect(motion.bounceEdge == -280)
        #expect(motion.state(at: 0.01).phase == .bouncing)
        #expect(abs(motion.state(at: motion.duration - 1e-9).offset + 280) <= 1.0 / 6 + 1e-6)
        #expect(motion.state(at: motion.duration) == (offset: -280, phase: .idle))
    }
}
