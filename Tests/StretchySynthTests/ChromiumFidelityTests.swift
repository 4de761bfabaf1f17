import StretchyCore
import Testing

@testable import StretchySynth

/// The Chromium profiles against Chromium 156's own recordings (`Fixtures/chromium/`, see its README).
///
/// The recordings are a browser page's: it reads `scrollY` on the main thread, now and then a frame late, so every
/// check here allows stale frames (``FidelityCheck/allowsStaleFrames``), as `fidelity` does for a `browser` session.
@Suite struct ChromiumFidelityTests {
    /// A recorded fling: file stem, finger distance (negative: up) and speed, px/s.
    struct Recording: Sendable {
        let name: String
        let distance: Double
        let speed: Double
        /// The `touchend`: 50 ms rest, the moves, 8 ms to the lift.
        var releaseTime: Double { 0.05 + abs(distance) / speed + 0.008 }
    }

    static let flings = [
        Recording(name: "fling-500", distance: -150, speed: 493.4),
        Recording(name: "fling-1500", distance: -240, speed: 1500),
        Recording(name: "fling-3000", distance: -450, speed: 2960.5),
        Recording(name: "fling-6000", distance: -750, speed: 5859.4),
        Recording(name: "fling-top", distance: 300, speed: 3125),
    ]

    static func samples(_ name: String) throws -> [ScrollSample] {
        try Fixture.rows("chromium/" + name + ".csv").map { row in
            ScrollSample(
                time: Double(row[0])!, offsetY: Double(row[1])!, insetTop: Double(row[2])!,
                viewportWidth: Double(row[3])!, viewportHeight: Double(row[4])!, contentHeight: Double(row[5])!,
                phase: ScrollPhase(rawValue: String(row[6])) ?? .idle)
        }
    }

    /// The stroke compared from the `-hold` recording's release offset and the finger's speed (touch events).
    static func fidelity(_ recording: Recording, folder: String, physics: ScrollPhysics) throws -> StrokeFidelity {
        let recorded = try samples(folder + "/" + recording.name + "-r1")
        let held = try samples(folder + "/" + recording.name + "-hold")
        let release = FidelityRelease(
            time: recording.releaseTime, offset: held.last!.offsetY,
            velocity: -recording.distance.sign(recording.speed), velocitySource: "touches")
        let check = FidelityCheck(physics: physics, allowsStaleFrames: true)
        let stroke = check.compare(recorded, from: release)
        expectOnTarget(stroke, physics.name + " vs " + folder + "/" + recording.name, recorded: recorded, check: check)
        return stroke
    }

    @Test func thePhysicsBasedCurveFollowsItsSource() {
        // 1500 px/s: v² / 2a = 425.2 px in 1500 / 2300 = 0.652 s; 5859.4 px/s: capped at 3 × 844 px, 2 s.
        let slow = Fling(offset: 0, velocity: 1500, curve: .chromiumPhysics, viewportHeight: 844)
        #expect(abs(slow.projectedOffset - 425.224) < 0.001)
        #expect(abs(slow.velocity(at: 0) - 1500) < 5)
        let fast = Fling(offset: 0, velocity: -5859.4, curve: .chromiumPhysics, viewportHeight: 844)
        #expect(fast.projectedOffset == -2532)
        #expect(fast.offset(at: 2) == -2532)
        #expect(abs(fast.duration(threshold: 0.5) - 1.9) < 0.1)
    }

    @Test func hardStopEndsAFlingAtTheEdge() {
        let bounds = ScrollBounds(minimumOffset: 0, maximumOffset: 19156)
        let motion = BallisticMotion(
            offset: 303, velocity: -3125, bounds: bounds, physics: .chromium, viewportHeight: 844)
        #expect(motion.restingOffset == 0)
        #expect(motion.state(at: motion.duration).offset == 0)
        #expect(motion.state(at: motion.duration / 2).phase == .decelerating)
        #expect((0...100).allSatisfy { motion.state(at: Double($0) / 100).offset >= 0 })
    }

    /// The goal of issue 16, over the frames in motion: after aligning at release, median within 2 px and p95 within
    /// 5 px of the recording, or else one frame at most over 5 px (`legacy-curve/fling-500`: 13.4 px and
    /// `legacy-curve/fling-top`: 9.1 px, each the first frame compared, where the display catches up with the lift;
    /// the flings into the top have 6 or 7 frames in motion, so one frame is their p95); 6 px for `chromium-elastic`,
    /// whose whole-pixel stretch moves its errors in 1 px steps. A failure prints the stroke's line.
    static func expectOnTarget(
        _ stroke: StrokeFidelity, _ label: String, recorded: [ScrollSample], check: FidelityCheck
    ) {
        #expect(stroke.medianError <= 2, "\(label): \(stroke.line)")
        // A rounded stretch (`chromium-elastic`) makes every error a whole pixel: 1 px more at the p95.
        let limit = check.physics.roundsStretch ? 6.0 : 5.0
        let frames = check.frameErrors(recorded, from: stroke.release, shift: stroke.alignment)
        let misses = frames.indices.filter { frames[$0].error > limit }
        #expect(stroke.p95Error <= limit || misses.count <= 1, "\(label): frames \(misses) over 5 px: \(stroke.line)")
    }

