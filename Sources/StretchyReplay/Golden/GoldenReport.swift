import StretchyStore

/// The result of checking a replay against a golden.
package struct GoldenReport: Hashable, Sendable {
    /// The golden checked against.
    package var golden: GoldenInfo
    /// The number of frames the replay produced.
    package var frames: Int
    /// The tolerance a difference must exceed to count.
    package var tolerance: Double
    /// Every column both sides have, with its largest difference and first divergence.
    package var fields: [FieldDifference]
    /// Columns the golden has and the replay does not.
    package var missingColumns: [String]
    /// Columns the replay has and the golden does not.
    package var extraColumns: [String]
    /// The replay's digest.
    package var digest: String

    /// Whether the replay matches: same frame count (the golden's frames as read, which its check makes sure its
    /// row agrees with) and columns, every difference within the tolerance.
    package var matches: Bool {
        frames == golden.frames && missingColumns.isEmpty && extraColumns.isEmpty
            && fields.allSatisfy { $0.firstDivergence == nil }
    }

    /// Whether the replay's frames are the golden's bit for bit: the same digest as the one stored with it.
    package var isBitForBit: Bool {
        digest == golden.digest
    }
}
