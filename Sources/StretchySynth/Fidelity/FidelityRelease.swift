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

    /// Creates a release.
    ///
    /// - Parameters:
    ///   - time: The time of the first frame after the lift.
    ///   - offset: The offset at release.
    ///   - velocity: The offset velocity at release.
    ///   - velocitySource: `offsets` or `touches`.
    public init(time: Double, offset: Double, velocity: Double, velocitySource: String = "offsets") {
        self.time = time
        self.offset = offset
        self.velocity = velocity
        self.velocitySource = velocitySource
    }
}
