import StretchyCore

/// The text formats samples are imported from and exported to.
public enum SampleFileFormat: String, CaseIterable, Sendable {
    /// Comma-separated values with a header row naming the columns.
    case csv
    /// JSON Lines: one JSON object per line.
    case jsonl

    /// The columns (CSV) and keys (JSON Lines) in the order they are written: the sample's fields
    /// (``SampleField``).
    package static let columnNames = SampleField.names

    /// The columns' names, joined for messages.
    package static let acceptedColumns: String = columnNames.joined(separator: ", ")

    /// The format named by a path's extension: `.csv`, or `.jsonl` / `.ndjson`; `nil` for any other.
    ///
    /// - Parameter path: A file path.
    public init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "csv": self = .csv
        case "jsonl", "ndjson": self = .jsonl
        default: return nil
        }
    }
}
