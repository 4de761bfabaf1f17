import StretchyStore

/// The result of checking a replay against a golden.
public struct GoldenReport: Hashable, Sendable {
    /// The golden checked against.
    public var golden: GoldenInfo
    /// The number of frames the replay produced.
    public var frames: Int
    /// The tolerance a difference must exceed to count.
    public var tolerance: Double
    /// Every column both sides have, with its largest difference and first divergence.
    public var fields: [FieldDifference]
    /// Columns the golden has and the replay does not.
    public var missingColumns: [String]
    /// Columns the replay has and the golden does not.
    public var extraColumns: [String]
    /// The replay's digest.
    public var digest: String

    /// Whether the replay matches: same frame count and columns, every difference within the tolerance.
    public var matches: Bool {
        frames == golden.frames && missingColumns.isEmpty && extraColumns.isEmpty
            && fields.allSatisfy { $0.firstDivergence == nil }
    }
}
