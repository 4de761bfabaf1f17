import StretchyCore

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
