import Testing

@testable import StretchySynth

struct DecelerationTests {
    @Test func projectionIsTheExactIntegral() {
        let normal = Deceleration(offset: 0, velocity: 1000, rate: Deceleration.normalRate)
        #expect(abs(normal.projectedOffset - 499.5) < 0.01)
        let fast = Deceleration(offset: 0, velocity: 1000, rate: Deceleration.fastRate)
        #expect(abs(fast.projectedOffset - 99.5) < 0.01)
        let three = Deceleration(offset: 10, velocity: 3000)
        #expect(abs(three.projectedOffset - 1508.5) < 0.01)
    }

    @Test func closedFormValues() {
        let fling = Deceleration(offset: 0, velocity: 1000)
        // v kept per 60 Hz frame: 0.998^(1000/60) = 0.9672.
        #expect(abs(fling.velocity(at: 1.0 / 60) / 1000 - 0.9672) < 1e-4)
        #expect(abs(fling.velocity(at: 1) - 1000 * 0.13506) < 0.01)
        // x(1) = v0 (d^1000 - 1) / k.
        let expected = 1000 * (0.13506452 - 1) / (1000 * -0.0020020027)
        #expect(abs(fling.offset(at: 1) - expected) < 0.01)
    }

    @Test func durationsMatchTheReferenceTable() {
        #expect(abs(Deceleration(offset: 0, velocity: 1000).duration(threshold: 0.5) - 3.45) < 0.01)
        #expect(abs(Deceleration(offset: 0, velocity: 3000).duration(threshold: 0.5) - 4.00) < 0.01)
        #expect(abs(Deceleration(offset: 0, velocity: 1000, rate: 0.99).duration(threshold: 0.5) - 0.53) < 0.01)
        let fling = Deceleration(offset: 0, velocity: 1000)
        #expect(abs(fling.projectedOffset - fling.offset(at: fling.duration(threshold: 0.5)) - 0.5) < 1e-9)
    }

    @Test func timeToReachInvertsTheOffset() throws {
        let fling = Deceleration(offset: 100, velocity: -2000)
        let time = try #require(fling.time(toReach: 0))
        #expect(abs(fling.offset(at: time)) < 1e-9)
        #expect(fling.time(toReach: 200) == nil)
        #expect(fling.time(toReach: -5000) == nil)
    }
}
