import StretchyCore

/// Re-synthesizes a recorded session's flings with a physics profile and measures how far the result is from the
/// recording, stroke by stroke.
///
/// A session with touch events has each stroke re-played from them through the profile and aligned in time only
/// (``compare(_:touches:)``). Otherwise a stroke's release is the first frame after a run of `dragging` frames, moved
/// onto the drag's line past it under a profile whose display lags the finger (``estimatedReleases(in:notes:)``).
/// From there the profile's ``BallisticMotion`` (its fling curve and its edges, in the recording's geometry) is
/// evaluated at the recorded frame times, shifted by the alignment, until the next touch or the end of the session;
/// or, when that fits better, from a lift between the last dragging frame and the release (``compare(_:from:)``).
/// Errors are counted over the frames in motion, until the recording reaches the offset it rests at
/// (``inMotion(_:)``).
///
/// A browser's `scrollY`, read on the main thread, is now and then one frame stale: Chromium 156's recordings show it
/// a frame behind for stretches of up to 20 frames, then one double step catching up. With ``allowsStaleFrames``
/// (for browser recordings; off by default) each frame after the first is also compared with the synthesized offset
/// at the previous frame's time; a frame that matches that one better by over ``staleMargin`` counts as stale and
/// its error is the previous frame's, every other frame keeps its own. ``StrokeFidelity/staleFrames`` counts them.
/// A session that did not come from a page reading `scrollY` (synthetic, imported, a touch trace) has no stale
/// frames to forgive, so the allowance stays off for it.
///
/// For example:
///
/// ```swift
/// let check = FidelityCheck(physics: .chromium)
/// for stroke in check.compare(samples) { print(stroke.line) }
/// ```
public struct FidelityCheck: Sendable {
    /// The profile the strokes are re-synthesized with.
    public var physics: ScrollPhysics
    /// Whether a recorded frame may show the previous frame's offset (a stale `scrollY`, as a browser recording's page
    /// reads it): `false` by default.
    public var allowsStaleFrames: Bool
    /// How many dragging frames before the release the offset velocity is read from: 3.
    static let velocityFrames = 3
    /// The alignment searched, whole milliseconds either side of the release: 50.
    public static let alignmentRange = 50
    /// The spacing of the lifts tried between a release's last dragging frame and the release itself, seconds: 0.1 ms.
    public static let liftStep = 0.0001
    /// How far before the release a lift is tried at most, seconds: the ±``alignmentRange`` ms the release frame's
    /// alignment searches, 0.05, so a gap in the frames does not make the search unbounded.
    public static let liftRange = Double(alignmentRange) / 1000
    /// How much better than its own a frame must match the previous frame's synthesized offset to count as stale:
    /// 1 pt.
    static let staleMargin = 1.0

    /// Creates a check.
    ///
    /// - Parameters:
    ///   - physics: The profile.
    ///   - allowsStaleFrames: Whether a frame may also match the previous frame's synthesized offset: only for a
    ///     recording whose page reads `scrollY` (a browser); `false` by default.
    public init(physics: ScrollPhysics, allowsStaleFrames: Bool = false) {
        self.physics = physics
        self.allowsStaleFrames = allowsStaleFrames
    }

    /// The releases of a recorded session, read off its offsets: each first frame after `dragging` frames, with the
    /// velocity of the last ``velocityFrames`` dragging frames (a least-squares line) and the last dragging frame's
    /// time and offset (``FidelityRelease/lastDragTime``), between which and the release the finger lifted.
    ///
    /// - Parameter samples: The recorded samples, in time order.
    /// - Returns: One release per stroke that dragged.
    public static func releases(in samples: [ScrollSample]) -> [FidelityRelease] {
        var releases: [FidelityRelease] = []
        for index in 1..<max(1, samples.count)
        where samples[index - 1].phase == .dragging
            && samples[index].phase != .dragging
        {
            var first = index - 1
            while first > 0, index - first < velocityFrames, samples[first - 1].phase == .dragging { first -= 1 }
            let window = samples[first..<index]
            let count = Double(window.count)
            let meanT = window.reduce(0) { $0 + $1.time } / count
            let meanY = window.reduce(0) { $0 + $1.offsetY } / count
            let sxx = window.reduce(0) { $0 + ($1.time - meanT) * ($1.time - meanT) }
            let sxy = window.reduce(0) { $0 + ($1.time - meanT) * ($1.offsetY - meanY) }
            let velocity = sxx > 0 ? sxy / sxx : 0
            releases.append(
                FidelityRelease(
                    time: samples[index].time, offset: samples[index].offsetY, velocity: velocity,
                    lastDragTime: samples[index - 1].time, lastDragOffset: samples[index - 1].offsetY))
        }
        return releases
    }

