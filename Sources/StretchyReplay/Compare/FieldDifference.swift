/// How one output field differs between two replays of the same samples.
package struct FieldDifference: Hashable, Sendable {
    /// The field's column name, such as `header_height` or `title.alpha`.
    package var name: String
    /// The largest absolute difference over all frames (infinity when one side is NaN and the other is not).
    package var largestDifference: Double
    /// The first frame whose difference is above the tolerance, with both values, or `nil` if there is none.
    package var firstDivergence: (seq: Int, first: Double, second: Double)?

    /// Creates a field difference.
    package init(
        name: String, largestDifference: Double = 0, firstDivergence: (seq: Int, first: Double, second: Double)? = nil
    ) {
        self.name = name
        self.largestDifference = largestDifference
        self.firstDivergence = firstDivergence
    }

    /// Adds one frame's pair of values.
    ///
    /// Equal values, and two NaNs, differ by 0; a NaN and a number by infinity; otherwise by the absolute difference.
    /// The first frame whose difference is above `tolerance` becomes the divergence.
    package mutating func record(seq: Int, first: Double, second: Double, tolerance: Double) {
        let difference = Self.difference(first, second)
        if difference > largestDifference { largestDifference = difference }
        if difference > tolerance, firstDivergence == nil { firstDivergence = (seq, first, second) }
    }

    /// How far apart two values are: 0 when equal (two NaNs too), infinity for a NaN and a number, otherwise the
    /// absolute difference.
    @inline(__always)
    package static func difference(_ first: Double, _ second: Double) -> Double {
        if first == second || (first.isNaN && second.isNaN) {
            0
        } else if first.isNaN || second.isNaN {
            .infinity
        } else {
            abs(first - second)
        }
    }

    /// Compares names, differences and divergences.
    package static func == (lhs: FieldDifference, rhs: FieldDifference) -> Bool {
        lhs.name == rhs.name && lhs.largestDifference.bitPattern == rhs.largestDifference.bitPattern
            && lhs.firstDivergence?.seq == rhs.firstDivergence?.seq
            && lhs.firstDivergence?.first.bitPattern == rhs.firstDivergence?.first.bitPattern
            && lhs.firstDivergence?.second.bitPattern == rhs.firstDivergence?.second.bitPattern
    }

    /// Hashes the name and the largest difference.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(largestDifference.bitPattern)
        hasher.combine(firstDivergence?.seq)
    }
}
