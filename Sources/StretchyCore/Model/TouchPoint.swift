/// One raw touch event of a recorded session: a finger touching down, moving, lifting or being cancelled.
///
/// Sessions keep them beside their samples (the store's `touches` table): `record` stores every event its page
/// posts, `import --touches` and `import-touches` the events of their files. `fidelity` re-plays a stroke from them
/// (the finger's path, its slop, its release velocity) instead of estimating the lift from the offsets.
///
/// For example:
///
/// ```swift
/// let lift = TouchPoint(time: 0.218, x: 195, y: 410, kind: .up, pointer: 0)
/// ```
public struct TouchPoint: Hashable, Sendable {
    /// What the finger did.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// The finger touched the screen: the first event of a stroke.
        case down
        /// The finger moved.
        case move
        /// The finger lifted: the last event of a stroke.
        case up
        /// The system took the touch away (a gesture of its own): the stroke ends without a lift.
        case cancel
    }

    /// The time in session seconds, on the samples' clock.
    public var time: Double
    /// The horizontal position, points (CSS pixels for a browser).
    public var x: Double
    /// The vertical position, points; grows downward.
    public var y: Double
    /// What the finger did.
    public var kind: Kind
    /// Which finger: events of one stroke share it.
    public var pointer: Int

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - time: Session seconds.
    ///   - x: The horizontal position.
    ///   - y: The vertical position.
    ///   - kind: What the finger did.
    ///   - pointer: Which finger; 0 by default.
    public init(time: Double, x: Double, y: Double, kind: Kind, pointer: Int = 0) {
        self.time = time
        self.x = x
        self.y = y
        self.kind = kind
        self.pointer = pointer
    }
}
