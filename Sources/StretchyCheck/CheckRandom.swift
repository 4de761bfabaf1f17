/// SplitMix64 with its own arithmetic for doubles, so one seed gives the same sessions on every platform and
/// toolchain (the standard library's `random(in:using:)` promises no particular sequence).
struct CheckRandom {
    private var state: UInt64

    /// The generator of session `index` of run `seed`: sessions do not depend on each other or on the job count.
    init(seed: UInt64, index: Int) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03
        _ = next()
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double in [0, 1).
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A double in [low, high), rounded to `step`.
    mutating func number(_ low: Double, _ high: Double, step: Double = 1) -> Double {
        let steps = ((low + unit() * (high - low)) / step).rounded()
        // Dividing by the whole 1 / step keeps 0.7 from becoming 0.7000000000000001.
        return step < 1 ? steps / (1 / step).rounded() : steps * step
    }

    /// An integer in `range`.
    mutating func integer(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    mutating func pick<T>(_ values: [T]) -> T {
        values[integer(0...values.count - 1)]
    }
}
