import Testing

@testable import StretchySynth

/// Flutter's own test, replayed: one tracker for the whole list; every down and move is added; at each up the
/// velocity must match the expectation within 0.1 % on each axis.
struct VelocityTrackerTests {
    static func withinFlutterTolerance(_ actual: Double, _ expected: Double) -> Bool {
        abs((actual - expected) / expected) < 0.001
    }

    @Test func agreesWithFlutterOnEveryRecordedStroke() throws {
        let trace = try TouchTrace(contentsOfFile: Fixture.path("touch/flutter-strokes.csv"))
        let expected = try Fixture.rows("touch/flutter-expected-velocity.csv").map {
            (stroke: String($0[0]), x: Double($0[1])!, y: Double($0[2])!)
        }
        #expect(trace.strokes.count == 13)
        #expect(expected.count == 13)
        var tracker = VelocityTracker()
        var checked = 0
        for (stroke, expectation) in zip(trace.strokes, expected) {
            #expect(stroke.id == expectation.stroke)
            for event in stroke.events {
                if event.kind == .up {
                    let velocity = tracker.velocity()
                    #expect(
                        Self.withinFlutterTolerance(velocity.x, expectation.x), "stroke \(stroke.id) x \(velocity.x)")
                    #expect(
                        Self.withinFlutterTolerance(velocity.y, expectation.y), "stroke \(stroke.id) y \(velocity.y)")
                    checked += 1
                } else {
                    tracker.addPosition(time: event.time, x: event.x, y: event.y)
                }
            }
        }
        #expect(checked == 13)
    }

    @Test func interruptedStrokeUsesOnlyTheSamplesAfterTheGap() throws {
        let trace = try TouchTrace(contentsOfFile: Fixture.path("touch/flutter-interrupted-stroke.csv"))
        var tracker = VelocityTracker()
        for event in trace.strokes[0].events where event.kind != .up {
            tracker.addPosition(time: event.time, x: event.x, y: event.y)
        }
        let velocity = tracker.velocity()
        #expect(Self.withinFlutterTolerance(velocity.x, 649.5))
        #expect(Self.withinFlutterTolerance(velocity.y, 3890.3))
    }

    @Test func fewerThanThreeSamplesOrAStaleFingerGiveZero() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity() == .zero)
        tracker.addPosition(time: 0, x: 0, y: 0)
        tracker.addPosition(time: 0.01, x: 0, y: 10)
        #expect(tracker.velocity() == .zero)
        tracker.addPosition(time: 0.02, x: 0, y: 20)
        #expect(abs(tracker.velocity().y - 1000) < 1e-6)
        #expect(abs(tracker.velocity(at: 0.06).y - 1000) < 1e-6)
        #expect(tracker.velocity(at: 0.0601) == .zero)
    }

    /// Chromium's `LSQ2_RESTRICTED`: two samples give a line, a lift waits 80 ms, a gap of exactly 40 ms clears.
    @Test func chromiumStrategyDiffersWhereItsSourceDoes() {
        var chromium = VelocityTracker(strategy: .chromiumRestricted)
        var flutter = VelocityTracker()
        for (time, y) in [(0.0, 0.0), (0.01, 10.0)] {
            chromium.addPosition(time: time, x: 0, y: y)
            flutter.addPosition(time: time, x: 0, y: y)
        }
        #expect(abs(chromium.velocity().y - 1000) < 1e-6)
        #expect(flutter.velocity() == .zero)
        #expect(abs(chromium.velocity(at: 0.0899).y - 1000) < 1e-6)
        #expect(chromium.velocity(at: 0.09) == .zero)
        // A sample 40 ms after the previous: Flutter still walks over the gap, Chromium starts afresh.
        for tracker in [0, 1] {
            var t = VelocityTracker(strategy: tracker == 0 ? .flutter : .chromiumRestricted)
            for (time, y) in [(0.0, 0.0), (0.01, 10.0), (0.02, 20.0), (0.06, 60.0)] {
                t.addPosition(time: time, x: 0, y: y)
            }
            let v = t.velocity().y
            #expect(tracker == 0 ? abs(v - 1000) < 1e-6 : v == .zero, "\(v)")
        }
    }

    /// A finger that turns back at the lift: Flutter's fit points back, Chromium's restricted fit gives zero.
    @Test func chromiumStrategyDropsAVelocityAgainstTheStroke() {
        let path: [(Double, Double)] = [(0, 0), (0.01, 40), (0.02, 70), (0.03, 80), (0.04, 70), (0.05, 50)]
        var chromium = VelocityTracker(strategy: .chromiumRestricted)
        var flutter = VelocityTracker()
        for (time, y) in path {
            chromium.addPosition(time: time, x: 0, y: y)
            flutter.addPosition(time: time, x: 0, y: y)
        }
        #expect(flutter.velocity().y < -1000)
        #expect(chromium.velocity() == .zero)
    }

    @Test func keepsOnlyTheLast100Milliseconds() {
        var tracker = VelocityTracker()
        // 30 samples 10 ms apart: moving at 500 units/s, then at 2000 units/s for the last 100 ms.
        var y = 0.0
        for index in 0..<30 {
            y += index < 19 ? 5 : 20
            tracker.addPosition(time: Double(index) * 0.01, x: 0, y: y)
        }
        #expect(abs(tracker.velocity().y - 2000) < 1e-6)
    }
}
