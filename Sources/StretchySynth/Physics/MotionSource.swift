import StretchyCore

/// Something that hands out a session's motions in order, lazily.
protocol MotionSource {
    /// The next motion, or `nil` when there are no more. Start times never decrease.
    mutating func nextMotion() -> Motion?
    /// The session's end in seconds; read once ``nextMotion()`` has returned `nil`.
    var endTime: Double { get }
}