    /// Compares every stroke of a recording with its re-synthesis.
    ///
    /// - Parameters:
    ///   - samples: The recorded samples, in time order.
    ///   - releases: The releases to start from; those read off the offsets (``releases(in:)``) by default.
    /// - Returns: One result per release.
    public func compare(_ samples: [ScrollSample], releases: [FidelityRelease]? = nil) -> [StrokeFidelity] {
        (releases ?? Self.releases(in: samples)).map { compare(samples, from: $0) }
    }

    /// Compares the frames after one release with the profile's motion from it.
    ///
    /// Two families of starts are tried, and the one with the smallest mean error wins (a tie keeps the first found):
    ///
    /// - The release frame: the motion starts at the release's offset with its velocity, its time shifted by the
    ///   alignment, the whole millisecond in ±``alignmentRange``. A stroke whose best alignment is at either end of
    ///   that range is flagged (``StrokeFidelity/isAlignmentAtSearchLimit``), since its true shift may lie beyond it.
    /// - A lift between frames, for a release that knows its last dragging frame (``FidelityRelease/lastDragTime``):
    ///   every ``liftStep`` back from the release to that frame (``liftRange`` at most), the motion starts at the
    ///   finger's line there (the last dragging offset plus the velocity times the time since) with the release's
    ///   velocity, unshifted. A synthesized fling lifts so (its drag is that line, and its ballistic motion starts at
    ///   the lift with the drag's velocity), and by its first frame after the lift it has already slowed, which no
    ///   shift of a start at that frame makes up (``StrokeFidelity/lift``).
    ///
    /// - Parameters:
    ///   - samples: The recorded samples, in time order.
    ///   - release: Where the re-synthesis starts.
    /// - Returns: The stroke's figures; zero frames when no frame follows the release.
    public func compare(_ samples: [ScrollSample], from release: FidelityRelease) -> StrokeFidelity {
        let (frames, restFrames, bounds, viewportHeight) = strokeFrames(samples, from: release)
        let motion = motion(
            from: release.offset, velocity: release.velocity, bounds: bounds, viewportHeight: viewportHeight)
        var best = (step: 0, mean: Double.infinity)
        for step in -Self.alignmentRange...Self.alignmentRange {
            let mean = Self.meanError(
                frameErrors(frames, motion: motion, origin: release.time, shift: Double(step) / 1000))
            if mean < best.mean { best = (step, mean) }
        }
        var bestLift: (time: Double, offset: Double, motion: BallisticMotion, mean: Double)?
        if let lastDragTime = release.lastDragTime, let lastDragOffset = release.lastDragOffset,
            lastDragTime <= release.time
        {
            var step = 0
            while true {
                let lift = release.time - Double(step) * Self.liftStep
                guard lift >= lastDragTime, lift >= release.time - Self.liftRange else { break }
                let offset = lastDragOffset + release.velocity * (lift - lastDragTime)
                let lifted = self.motion(
                    from: offset, velocity: release.velocity, bounds: bounds, viewportHeight: viewportHeight)
                let mean = Self.meanError(frameErrors(frames, motion: lifted, origin: lift, shift: 0))
                if mean < min(best.mean, bestLift?.mean ?? .infinity) { bestLift = (lift, offset, lifted, mean) }
                step += 1
            }
        }
        let shift = bestLift == nil ? Double(best.step) / 1000 : 0
        let chosen = bestLift?.motion ?? motion
        let origin = bestLift?.time ?? release.time
        let aligned = frameErrors(frames, motion: chosen, origin: origin, shift: shift)
        return StrokeFidelity(
            release: release, alignment: shift, lift: bestLift?.time, liftOffset: bestLift?.offset, frames: frames,
            restFrames: restFrames, aligned: aligned, synthesizedRest: chosen.restingOffset,
            synthesizedDuration: max(0, chosen.duration - (release.time - origin)),
            allowsStaleFrames: allowsStaleFrames,
            isAlignmentAtSearchLimit: bestLift == nil && !aligned.isEmpty && abs(best.step) == Self.alignmentRange)
    }

    /// The mean of the frames' errors; infinite when there are none, so that a start comparing no frame never wins.
    static func meanError(_ found: [FidelityFrame]) -> Double {
        found.isEmpty ? Double.infinity : found.reduce(0) { $0 + $1.error } / Double(found.count)
    }

    /// The frames one release's re-synthesis is compared with, and the profile's motion from the release frame.
    ///
    /// The frames run from the first at or after the release until the next touch (`tracking`, or `dragging` after
    /// the first), a programmatic scroll (`programmatic`: the app moved the offset, which ends the fling) or the end;
    /// the motion has the geometry of the first of them.
    ///
    /// - Parameters:
    ///   - samples: The recorded samples, in time order.
    ///   - release: Where the re-synthesis starts.
    /// - Returns: The frames (none when no frame follows the release) and the motion.
    func stroke(_ samples: [ScrollSample], from release: FidelityRelease) -> (
        frames: [ScrollSample], motion: BallisticMotion
    ) {
        let (frames, _, bounds, viewportHeight) = strokeFrames(samples, from: release)
        return (
            frames,
            motion(from: release.offset, velocity: release.velocity, bounds: bounds, viewportHeight: viewportHeight)
        )
    }