    @Test(arguments: flings)
    func defaultChromeIsThePhysicsBasedCurve(_ recording: Recording) throws {
        let stroke = try Self.fidelity(recording, folder: "default", physics: .chromium)
        #expect(abs(stroke.synthesizedDistance - stroke.recordedDistance) <= 2)
    }

    @Test(arguments: flings)
    func legacyChromeIsFlingCurve(_ recording: Recording) throws {
        let stroke = try Self.fidelity(recording, folder: "legacy-curve", physics: .chromiumLegacy)
        #expect(abs(stroke.synthesizedDistance - stroke.recordedDistance) <= 2)
    }

    @Test func elasticFlingIntoTheTop() throws {
        _ = try Self.fidelity(Self.flings[4], folder: "elastic", physics: .chromiumElastic)
    }

    /// `elastic/overscroll-top`: a 200 px pull at the top (185 px past the 15 px slop), held, then lifted.
    @Test func elasticPullAtTheTop() throws {
        let recorded = try Self.samples("elastic/overscroll-top")
        let band = ScrollPhysics.chromiumElastic.rubberBand(viewportHeight: 844)
        let stretch = band.distance(forOverscroll: 200 - ScrollPhysics.chromiumElastic.touchSlop)
        #expect(abs(stretch - 9.25) < 1e-9)
        #expect(recorded.map(\.offsetY).min() == -stretch.rounded())
        // The lift: released 9 px past the top with no speed (the finger held 0.3 s); the offsets give the release.
        let check = FidelityCheck(physics: .chromiumElastic, allowsStaleFrames: true)
        let strokes = check.compare(recorded)
        #expect(strokes.count == 1)
        let stroke = try #require(strokes.first)
        #expect(stroke.release.offset == -9)
        #expect(stroke.release.velocity == 0)
        Self.expectOnTarget(stroke, "chromium-elastic vs elastic/overscroll-top", recorded: recorded, check: check)
        #expect(stroke.maxError <= 1, "\(stroke.line)")
    }

    /// The velocity from the lifts in a session's notes (`import-touches`' `strokes`, `record`'s `releases`).
    @Test func releasesTakeTheirVelocityFromTouchNotes() throws {
        let recorded = try Self.samples("default/fling-1500-r1")
        let fromOffsets = try #require(FidelityCheck.releases(in: recorded).first)
        #expect(fromOffsets.velocitySource == "offsets")
        #expect(abs(fromOffsets.velocity - 1437.1) < 0.05, "\(fromOffsets.velocity)")
        let imported = #"{"strokes": [{"stroke": "1", "time": 0.218, "offset_velocity": 1500}]}"#
        let recordedNotes = #"{"releases": [{"t": 0.218, "offset_velocity": 1500, "offset": 1231}]}"#
        for notes in [imported, recordedNotes] {
            let release = try #require(FidelityCheck.releases(in: recorded, notes: notes).first)
            #expect(release.velocity == 1500)
            #expect(release.velocitySource == "touches")
            #expect(release.offset == fromOffsets.offset)
        }
        for notes in ["{}", "not json", #"{"releases": [{"t": 0.5, "offset_velocity": 1500}]}"#] {
            #expect(FidelityCheck.releases(in: recorded, notes: notes) == [fromOffsets])
        }
    }

    /// The gesture script of a recording: the finger's rest, its drag, 8 ms to the lift; at 1000 Hz.
    static func script(_ recording: Recording, physics: String) -> String {
        let start = recording.name == "fling-top" ? 600 : 1000
        let direction = recording.distance < 0 ? "up" : "down"
        return """
            physics \(physics)
            rate 1000
            viewport 390x844
            inset 0
            content 20000
            start \(start)
            hold 0.05
            drag \(direction) \(abs(recording.distance)) over \(abs(recording.distance) / recording.speed)
            hold 0.008
            release
            settle
            """
    }

