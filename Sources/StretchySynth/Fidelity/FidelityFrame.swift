/// One recorded frame compared with the re-synthesis at one alignment: its own error, the error against the previous
/// frame's synthesized offset, and which of the two counts.
///
/// ``FidelityCheck/frameErrors(_:from:shift:)`` returns them; ``FidelityCheck/compare(_:from:)`` takes its
/// statistics from ``error`` and counts the frames whose ``isStale`` is set.
struct FidelityFrame: Hashable, Sendable {
    /// The recorded frame's time, seconds.
    var time: Double
    /// The absolute error against the synthesized offset at this frame's (shifted) time, points.
    var current: Double
    /// The absolute error against the synthesized offset at the previous frame's time, points; `nil` for the first
    /// frame compared, or when the stale-frame allowance is off.
    var previous: Double?

    /// The frame was most likely shown a frame late: the previous frame's offset matches it better by over
    /// ``FidelityCheck/staleMargin``.
    var isStale: Bool { previous.map { $0 < current - FidelityCheck.staleMargin } ?? false }
    /// The error that counts: ``previous`` on a stale frame, ``current`` on every other.
    var error: Double { isStale ? previous ?? current : current }
}