    /// The frames of ``stroke(_:from:)`` and the geometry its motions have: the bounds and viewport height of the
    /// first frame (of the last sample when no frame follows the release).
    private func strokeFrames(_ samples: [ScrollSample], from release: FidelityRelease) -> (
        frames: [ScrollSample], restFrames: Int, bounds: ScrollBounds, viewportHeight: Double
    ) {
        var start = samples.firstIndex { $0.time >= release.time } ?? samples.count
        var end = start
        while end < samples.count, samples[end].phase != .tracking, samples[end].phase != .programmatic,
            samples[end].phase != .dragging || end == start
        {
            end += 1
        }
        if start == end { start = samples.count }
        let window = samples[min(start, end)..<end]
        let geometry = window.first ?? samples.last
        let (frames, restFrames) = Self.inMotion(window)
        let bounds = ScrollBounds(
            insetTop: geometry?.insetTop ?? 0, viewportHeight: geometry?.viewportHeight ?? 0,
            contentHeight: geometry?.contentHeight ?? 0)
        return (frames, restFrames, bounds, geometry?.viewportHeight ?? .infinity)
    }

    /// The frames of a stroke that are in motion, and how many rest frames follow them.
    ///
    /// The frames in motion run from the first to the frame at which the recording reaches the offset it rests at
    /// (the last one's), that frame included; the frames after it show the content at rest and are not compared, so
    /// that a recording that goes on for a while after the fling stopped does not dilute the errors. A stroke that
    /// never moves keeps its first frame.
    ///
    /// - Parameter window: The stroke's frames, from the release to the next touch or the end.
    /// - Returns: The frames in motion and the number of rest frames after them.
    static func inMotion(_ window: ArraySlice<ScrollSample>) -> (frames: [ScrollSample], restFrames: Int) {
        guard let resting = window.last?.offsetY else { return ([], 0) }
        let lastChange = window.lastIndex { $0.offsetY != resting }.map { min($0 + 1, window.endIndex - 1) }
        let end = (lastChange ?? window.startIndex) + 1
        return (Array(window[window.startIndex..<end]), window.endIndex - end)
    }

    /// The profile's ballistic motion from one offset and velocity in a stroke's geometry.
    private func motion(from offset: Double, velocity: Double, bounds: ScrollBounds, viewportHeight: Double)
        -> BallisticMotion
    {
        BallisticMotion(
            offset: offset, velocity: velocity, bounds: bounds, physics: physics, viewportHeight: viewportHeight)
    }

    /// Each frame of one release's stroke compared with the re-synthesis at one alignment.
    ///
    /// - Parameters:
    ///   - samples: The recorded samples, in time order.
    ///   - release: Where the re-synthesis starts.
    ///   - shift: The alignment, seconds.
    /// - Returns: One entry per frame at or after the shifted release.
    func frameErrors(_ samples: [ScrollSample], from release: FidelityRelease, shift: Double) -> [FidelityFrame] {
        let (frames, motion) = stroke(samples, from: release)
        return frameErrors(frames, motion: motion, origin: release.time, shift: shift)
    }

    /// The frames' errors at one alignment: each against the motion at its own time and, with ``allowsStaleFrames``,
    /// at the previous frame's time; the motion's time 0 is at `origin - shift`, and frames before it are left out.
    private func frameErrors(
        _ frames: [ScrollSample], motion: BallisticMotion, origin: Double, shift: Double
    ) -> [FidelityFrame] {
        frameErrors(frames, from: origin - shift) { time in motion.state(at: time - origin + shift).offset }
    }

    /// The frames' errors against a synthesized offset: each against `offset(at:)` its own time and, with
    /// ``allowsStaleFrames``, at the previous frame's time (no earlier than `start`); frames before `start` are left
    /// out.
    ///
    /// - Parameters:
    ///   - frames: The recorded frames, in time order.
    ///   - start: The earliest recorded time compared.
    ///   - offset: The synthesized offset at a recorded time.
    /// - Returns: One entry per frame at or after `start`.
    func frameErrors(
        _ frames: [ScrollSample], from start: Double = -.infinity, offset: (Double) -> Double
    ) -> [FidelityFrame] {
        var found: [FidelityFrame] = []
        found.reserveCapacity(frames.count)
        for (index, frame) in frames.enumerated() where frame.time >= start {
            let current = abs(offset(frame.time) - frame.offsetY)
            var previous: Double?
            if allowsStaleFrames, index > 0 {
                previous = abs(offset(max(start, frames[index - 1].time)) - frame.offsetY)
            }
            found.append(FidelityFrame(time: frame.time, current: current, previous: previous))
        }
        return found
    }
}
