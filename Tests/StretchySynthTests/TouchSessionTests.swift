import StretchyCore
import Testing
import _StretchySystem

@testable import StretchySynth

struct TouchSessionTests {
    /// A finger that moves up 200 units in 100 ms at constant speed, sampled every 10 ms.
    static let flick: String = {
        var rows = ["stroke,event,t_ms,x,y", "1,down,1000,100,600"]
        for step in 1...10 { rows.append("1,move,\(1000 + step * 10),100,\(600 - step * 20)") }
        rows.append("1,up,1105,100,400")
        return rows.joined(separator: "\n")
    }()

    @Test func releaseVelocitiesMatchFlutterForEveryStroke() throws {
        let trace = try TouchTrace(contentsOfFile: Fixture.path("touch/flutter-strokes.csv"))
        let expected = try Fixture.rows("touch/flutter-expected-velocity.csv").map {
            (x: Double($0[1])!, y: Double($0[2])!)
        }
        let session = try TouchSession(trace: trace, options: TouchConversionOptions(scale: 2))
        #expect(session.releases.count == 13)
        for (release, expectation) in zip(session.releases, expected) {
            #expect(VelocityTrackerTests.withinFlutterTolerance(release.velocity.x, expectation.x))
            #expect(VelocityTrackerTests.withinFlutterTolerance(release.velocity.y, expectation.y))
            if release.outcome == .fling {
                #expect(abs(release.offsetVelocity + expectation.y / 2) < 1e-9 * abs(expectation.y))
            }
        }
        // Frames are n / 60, the first at the first down, the last at rest.
        for (index, sample) in Array(session.samples).enumerated() {
            #expect(sample.time == Double(index) / 60)
        }
        #expect(Array(session.samples).first?.phase == .tracking)
        #expect(Array(session.samples).last?.phase == .idle)
        let phases = Set(Array(session.samples).map(\.phase))
        #expect(phases.isSuperset(of: [.tracking, .dragging, .decelerating, .bouncing, .idle]))
    }

    @Test func slopDragAndFlingFollowTheFinger() throws {
        let trace = try TouchTrace(parsing: Self.flick, file: "flick.csv")
        let options = TouchConversionOptions(
            clock: FrameClock(hz: 100), geometry: ScrollGeometry(insetTop: 0, contentHeight: 5000))
        let session = try TouchSession(trace: trace, options: options)
        let samples = Array(session.samples)
        // 20 units per 10 ms: the 10 pt slop is crossed at 5 ms; until then the content holds still.
        #expect(samples[0].phase == .tracking)
        #expect(samples[0].offsetY == 0)
        // At 50 ms the finger has moved 100 units: the content 90 pt (slop taken off).
        #expect(samples[5].phase == .dragging)
        #expect(abs(samples[5].offsetY - 90) < 1e-9)
        let release = try #require(session.releases.first)
        #expect(abs(release.velocity.y + 2000) < 1e-6)
        #expect(abs(release.offsetVelocity - 2000) < 1e-6)
        #expect(release.outcome == .fling)
        #expect(abs(release.offset - 190) < 1e-9)
        #expect(samples[11].phase == .decelerating)
        #expect(samples.last?.phase == .idle)
        let projection = 190 + 2000 / 2.0020027
        #expect(abs(samples.last!.offsetY - projection) < 0.6)
        #expect(
            session.notes == """
                touch import of flick.csv: scale 1 units/pt, 100 Hz, physics ios, \(samples.count) samples
                stroke 1: release velocity x \(NumberFormatting.shortest(release.velocity.x)), y \(NumberFormatting.shortest(release.velocity.y)) per second \
                (trace units); content \(NumberFormatting.shortest(release.offsetVelocity)) pt/s at offset 190, fling
                """)
    }

    @Test func pullingPastTheTopBouncesBack() throws {
        // The finger moves down 300 units slowly: at the top the content stretches through the rubber band.
        var rows = ["stroke,event,t_ms,x,y", "1,down,0,100,100"]
        for step in 1...30 { rows.append("1,move,\(step * 20),100,\(100 + step * 10)") }
        rows.append("1,move,700,100,400")
        rows.append("1,up,760,100,400")
        let trace = try TouchTrace(parsing: rows.joined(separator: "\n"), file: "pull.csv")
        let session = try TouchSession(
            trace: trace, options: TouchConversionOptions(geometry: ScrollGeometry(insetTop: 280)))
        let release = try #require(session.releases.first)
        #expect(release.outcome == .bounce)
        #expect(release.velocity == .zero)
        let band = RubberBand(dimension: 844)
        #expect(abs(release.offset - (-280 - band.distance(forOverscroll: 290))) < 1e-9)
        #expect(Array(session.samples).contains { $0.phase == .bouncing })
        #expect(Array(session.samples).last?.offsetY == -280)
    }

    @Test func recordingsOutOfOrderAreSpacedByTheGap() throws {
        let text = "stroke,event,t_ms,x,y\na,down,5000,0,0\na,up,5010,0,0\nb,down,100,0,0\nb,up,110,0,0\n"
        let session = try TouchSession(trace: try TouchTrace(parsing: text, file: "two.csv"))
        #expect(session.releases.map(\.outcome) == [.tap, .tap])
        #expect(abs(session.releases[1].time - (0.01 + 0.5 + 0.01)) < 1e-9)
    }

    @Test func longPausesAreCutToTheMaximumGap() throws {
        // Two taps 65 hours apart (AOSP's test strokes imported as one file): the pause is cut to 10 s.
        let hours65 = 65.0 * 3_600_000
        let text =
            "stroke,event,t_ms,x,y\na,down,0,0,0\na,up,10,0,0\nb,down,\(Int(hours65)),0,0\n"
            + "b,up,\(Int(hours65) + 10),0,0\n"
        let session = try TouchSession(trace: try TouchTrace(parsing: text, file: "gap.csv"))
        #expect(abs(session.releases[1].time - (0.01 + 10 + 0.01)) < 1e-9)
        #expect(session.sampleCount == Array(session.samples).count)
        #expect(session.sampleCount < 700)
        var options = TouchConversionOptions()
        options.maximumGap = 1
        let shorter = try TouchSession(trace: try TouchTrace(parsing: text, file: "gap.csv"), options: options)
        #expect(abs(shorter.releases[1].time - (0.01 + 1 + 0.01)) < 1e-9)
    }

    @Test func aSessionAboveTheSampleLimitIsRefusedBeforeItIsMade() throws {
        let text = "stroke,event,t_ms,x,y\na,down,0,0,0\na,up,1e15,0,100\n"
        #expect(throws: TouchTraceError.self) {
            try TouchSession(trace: try TouchTrace(parsing: text, file: "long.csv"))
        }
    }

    @Test(arguments: [
        FrameClock.hz60, .hz90, .hz120, FrameClock(hz: 7.3), FrameClock(intervals: [0.008, 0.017, 0.011]),
    ])
    func theSampleCountIsKnownWithoutMakingTheSamples(_ clock: FrameClock) throws {
        for trace in [
            try TouchTrace(contentsOfFile: Fixture.path("touch/flutter-strokes.csv")),
            try TouchTrace(parsing: Self.flick, file: "flick.csv"),
        ] {
            let session = try TouchSession(trace: trace, options: TouchConversionOptions(clock: clock))
            #expect(session.sampleCount == Array(session.samples).count)
        }
    }
}
