import StretchyCore
import Testing

@testable import StretchySynth

/// `FidelityCheck` on sessions made for the purpose: a script re-synthesized with its own profile, frames shown late,
/// a motion that starts late, and lifts matched to releases.
@Suite struct FidelityCheckTests {
    /// A 60 Hz fling whose lift falls on a frame (0.2 s of rest, then 0.05 s of drag), the figures of the shipped
    /// `fast-fling-up-and-back` session's first stroke.
    static let fling = "rate 60; viewport 390x844; inset 280; content 3000\nwait 0.2; fling up 2400; settle; wait 0.2"

    /// Samples of a motion seen at 60 Hz: frame `index` shows the motion at `shown(index, time)`, plus `noise(index)`.
    static func samples(
        of motion: BallisticMotion, frames: Int = 60, shown: (Int, Double) -> Double = { $1 },
        noise: (Int) -> Double = { _ in 0 }
    ) -> [ScrollSample] {
        let times = (0..<frames).map { Double($0) / 60 }
        return times.enumerated().map { index, time in
            ScrollSample(
                time: time, offsetY: motion.state(at: max(0, shown(index, time))).offset + noise(index), insetTop: 0,
                viewportWidth: 390, viewportHeight: 844, contentHeight: 100_844, phase: .decelerating)
        }
    }

    static let bounds = ScrollBounds(minimumOffset: 0, maximumOffset: 100_000)

