import StretchyCore

/// Re-synthesizes a recorded session's flings with a physics profile and measures how far the result is from the
/// recording, stroke by stroke.
///
/// A stroke's release is the first frame after a run of `dragging` frames. From there the profile's
/// ``BallisticMotion`` (its fling curve and its edges, in the recording's geometry) is evaluated at the recorded frame
/// times, shifted by the alignment, until the next touch or the end of the session.
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
    /// velocity of the last ``velocityFrames`` dragging frames (a least-squares line).
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
                FidelityRelease(time: samples[index].time, offset: samples[index].offsetY, velocity: velocity))
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
    /// The alignment is the whole millisecond in ±``alignmentRange`` with the smallest mean error; a stroke whose best
    /// alignment is at either end of that range is flagged (``StrokeFidelity/isAlignmentAtSearchLimit``), since its
    /// true shift may lie beyond it.
    ///
    /// - Parameters:
    ///   - samples: The recorded samples, in time order.
    ///   - release: Where the re-synthesis starts.
    /// - Returns: The stroke's figures; zero frames when no frame follows the release.
    public func compare(_ samples: [ScrollSample], from release: FidelityRelease) -> StrokeFidelity {
        let (frames, motion) = stroke(samples, from: release)
        var best = (step: 0, mean: Double.infinity)
        for step in -Self.alignmentRange...Self.alignmentRange {
            let found = frameErrors(frames, motion: motion, release: release, shift: Double(step) / 1000)
            let mean = found.isEmpty ? Double.infinity : found.reduce(0) { $0 + $1.error } / Double(found.count)
            if mean < best.mean { best = (step, mean) }
        }
        let shift = Double(best.step) / 1000
        let aligned = frameErrors(frames, motion: motion, release: release, shift: shift)
        let sorted = aligned.map(\.error).sorted()
        func rank(_ fraction: Double) -> Double {
            sorted.isEmpty ? 0 : sorted[max(0, Int((fraction * Double(sorted.count)).rounded(.up)) - 1)]
        }
        let restingOffset = frames.last?.offsetY ?? release.offset
        let lastChange = frames.lastIndex { $0.offsetY != restingOffset }.map { min($0 + 1, frames.count - 1) }
        let recordedDuration = lastChange.map { frames[$0].time - release.time } ?? 0
        return StrokeFidelity(
            release: release, alignment: shift, recordedDistance: restingOffset - release.offset,
            synthesizedDistance: motion.restingOffset - release.offset, recordedDuration: recordedDuration,
            synthesizedDuration: motion.duration, frames: sorted.count, medianError: rank(0.5),
            p95Error: rank(0.95), maxError: sorted.last ?? 0, staleFrames: aligned.filter(\.isStale).count,
            allowsStaleFrames: allowsStaleFrames,
            isAlignmentAtSearchLimit: !sorted.isEmpty && abs(best.step) == Self.alignmentRange)
    }

    /// The frames one release's re-synthesis is compared with, and the profile's motion from it.
    ///
    /// The frames run from the first at or after the release until the next touch (`tracking`, or `dragging` after
    /// the first) or the end; the motion has the geometry of the first of them.
    ///
    /// - Parameters:
    ///   - samples: The recorded samples, in time order.
    ///   - release: Where the re-synthesis starts.
    /// - Returns: The frames (none when no frame follows the release) and the motion.
    func stroke(_ samples: [ScrollSample], from release: FidelityRelease) -> (
        frames: [ScrollSample], motion: BallisticMotion
    ) {
        var start = samples.firstIndex { $0.time >= release.time } ?? samples.count
        var end = start
        while end < samples.count, samples[end].phase != .tracking, samples[end].phase != .dragging || end == start {
            end += 1
        }
        if start == end { start = samples.count }
        let frames = Array(samples[min(start, end)..<end])
        let geometry = frames.first ?? samples.last
        let bounds = ScrollBounds(
            insetTop: geometry?.insetTop ?? 0, viewportHeight: geometry?.viewportHeight ?? 0,
            contentHeight: geometry?.contentHeight ?? 0)
        let motion = BallisticMotion(
            offset: release.offset, velocity: release.velocity, bounds: bounds, physics: physics,
            viewportHeight: geometry?.viewportHeight ?? .infinity)
        return (frames, motion)
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
        return frameErrors(frames, motion: motion, release: release, shift: shift)
    }

    /// The frames' errors at one alignment: each against the motion at its own time and, with ``allowsStaleFrames``,
    /// at the previous frame's time.
    private func frameErrors(
        _ frames: [ScrollSample], motion: BallisticMotion, release: FidelityRelease, shift: Double
    ) -> [FidelityFrame] {
        var found: [FidelityFrame] = []
        found.reserveCapacity(frames.count)
        for (index, frame) in frames.enumerated() {
            let time = frame.time - release.time + shift
            guard time >= 0 else { continue }
            let current = abs(motion.state(at: time).offset - frame.offsetY)
            var previous: Double?
            if allowsStaleFrames, index > 0 {
                let previousTime = max(0, frames[index - 1].time - release.time + shift)
                previous = abs(motion.state(at: previousTime).offset - frame.offsetY)
            }
            found.append(FidelityFrame(time: frame.time, current: current, previous: previous))
        }
        return found
    }
}
