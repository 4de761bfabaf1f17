import StretchyCore
import _StretchySystem

/// How closely one re-synthesized stroke follows the recorded one after release.
public struct StrokeFidelity: Hashable, Sendable {
    /// The release the re-synthesis started from.
    public var release: FidelityRelease
    /// The time shift that aligns the re-synthesis with the recording, seconds (the engine's latency after the lift):
    /// the whole millisecond in ±50 ms with the smallest mean error over the frames at
    /// or after the shifted release.
    public var alignment: Double
    /// When the re-synthesis started from a lift between the last dragging frame and the release
    /// (``FidelityCheck/compare(_:from:)``), the lift's time, seconds; `nil` when it started at the release frame.
    public var lift: Double?
    /// The offset the re-synthesis started from at ``lift``, on the finger's line, points; `nil` with it.
    public var liftOffset: Double?
    /// How far the recording moves from the release offset to where it rests, points.
    public var recordedDistance: Double
    /// How far the re-synthesis moves, points.
    public var synthesizedDistance: Double
    /// Seconds from release until the recording stops changing.
    public var recordedDuration: Double
    /// Seconds from release until the re-synthesis is at rest (from the release frame, also when it started at a lift
    /// before it).
    public var synthesizedDuration: Double
    /// The number of frames compared: the frames in motion, from the release until the recording reaches the offset it
    /// rests at (``FidelityCheck/inMotion(_:)``).
    public var frames: Int
    /// How many frames follow the frames in motion showing the content at rest, not compared.
    public var restFrames: Int
    /// The median absolute offset error, points.
    public var medianError: Double
    /// The 95th percentile absolute offset error (nearest rank), points.
    public var p95Error: Double
    /// The largest absolute offset error, points.
    public var maxError: Double
    /// How many frames matched the synthesized offset of the previous frame better (by over 1 pt) than their own: a
    /// stale `scrollY` (``FidelityCheck/allowsStaleFrames``). Only these frames take the previous frame's error; 0
    /// when the allowance is off.
    public var staleFrames: Int
    /// Whether the check allowed stale frames (``FidelityCheck/allowsStaleFrames``).
    public var allowsStaleFrames: Bool
    /// Whether the best alignment is at either end of the ±``FidelityCheck/alignmentRange`` ms searched: the true
    /// shift may lie beyond it, and the errors are those of the clipped shift.
    public var isAlignmentAtSearchLimit: Bool

    /// Computes a stroke's figures from its frames and their errors at the alignment chosen.
    ///
    /// - Parameters:
    ///   - release: The release the re-synthesis started from.
    ///   - alignment: The time shift, seconds.
    ///   - lift: The lift between frames it started from, if any.
    ///   - liftOffset: That lift's offset.
    ///   - frames: The recorded frames in motion.
    ///   - restFrames: How many rest frames follow them.
    ///   - aligned: Each compared frame's error.
    ///   - synthesizedRest: Where the re-synthesis rests.
    ///   - synthesizedDuration: Seconds from the release until the re-synthesis is at rest.
    ///   - allowsStaleFrames: Whether stale frames were allowed.
    ///   - isAlignmentAtSearchLimit: Whether the alignment is at the end of the range searched.
    init(
        release: FidelityRelease, alignment: Double, lift: Double? = nil, liftOffset: Double? = nil,
        frames: [ScrollSample], restFrames: Int, aligned: [FidelityFrame], synthesizedRest: Double,
        synthesizedDuration: Double, allowsStaleFrames: Bool, isAlignmentAtSearchLimit: Bool
    ) {
        let sorted = aligned.map(\.error).sorted()
        func rank(_ fraction: Double) -> Double {
            sorted.isEmpty ? 0 : sorted[max(0, Int((fraction * Double(sorted.count)).rounded(.up)) - 1)]
        }
        let restingOffset = frames.last?.offsetY ?? release.offset
        let lastChange = frames.lastIndex { $0.offsetY != restingOffset }.map { min($0 + 1, frames.count - 1) }
        self.release = release
        self.alignment = alignment
        self.lift = lift
        self.liftOffset = liftOffset
        recordedDistance = restingOffset - release.offset
        synthesizedDistance = synthesizedRest - release.offset
        recordedDuration = lastChange.map { frames[$0].time - release.time } ?? 0
        self.synthesizedDuration = synthesizedDuration
        self.frames = sorted.count
        self.restFrames = restFrames
        medianError = rank(0.5)
        p95Error = rank(0.95)
        maxError = sorted.last ?? 0
        staleFrames = aligned.filter(\.isStale).count
        self.allowsStaleFrames = allowsStaleFrames
        self.isAlignmentAtSearchLimit = isAlignmentAtSearchLimit
    }

    /// One line for the command's output: release (with what was estimated and how, or how many touch events the
    /// stroke was re-played from), its alignment (or the lift before it the re-synthesis started from), distances,
    /// durations and errors over the frames in motion, how many rest frames follow; the stale frames when they were
    /// allowed, and a note when the alignment is at the search limit.
    public var line: String {
        let n = NumberFormatting.shortest
        func r(_ value: Double, _ places: Double = 10) -> String { n((value * places).rounded() / places) }
        var start = ""
        if let events = release.touchEvents {
            start = "re-played from \(events) touch events, "
        } else if let lag = release.estimatedLag {
            start =
                "estimated from the offsets: the drag's line \(r(lag * 1000)) ms past the release frame"
                + (release.estimatedSpeedScale.map { ", its speed × \(n($0))" } ?? "") + ", "
        }
        if let lift, let liftOffset {
            start += "lifted \(r((release.time - lift) * 1000)) ms before it at offset \(r(liftOffset)) pt"
        } else {
            start += "aligned \(r(alignment * 1000)) ms"
        }
        let uncertainty = release.offsetUncertainty.map { " ± \(r($0))" } ?? ""
        return
            "release t \(r(release.time, 1000)) s, offset \(r(release.offset))\(uncertainty) pt, velocity "
            + "\(r(release.velocity)) pt/s (\(release.velocitySource)), " + start
            + "; distance \(r(recordedDistance)) pt "
            + "recorded, \(r(synthesizedDistance)) pt synthesized; duration \(r(recordedDuration, 1000)) s recorded, "
            + "\(r(synthesizedDuration, 1000)) s synthesized; error median \(r(medianError)), p95 \(r(p95Error)), "
            + "max \(r(maxError)) pt over \(frames) frames in motion, \(restFrames) at rest after"
            + (allowsStaleFrames ? " (\(staleFrames) stale)" : "")
            + (isAlignmentAtSearchLimit
                ? "; alignment at the search limit (±\(FidelityCheck.alignmentRange) ms)"
                : "")
    }
}
