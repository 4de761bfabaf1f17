/// The result of replaying one session through two stacks (or one stack with two headers).
package struct ComparisonReport: Hashable, Sendable {
    /// The number of frames compared.
    package var frames: Int
    /// The tolerance a difference must exceed to count as a divergence.
    package var tolerance: Double
    /// Every compared field: the layout fields, then the subview attributes either side sets, sorted by name.
    package var fields: [FieldDifference]
    /// Subview attribute columns that only the first side's header has.
    package var onlyInFirst: [String]
    /// Subview attribute columns that only the second side's header has.
    package var onlyInSecond: [String]
    /// The first side's stepping times in nanoseconds, one per timed pass of its own.
    package var firstTimes: [UInt64]
    /// The second side's stepping times in nanoseconds, one per timed pass, interleaved with the first side's.
    package var secondTimes: [UInt64]

    /// A spread wider than this factor (``ratioSpread``'s high over its low) makes the ratio noise, not a measurement.
    package static let noisySpread = 1.5

    /// The first side's median stepping time in nanoseconds.
    package var firstNanoseconds: UInt64 { Self.median(firstTimes) }
    /// The second side's median stepping time in nanoseconds.
    package var secondNanoseconds: UInt64 { Self.median(secondTimes) }

    /// Each repetition's second / first time.
    package var ratios: [Double] {
        zip(firstTimes, secondTimes).compactMap { first, second in
            first == 0 ? nil : Double(second) / Double(first)
        }
    }

    /// The spread of the repetitions' ratios: their lower and upper quartiles (the 2nd and 4th of 5), so that one
    /// repetition a busy machine stalled does not stretch it; `nil` when there is none.
    package var ratioSpread: (low: Double, high: Double)? {
        let sorted = ratios.sorted()
        guard !sorted.isEmpty else { return nil }
        return (sorted[sorted.count / 4], sorted[(3 * sorted.count - 1) / 4])
    }

    /// Whether the repetitions disagree so much (``ratioSpread``'s high over ``noisySpread`` times its low) that
    /// the ratio says nothing about the stacks.
    package var isTimingNoise: Bool {
        guard let spread = ratioSpread, spread.low > 0 else { return true }
        return spread.high / spread.low > Self.noisySpread
    }

    private static func median(_ times: [UInt64]) -> UInt64 {
        guard !times.isEmpty else { return 0 }
        let sorted = times.sorted()
        return sorted[sorted.count / 2]
    }

    /// Whether every field both sides write stays within the tolerance.
    package var sharedFieldsAgree: Bool {
        fields.allSatisfy { $0.firstDivergence == nil }
    }

    /// Whether every field stays within the tolerance and both sides have the same columns.
    package var isWithinTolerance: Bool {
        onlyInFirst.isEmpty && onlyInSecond.isEmpty && sharedFieldsAgree
    }

    /// The median of the repetitions' second / first times: above 1 when the second stack is slower.
    package var timingRatio: Double {
        let sorted = ratios.sorted()
        return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }
}