    /// A synthetic session has no stale frames: re-synthesized with the profile its script names, every frame matches
    /// its own offset, with the allowance off (as `fidelity` runs it) and on alike.
    @Test(arguments: ["ios", "ios-fast", "android-fling"])
    func aSyntheticSessionMatchesItsOwnPhysics(_ physics: String) throws {
        let script = try SynthScript(parsing: "physics \(physics)\n" + Self.fling)
        let samples = Array(script.samples())
        for allowsStaleFrames in [false, true] {
            let check = FidelityCheck(physics: script.physics, allowsStaleFrames: allowsStaleFrames)
            let strokes = check.compare(samples)
            #expect(strokes.count == 1)
            let stroke = try #require(strokes.first)
            #expect(stroke.frames > 30, "\(stroke.line)")
            #expect(stroke.restFrames == 12, "\(stroke.line)")
            #expect(stroke.staleFrames == 0, "\(stroke.line)")
            #expect(stroke.maxError < 0.01, "\(stroke.line)")
            #expect(stroke.alignment == 0)
            #expect(!stroke.isAlignmentAtSearchLimit)
            #expect(
                stroke.line.hasSuffix(
                    " frames in motion, 12 at rest after" + (allowsStaleFrames ? " (0 stale)" : "")), "\(stroke.line)")
        }
        // Another profile does not fit it: the check can tell them apart.
        let other = FidelityCheck(physics: .chromium).compare(samples)
        #expect(try #require(other.first).medianError > 20)
    }

    /// The shipped `fast-fling-up-and-back` script: with `ios` its second fling lifts 12.8 ms before the first frame
    /// after it (3.9 ms after the last dragging frame) and runs into the top edge; other profiles settle the first
    /// fling at other times, so theirs lift elsewhere between frames.
    static let liftBetweenFrames =
        "rate 60; viewport 390x844; inset 280; content 3000\n"
        + "wait 0.2; fling up 2400; settle; wait 0.3; fling down 3000; settle; wait 0.2"

    /// A fling whose finger lifts between two frames is re-synthesized from the lift, on the finger's line, within
    /// 0.5 pt; started at the first frame after it with the full drag velocity, no shift makes it fit (p95 3.8 pt with
    /// `ios-fast`, 9.6 with `android-fling`, 21 with `ios`).
    @Test(arguments: ["ios", "ios-fast", "android-fling"])
    func aLiftBetweenFramesIsReSynthesizedFromTheLift(_ physics: String) throws {
        let script = try SynthScript(parsing: "physics \(physics)\n" + Self.liftBetweenFrames)
        let samples = Array(script.samples())
        let check = FidelityCheck(physics: script.physics)
        let releases = FidelityCheck.releases(in: samples)
        #expect(releases.count == 2)
        for release in releases {
            let stroke = check.compare(samples, from: release)
            #expect(stroke.frames > 30, "\(stroke.line)")
            #expect(stroke.p95Error <= 0.5, "\(physics): \(stroke.line)")
            #expect(stroke.maxError <= 0.5, "\(physics): \(stroke.line)")
            #expect(abs(stroke.synthesizedDistance - stroke.recordedDistance) < 0.5, "\(stroke.line)")
        }
        // The second release: the lift found lies between its last dragging frame and it, 12.8 ms before it.
        let release = try #require(releases.last)
        let lastDragTime = try #require(release.lastDragTime)
        let lastDragOffset = try #require(release.lastDragOffset)
        #expect(samples.last { $0.time < release.time }?.phase == .dragging)
        #expect(samples.last { $0.time < release.time }?.time == lastDragTime)
        let stroke = check.compare(samples, from: release)
        let lift = try #require(stroke.lift, "\(stroke.line)")
        #expect(lift >= lastDragTime && lift < release.time)
        #expect(stroke.liftOffset == lastDragOffset + release.velocity * (lift - lastDragTime))
        #expect(stroke.alignment == 0)
        #expect(stroke.line.contains(" (offsets), lifted "), "\(stroke.line)")
        if physics == "ios" {
            #expect(abs(release.time - lift - 0.0128) < 0.00051, "\(stroke.line)")
            #expect(stroke.line.contains(" (offsets), lifted 12.8 ms before it at offset 888.4 pt; "), "\(stroke.line)")
        }
        // Without the last dragging frame the release frame is the only start: 3.8 to 21 pt off at the p95.
        var atTheFrame = release
        atTheFrame.lastDragTime = nil
        atTheFrame.lastDragOffset = nil
        let old = check.compare(samples, from: atTheFrame)
        #expect(old.lift == nil && old.liftOffset == nil)
        #expect(old.p95Error > 3, "\(physics): \(old.line)")
        #expect(old.line.contains(" (offsets), aligned "), "\(old.line)")
    }

    /// A programmatic scroll ends the fling it interrupts: the shipped `bottom-bounce` script flings into the bottom
    /// edge, then jumps to the top (`top`); the stroke stops at the jump instead of comparing the jump with a fling
    /// that never made it (p95 2,436 pt before).
    @Test func aProgrammaticScrollEndsTheStroke() throws {
        let script = try SynthScript(
            parsing: "rate 60; viewport 390x844; inset 280; content 3000\n"
                + "start 1900; wait 0.2; fling up 2500; settle; wait 0.3; top; wait 0.2")
        let samples = Array(script.samples())
        #expect(samples.contains { $0.phase == .programmatic })
        let stroke = try #require(FidelityCheck(physics: script.physics).compare(samples).first)
        #expect(stroke.maxError < 0.01, "\(stroke.line)")
        #expect(abs(stroke.recordedDistance - stroke.synthesizedDistance) < 0.01, "\(stroke.line)")
        let jump = try #require(samples.firstIndex { $0.phase == .programmatic })
        #expect(stroke.frames <= jump, "\(stroke.line)")
    }

    /// A lift on a frame needs none between frames: the release frame's start, unshifted, is exact and is kept (a tie
    /// with a lift keeps it).
    @Test func aLiftOnAFrameKeepsTheReleaseFrame() throws {
        let samples = Array(try SynthScript(parsing: Self.fling).samples())
        let stroke = try #require(FidelityCheck(physics: .ios).compare(samples).first)
        #expect(stroke.lift == nil, "\(stroke.line)")
        #expect(stroke.maxError < 0.01, "\(stroke.line)")
    }

    /// Frames 5, 6 and 7 of a slow fling shown a frame late are the stale ones, and the only frames that take the
    /// previous frame's error.
    @Test func theStaleFramesAreTheFramesThatTakeThePreviousError() throws {
        let motion = BallisticMotion(offset: 1000, velocity: 3000, bounds: Self.bounds, physics: .ios)
        let late: Set<Int> = [5, 6, 7]
        let samples = Self.samples(of: motion, shown: { index, time in late.contains(index) ? time - 1.0 / 60 : time })
        let release = FidelityRelease(time: 0, offset: 1000, velocity: 3000)
        let check = FidelityCheck(physics: .ios, allowsStaleFrames: true)
        let stroke = check.compare(samples, from: release)
        #expect(stroke.alignment == 0)
        #expect(stroke.staleFrames == late.count, "\(stroke.line)")
        #expect(stroke.maxError < 1e-9, "\(stroke.line)")
        let frames = check.frameErrors(samples, from: release, shift: stroke.alignment)
        #expect(frames.filter(\.isStale).map { Int(($0.time * 60).rounded()) } == late.sorted())
        #expect(frames.filter { $0.error != $0.current }.count == stroke.staleFrames)
        // Without the allowance they are errors of a frame's travel, 40 pt and more here.
        let strict = FidelityCheck(physics: .ios).compare(samples, from: release)
        #expect(strict.staleFrames == 0)
        #expect(strict.maxError > 40, "\(strict.line)")
    }

    /// A frame that the previous frame's offset matches better by less than 1 pt is not stale and keeps its own
    /// error: `min(current, previous)` on every frame, as the check once took, would lower the median.
    @Test func onlyStaleFramesTakeThePreviousFramesError() throws {
        let motion = BallisticMotion(offset: 1000, velocity: 200, bounds: Self.bounds, physics: .ios)
        // Each frame is off by 0.6 of its frame's travel `d` (under 4 pt): back towards the previous frame's offset on
        // odd frames (its own error 0.6 d, the previous frame's 0.4 d: better, by under 1 pt), ahead on even ones.
        let step = 1.0 / 60
        let samples = Self.samples(
            of: motion, frames: 80,
            noise: { index in
                let time = Double(index) * step
                let travel = motion.state(at: time).offset - motion.state(at: max(0, time - step)).offset
                return (index.isMultiple(of: 2) ? 0.6 : -0.6) * travel
            })
        let release = FidelityRelease(time: 0, offset: 1000, velocity: 200)
        let check = FidelityCheck(physics: .ios, allowsStaleFrames: true)
        let stroke = check.compare(samples, from: release)
        let frames = check.frameErrors(samples, from: release, shift: stroke.alignment)
        #expect(frames.filter(\.isStale).count == stroke.staleFrames)
        #expect(frames.filter { $0.error != $0.current }.count == stroke.staleFrames)
        let nearly = frames.filter { !$0.isStale && ($0.previous ?? .infinity) < $0.current }
        #expect(nearly.count >= 10, "\(nearly.count) of \(frames.count): \(stroke.line)")
        #expect(nearly.allSatisfy { $0.error == $0.current })
        let sorted = frames.map(\.error).sorted()
        #expect(stroke.medianError == sorted[(sorted.count + 1) / 2 - 1])
        #expect(stroke.p95Error == sorted[Int((0.95 * Double(sorted.count)).rounded(.up)) - 1])
        #expect(stroke.maxError == sorted.last)
        let lenient = frames.map { min($0.current, $0.previous ?? $0.current) }.sorted()
        #expect(lenient[(lenient.count + 1) / 2 - 1] < stroke.medianError, "\(stroke.line)")
        // With the allowance off, nothing is compared with the previous frame.
        let strict = FidelityCheck(physics: .ios).frameErrors(samples, from: release, shift: stroke.alignment)
        #expect(strict.allSatisfy { $0.previous == nil && !$0.isStale && $0.error == $0.current })
    }

    /// A recording that starts 80 ms after the release aligns at the end of the ±50 ms searched, and says so; one that
    /// starts 20 ms after aligns there, inside it.
    @Test func anAlignmentAtTheSearchLimitIsFlagged() throws {
        let motion = BallisticMotion(offset: 1000, velocity: 1500, bounds: Self.bounds, physics: .ios)
        let release = FidelityRelease(time: 0, offset: 1000, velocity: 1500)
        let check = FidelityCheck(physics: .ios)
        let clipped = check.compare(Self.samples(of: motion, shown: { $1 - 0.08 }), from: release)
        #expect(clipped.alignment == -0.05, "\(clipped.line)")
        #expect(clipped.isAlignmentAtSearchLimit)
        #expect(
            clipped.line.hasSuffix(" at rest after; alignment at the search limit (±50 ms)"), "\(clipped.line)")
        let inside = check.compare(Self.samples(of: motion, shown: { $1 - 0.02 }), from: release)
        #expect(inside.alignment == -0.02, "\(inside.line)")
        #expect(!inside.isAlignmentAtSearchLimit)
        #expect(!inside.line.contains("search limit"), "\(inside.line)")
        #expect(inside.maxError < clipped.maxError)
    }

    /// Two strokes at 60 Hz: releases at 0.2 s and 1/3 s, each after a run of dragging frames.
    static var twoStrokes: [ScrollSample] {
        (0..<30).map { index in
            let dragging = (3...11).contains(index) || (13...19).contains(index)
            return ScrollSample(
                time: Double(index) / 60, offsetY: Double(index) * 10, insetTop: 0, viewportWidth: 390,
                viewportHeight: 844, contentHeight: 10_000, phase: dragging ? .dragging : .idle)
        }
    }

    /// A lift within 0.1 s of two releases supplies only the nearer one; the other keeps its offsets' velocity.
    @Test(arguments: [(0.24, 0), (0.28, 1)])
    func oneLiftSuppliesOneRelease(_ lift: Double, _ matched: Int) throws {
        let fromOffsets = FidelityCheck.releases(in: Self.twoStrokes)
        #expect(fromOffsets.map(\.time) == [12.0 / 60, 20.0 / 60])
        let notes = #"{"strokes": [{"time": \#(lift), "offset_velocity": 1234}]}"#
        let releases = FidelityCheck.releases(in: Self.twoStrokes, notes: notes)
        #expect(releases.map(\.velocitySource) == (matched == 0 ? ["touches", "offsets"] : ["offsets", "touches"]))
        #expect(releases[matched].velocity == 1234)
        #expect(releases[1 - matched] == fromOffsets[1 - matched])
    }

    /// Nearest first: the closest release-lift pair in the window is matched, then the closest of those left.
    @Test func liftsAreMatchedNearestFirst() {
        // Release 1 (0.2 s) is 0.05 s from the lift at 0.25 s and 0.07 s from the one at 0.13 s; release 2 (1/3 s) is
        // 0.083 s from 0.25 s. The closest pair, release 1 and 0.25 s, is matched first; that leaves release 2 only a
        // used lift, and the lift at 0.13 s only a matched release: release 2 keeps the offsets' velocity.
        let notes = #"{"releases": [{"t": 0.25, "offset_velocity": 111}, {"t": 0.13, "offset_velocity": 222}]}"#
        let releases = FidelityCheck.releases(in: Self.twoStrokes, notes: notes)
        #expect(releases.map(\.velocity) == [111, FidelityCheck.releases(in: Self.twoStrokes)[1].velocity])
        // Two lifts, each nearest its own release: both are used once.
        let both = #"{"releases": [{"t": 0.21, "offset_velocity": 111}, {"t": 0.30, "offset_velocity": 222}]}"#
        #expect(FidelityCheck.releases(in: Self.twoStrokes, notes: both).map(\.velocity) == [111, 222])
    }

    /// A session's touch strokes run from a finger's `down` to its `up`; a cancelled finger and one still down when
    /// the recording stops have none.
    @Test func touchStrokesRunFromDownToUp() {
        let down = TouchPoint(time: 0, x: 1, y: 500, kind: .down, pointer: 0)
        let move = TouchPoint(time: 0.02, x: 1, y: 480, kind: .move, pointer: 0)
        let up = TouchPoint(time: 0.04, x: 1, y: 480, kind: .up, pointer: 0)
        let touches = [
            down, TouchPoint(time: 0.01, x: 2, y: 300, kind: .down, pointer: 1), move,
            TouchPoint(time: 0.03, x: 2, y: 290, kind: .cancel, pointer: 1), up,
            TouchPoint(time: 0.05, x: 3, y: 100, kind: .down, pointer: 2),
        ]
        #expect(FidelityCheck.touchStrokes(touches) == [[down, move, up]])
    }

    /// The frames compared end at the frame where the recording reaches the offset it rests at; the rest frames after
    /// it are counted, not compared. A stroke that never moves keeps its first frame.
    @Test func restFramesAreCountedNotCompared() {
        func frames(_ offsets: [Double]) -> ArraySlice<ScrollSample> {
            offsets.enumerated().map { ScrollSample(time: Double($0.offset) / 60, offsetY: $0.element) }[...]
        }
        let moving = FidelityCheck.inMotion(frames([0, 5, 9, 10, 10, 10]))
        #expect(moving.frames.map(\.offsetY) == [0, 5, 9, 10])
        #expect(moving.restFrames == 2)
        let still = FidelityCheck.inMotion(frames([3, 3, 3]))
        #expect(still.frames.map(\.offsetY) == [3])
        #expect(still.restFrames == 2)
    }

    /// With a lead (Chromium's 4 ms run-ahead) the content follows the finger that far ahead, and keeps the lead once
    /// the finger holds still; without one it follows the finger.
    @Test func aLeadRunsAheadOfTheFingerAndStaysWhenItHolds() {
        let path = FingerPath(times: [0, 0.1, 0.2], ys: [0, 100, 100], lead: 0.004)
        #expect(abs(path.content(at: 0.05) - 54) < 1e-9)
        #expect(abs(path.content(at: 0.1) - 104) < 1e-9)
        #expect(abs(path.content(at: 0.3) - 104) < 1e-9)
        #expect(abs(path.velocity(at: 0.098) - 1000) < 1e-9)
        #expect(path.velocity(at: 0.15) == 0)
        let plain = FingerPath(times: [0, 0.1, 0.2], ys: [0, 100, 100])
        #expect(plain.content(at: 0.05) == plain.y(at: 0.05))
        #expect(plain.content(at: 0.3) == 100)
    }
}
