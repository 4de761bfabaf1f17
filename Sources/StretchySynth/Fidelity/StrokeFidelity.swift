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
    /// The number of frames compared.
    public var frames: Int
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

    /// One line for the command's output: release, its alignment (or the lift before it the re-synthesis started
    /// from), distances, durations and errors; the stale frames when they were allowed, and a note when the alignment
    /// is at the search limit.
    public var line: String {
        let n = NumberFormatting.shortest
        func r(_ value: Double, _ places: Double = 10) -> String { n((value * places).rounded() / places) }
        let start =
            if let lift, let liftOffset {
                "lifted \(r((release.time - lift) * 1000)) ms before it at offset \(r(liftOffset))"
            } else {
                "aligned \(r(alignment * 1000)) ms"
            }
        return
            "release t \(r(release.time, 1000)) s, offset \(r(release.offset)), velocity \(r(release.velocity)) pt/s "
            + "(\(release.velocitySource)), " + start + "; distance \(r(recordedDistance)) "
            + "recorded, \(r(synthesizedDistance)) synthesized; duration \(r(recordedDuration, 1000)) s recorded, "
            + "\(r(synthesizedDuration, 1000)) s synthesized; error median \(r(medianError)), p95 \(r(p95Error)), "
            + "max \(r(maxError)) pt over \(frames) frames" + (allowsStaleFrames ? " (\(staleFrames) stale)" : "")
            + (isAlignmentAtSearchLimit
                ? "; alignment at the search limit (±\(FidelityCheck.alignmentRange) ms)"
                : "")
    }
}
