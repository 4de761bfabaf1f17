/// How closely a profiled replay times the stack.
package enum ProfileMode: Hashable, Sendable {
    /// The stack on 15 frames of every 16, and each behaviour on the 16th (``ProfileReport``): the least overhead.
    case sampled
    /// Every frame, behaviour by behaviour, kept in a ``FrameTimings`` (the report's timeline, `--trace`); each frame
    /// then also pays one clock read per behaviour.
    ///
    /// - Parameter capacity: How many frames to make room for at the start, such as the session's sample count.
    case everyFrame(capacity: Int)
}
