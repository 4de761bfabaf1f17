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
    /// The first side's stepping time in nanoseconds, measured in a pass of its own.
    package var firstNanoseconds: UInt64
    /// The second side's stepping time in nanoseconds, measured in a pass of its own.
    package var secondNanoseconds: UInt64

    /// Whether every field stays within the tolerance and both sides have the same columns.
    package var isWithinTolerance: Bool {
        onlyInFirst.isEmpty && onlyInSecond.isEmpty && fields.allSatisfy { $0.firstDivergence == nil }
    }

    /// The second side's time over the first's: above 1 when the second stack is slower.
    package var timingRatio: Double {
        firstNanoseconds == 0 ? .nan : Double(secondNanoseconds) / Double(firstNanoseconds)
    }
}
