import StretchyStore

/// The format of a frames file.
package enum FrameFormat: String, CaseIterable, Sendable {
    /// Comma-separated values with a header row.
    case csv
    /// JSON Lines: one object per frame.
    case jsonl

    /// The format a file name implies, by the one extension rule every file of the tool follows
    /// (``SampleFileFormat/init(path:)``): JSON Lines for `.jsonl` and `.ndjson` in any case, CSV otherwise
    /// (standard output too).
    package init(path: String) {
        self = SampleFileFormat(path: path) == .jsonl ? .jsonl : .csv
    }
}
