/// The format of a frames file.
package enum FrameFormat: String, CaseIterable, Sendable {
    /// Comma-separated values with a header row.
    case csv
    /// JSON Lines: one object per frame.
    case jsonl

    /// The format a file name implies: JSON Lines for names ending in `.jsonl`, CSV otherwise (standard output too).
    package init(path: String) {
        self = path.hasSuffix(".jsonl") ? .jsonl : .csv
    }
}