    /// A script that says `physics chromium` swallows the 15 px slop and runs 4 ms ahead: its lift lands within 2 px
    /// of the `-hold` recording's, and the fling from there meets the goal against the recorded one.
    @Test(arguments: flings)
    func scriptsMatchTheRecordings(_ recording: Recording) throws {
        var profiles = [("chromium", "default"), ("chromium-legacy", "legacy-curve")]
        if recording.name == "fling-top" { profiles.append(("chromium-elastic", "elastic")) }
        for (physics, folder) in profiles {
            let script = try SynthScript(parsing: Self.script(recording, physics: physics))
            let samples = Array(script.samples())
            // The content holds still for the last 8 ms before the lift.
            let lift = try #require(samples.last { $0.time < recording.releaseTime })
            let held = try Self.samples(folder + "/" + recording.name + "-hold")
            #expect(abs(lift.offsetY - held.last!.offsetY) <= 2, "\(physics) \(recording.name): \(lift.offsetY)")
            let first = try #require(samples.first { $0.phase == .dragging })
            #expect(abs(first.time - 0.05 - 15 / recording.speed) < 0.0015, "\(first.time)")
            let release = FidelityRelease(
                time: recording.releaseTime, offset: lift.offsetY, velocity: -recording.distance.sign(recording.speed),
                velocitySource: "touches")
            let recorded = try Self.samples(folder + "/" + recording.name + "-r1")
            let check = FidelityCheck(physics: script.physics, allowsStaleFrames: true)
            let stroke = check.compare(recorded, from: release)
            Self.expectOnTarget(
                stroke, physics + " script vs " + folder + "/" + recording.name, recorded: recorded, check: check)
        }
    }

    /// A drag straight from rest is `tracking` while the slop is swallowed, 15 px / 1000 px/s = 15 ms; a drag shorter
    /// than the slop leaves the content where it was, and its release does not fling.
    @Test func theSlopHoldsTheContentWhileTracking() throws {
        let script = try SynthScript(
            parsing: "physics chromium\nrate 1000\ninset 0\nstart 100\ndrag up 100 over 0.1\nrelease\nsettle\n")
        let samples = Array(script.samples())
        #expect(samples.filter { $0.time < 0.0145 }.allSatisfy { $0.phase == .tracking && $0.offsetY == 100 })
        let first = try #require(samples.first { $0.phase == .dragging })
        #expect(abs(first.time - 0.015) < 1e-9)
        // At the slop, with the 4 ms run-ahead: 1000 px/s × 4 ms.
        #expect(abs(first.offsetY - 104) < 1e-6)
        let short = try SynthScript(
            parsing: "physics chromium\ninset 0\nstart 100\ndrag up 10 over 0.1\nrelease\nsettle\n")
        let shortSamples = Array(short.samples())
        #expect(shortSamples.allSatisfy { $0.offsetY == 100 })
        #expect(shortSamples.last?.phase == .idle)
    }

    /// `android` swallows its 8 dp slop as `ScrollView` does, flings along the spline and stops dead at the top: a
    /// fling into it never goes past 0, where `android-fling` (iOS's edges) bounces past it.
    @Test func androidSwallowsItsSlopAndStopsAtTheEdge() throws {
        let drag = try SynthScript(
            parsing: "physics android\nrate 1000\ninset 0\nstart 100\ndrag up 100 over 0.1\nrelease\nsettle\n")
        let samples = Array(drag.samples())
        #expect(samples.filter { $0.time < 0.0075 }.allSatisfy { $0.phase == .tracking && $0.offsetY == 100 })
        // 4 ms past the 8 ms slop: 1000 pt/s × 4 ms, with no run-ahead.
        let later = try #require(samples.first { abs($0.time - 0.012) < 1e-9 })
        #expect(later.phase == .dragging)
        #expect(abs(later.offsetY - 104) < 1e-6)
        let fling = "rate 120\ninset 0\nstart 600\nfling down 4000\nsettle\n"
        let android = Array(try SynthScript(parsing: "physics android\n" + fling).samples())
        #expect(android.allSatisfy { $0.offsetY >= 0 })
        #expect(android.last?.offsetY == 0)
        let bouncing = Array(try SynthScript(parsing: "physics android-fling\n" + fling).samples())
        #expect(bouncing.contains { $0.offsetY < -1 })
    }

    /// Only the Chromium and Android profiles swallow the slop in scripts: `ios` drags from the first point, as it always did.
    @Test func iosScriptsKeepTheirDragsOneToOne() throws {
        let script = try SynthScript(parsing: Self.script(Self.flings[1], physics: "ios"))
        let lift = try #require(Array(script.samples()).last { $0.time < Self.flings[1].releaseTime })
        #expect(abs(lift.offsetY - 1240) < 1e-9)
    }

