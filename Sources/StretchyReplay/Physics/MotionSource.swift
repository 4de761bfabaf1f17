import StretchyCore

/// Something that hands out a session's motions in order, lazily.
protocol MotionSource {
    /// The next motion, or `nil` when there are no more. Start times never decrease.
    mutating func nextMotion() -> Motion?
    /// The session's end in seconds; read once ``nextMotion()`` has returned `nil`.
    var endTime: Double { get }
}

/// Motions already in an array, with a given end.
struct ArrayMotionSource: MotionSource {
    let motions: [Motion]
    let endTime: Double
    private var index = 0

    init(motions: [Motion], endTime: Double) {
        self.motions = motions
        self.endTime = endTime
    }

    mutating func nextMotion() -> Motion? {
        guard index < motions.count else { return nil }
        defer { index += 1 }
        return motions[index]
    }
}
