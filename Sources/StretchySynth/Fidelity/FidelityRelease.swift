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
    /// How many touch events the stroke was re-played from (``FidelityCheck/compare(_:touches:)``), `nil` when it was
    /// not: the release is then the lift itself, its offset the re-played drag's.
    public var touchEvents: Int?
    /// For a release estimated from the offsets (``FidelityCheck/estimatedReleases(in:notes:)``): how far past the
    /// release frame the lift was placed on the drag's line, seconds (the profile's
    /// ``ScrollPhysics/displayLag``); `nil` otherwise.
    public var estimatedLag: Double?
    /// For a release estimated from the offsets: the factor the drag's displayed speed was scaled by to estimate the
    /// finger's (the profile's ``ScrollPhysics/displayedDragScale``); `nil` otherwise.
    public var estimatedSpeedScale: Double?
    /// For a release estimated from the offsets: how far the true lift offset may lie either side of ``offset``,
    /// points: the drag's speed times half a frame interval, since the finger lifted somewhere within the frame
    /// before the release frame; `nil` otherwise.
    public var offsetUncertainty: Double?

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
