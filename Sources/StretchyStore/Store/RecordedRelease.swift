/// Where and how fast one recorded finger left the screen: a row of `releases` (schema version 3).
///
/// `record` feeds each finger's touch events to Flutter's velocity estimate and stores one release per lift,
/// committed with the batch the lift came in.
public struct RecordedRelease: Hashable, Sendable {
    /// The stroke's number in its session, from 1.
    public var stroke: Int
    /// The lift's time in session seconds.
    public var time: Double
    /// The finger's velocity at the lift, points per second (`y` grows downward: a finger moving up is negative).
    public var velocityX: Double
    /// The finger's vertical velocity at the lift, points per second.
    public var velocityY: Double
    /// The content's offset velocity it gives, `-velocityY`.
    public var offsetVelocity: Double
    /// The scroll offset at the lift, points.
    public var offset: Double

    /// Creates a release.
    ///
    /// - Parameters:
    ///   - stroke: The stroke's number, from 1.
    ///   - time: The lift's time.
    ///   - velocityX: The finger's horizontal velocity.
    ///   - velocityY: The finger's vertical velocity.
    ///   - offset: The scroll offset at the lift.
    public init(stroke: Int, time: Double, velocityX: Double, velocityY: Double, offset: Double) {
        self.stroke = stroke
        self.time = time
        self.velocityX = velocityX
        self.velocityY = velocityY
        self.offsetVelocity = -velocityY
        self.offset = offset
    }
}
