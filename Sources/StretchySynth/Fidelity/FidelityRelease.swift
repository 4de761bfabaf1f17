/// Where a recorded stroke's finger lifted: the time, the offset and the offset velocity a re-synthesis starts from.
///
/// ``FidelityCheck/releases(in:)`` reads them off a session's offsets; a caller with better figures (the velocity from
/// touch events, the offset from a held recording of the same finger) passes its own.
public struct FidelityRelease: Hashable, Sendable {
    /// The time of the first frame after the lift, seconds.
    public var time: Double
    /// The offset at release, points.
    public var offset: Double
    /// The offset velocity at release, points per second (finger moving up: positive).
    public var velocity: Double
    /// Where the velocity came from: `offsets` or `touches`.
    public var velocitySource: String
    /// The time of the last `dragging` frame before the release, seconds, when the release was read off a session's
    /// frames (``FidelityCheck/releases(in:)``): the finger lifted at or after it and before ``time``, so
    /// ``FidelityCheck`` also tries lifts in between (see ``FidelityCheck/liftStep``). `nil` when the release is
    /// the lift itself (a caller's figures from touch events).
    public var lastDragTime: Double?
    /// The offset of that last `dragging` frame, points: a lift `t` after it starts from `lastDragOffset +
    /// velocity * t`, the finger's line. `nil` with ``lastDragTime``.
    public var lastDragOffset: Double?

    /// Creates a release.
    ///
    /// - Parameters:
    ///   - time: The time of the first frame after the lift.
    ///   - offset: The offset at release.
    ///   - velocity: The offset velocity at release.
    ///   - velocitySource: `offsets` or `touches`.
    ///   - lastDragTime: The time of the last `dragging` frame before the release, when there was one; `nil` by
    ///     default (the release is the lift).
    ///   - lastDragOffset: That frame's offset; `nil` by default.
    public init(
        time: Double, offset: Double, velocity: Double, velocitySource: String = "offsets",
        lastDragTime: Double? = nil, lastDragOffset: Double? = nil
    ) {
        self.time = time
        self.offset = offset
        self.velocity = velocity
        self.velocitySource = velocitySource
        self.lastDragTime = lastDragTime
        self.lastDragOffset = lastDragOffset
    }
}
