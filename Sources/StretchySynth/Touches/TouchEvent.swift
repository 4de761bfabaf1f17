import StretchyCore

/// One row of a finger trace: a finger touching down, moving or lifting at a time and position.
///
/// For example:
///
/// ```swift
/// let event = TouchEvent(kind: .move, time: 216690.906, x: 270, y: 538.29, line: 3)
/// ```
struct TouchEvent: Hashable, Sendable {
    /// What the finger did.
    enum Kind: String, CaseIterable, Hashable, Sendable {
        /// The finger touched the screen: the first event of a stroke.
        case down
        /// The finger moved.
        case move
        /// The finger lifted: the last event of a stroke.
        case up
    }

    /// What the finger did.
    var kind: Kind
    /// The time in seconds on the trace's clock (`t_ms / 1000` or `t_ns / 1e9`).
    var time: Double
    /// The horizontal position, in the trace's units (pixels).
    var x: Double
    /// The vertical position, in the trace's units; grows downward.
    var y: Double
    /// The event's line in the file, from 1 (the header is line 1).
    var line: Int

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - kind: What the finger did.
    ///   - time: Seconds on the trace's clock.
    ///   - x: The horizontal position.
    ///   - y: The vertical position.
    ///   - line: The line in the file.
    init(kind: Kind, time: Double, x: Double, y: Double, line: Int) {
        self.kind = kind
        self.time = time
        self.x = x
        self.y = y
        self.line = line
    }
}