    @Test func flingLeadStartsTheCurveTwentyMillisecondsIn() {
        let bounds = ScrollBounds(minimumOffset: 0, maximumOffset: 19156)
        let motion = BallisticMotion(
            offset: 1231, velocity: 1500, bounds: bounds, physics: .chromium, viewportHeight: 844)
        let curve = Fling(offset: 1231, velocity: 1500, curve: .chromiumPhysics, viewportHeight: 844)
        #expect(motion.state(at: 0).offset == curve.offset(at: 0.02))
        #expect(motion.state(at: 0).offset > 1231 + 25)
        #expect(abs(motion.restingOffset - curve.projectedOffset) <= 0.5)
        let ios = BallisticMotion(offset: 1231, velocity: 1500, bounds: bounds, physics: .ios)
        #expect(ios.state(at: 0).offset == 1231)
    }

    /// Without the stale-frame allowance the main thread's stale `scrollY` stretches dominate the p95.
    @Test func staleFramesAreCountedAndTheStrictFiguresKept() throws {
        let recording = Self.flings[2]
        let recorded = try Self.samples("legacy-curve/" + recording.name + "-r1")
        let held = try Self.samples("legacy-curve/" + recording.name + "-hold")
        let release = FidelityRelease(
            time: recording.releaseTime, offset: held.last!.offsetY, velocity: recording.speed,
            velocitySource: "touches")
        let strict = FidelityCheck(physics: .chromiumLegacy, allowsStaleFrames: false).compare(recorded, from: release)
        let lenient = FidelityCheck(physics: .chromiumLegacy, allowsStaleFrames: true).compare(recorded, from: release)
        #expect(strict.staleFrames == 0)
        #expect(strict.p95Error > 20, "\(strict.line)")
        #expect(lenient.staleFrames >= 5, "\(lenient.line)")
        #expect(lenient.p95Error <= 5, "\(lenient.line)")
    }

    /// One frame shown a frame late (its predecessor's offset) is forgiven; a frame two frames late is not.
    @Test func onlyOneFrameOfStalenessIsForgiven() {
        let bounds = ScrollBounds(minimumOffset: 0, maximumOffset: 100_000)
        let motion = BallisticMotion(
            offset: 1000, velocity: 3000, bounds: bounds, physics: .chromium, viewportHeight: 844)
        let times = (0..<60).map { Double($0) / 60 }
        func samples(lateBy late: Int) -> [ScrollSample] {
            times.enumerated().map { index, time in
                let shown = index == 10 ? times[index - late] : time
                return ScrollSample(
                    time: time, offsetY: motion.state(at: shown).offset, insetTop: 0, viewportWidth: 390,
                    viewportHeight: 844, contentHeight: 100_844, phase: .decelerating)
            }
        }
        let release = FidelityRelease(time: 0, offset: 1000, velocity: 3000)
        let check = FidelityCheck(physics: .chromium, allowsStaleFrames: true)
        let oneLate = check.compare(samples(lateBy: 1), from: release)
        #expect(oneLate.maxError < 1e-9)
        #expect(oneLate.staleFrames == 1)
        let twoLate = check.compare(samples(lateBy: 2), from: release)
        #expect(twoLate.maxError > 20)
    }

    /// The two constants a session without touch events is estimated with, the display lag past the release frame
    /// and the finger-to-drag speed ratio, are fitted on `default/` alone (the smallest sum of p95s over its five
    /// flings, frames in motion); `legacy-curve/` and `elastic/` are held out. docs/physics.md has the full grid
    /// (0-40 ms by 2, 1-1.08 by 0.005) and the held-out figures; this checks the neighbourhood of the fit.
    @Test func theDisplayLagIsFittedOnDefaultAlone() throws {
        let recordings = try Self.flings.map { try Self.samples("default/" + $0.name + "-r1") }
        func score(lag: Double, scale: Double) -> Double {
            var physics = ScrollPhysics.chromium
            physics.displayLag = lag
            physics.displayedDragScale = scale
            let check = FidelityCheck(physics: physics, allowsStaleFrames: true)
            return recordings.map { samples in
                check.compare(samples, releases: check.estimatedReleases(in: samples, notes: "{}"))[0].p95Error
            }.reduce(0, +)
        }
        var best = (score: Double.infinity, lag: 0, scale: 0)
        for lag in stride(from: 20, through: 28, by: 2) {
            for scale in stride(from: 1035, through: 1055, by: 5) {
                let found = score(lag: Double(lag) / 1000, scale: Double(scale) / 1000)
                if found < best.score { best = (found, lag, scale) }
            }
        }
        #expect(best.lag == 24 && best.scale == 1045, "\(best)")
        #expect(ScrollPhysics.chromium.displayLag == 0.024 && ScrollPhysics.chromium.displayedDragScale == 1.045)
        #expect(ScrollPhysics.chromiumLegacy.displayLag == 0.024 && ScrollPhysics.chromiumElastic.displayLag == 0.024)
    }
}

extension Double {
    fileprivate func sign(_ magnitude: Double) -> Double { self < 0 ? -magnitude : magnitude }
}
