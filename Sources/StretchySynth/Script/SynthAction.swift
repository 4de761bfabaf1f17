/// One motion command of a gesture script, with its arguments resolved to numbers.
enum SynthAction: Hashable, Sendable {
    /// Let time pass; a finger that is down stays still.
    case wait(Double)
    /// Put the finger down (or keep it down) and hold it still.
    case hold(Double)
    /// Move the finger so that the raw offset changes by the amount (positive: finger up), at constant speed.
    case dragBy(Double, over: Double)
    /// Move the finger so that the content reaches the offset (through the rubber band), at constant speed.
    case dragTo(Double, over: Double)
    /// Lift the finger.
    case release
    /// Flick: drag at the offset velocity for the duration, then lift.
    case fling(Double, over: Double)
    /// Let the running deceleration or bounce finish.
    case settle
    /// Animate the offset (`setContentOffset(_:animated:)`), cosine ease-in-out.
    case scrollTo(SynthPosition, over: Double)
}
