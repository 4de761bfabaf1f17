import StretchyCore

/// Writes replayed frames as CSV or JSON Lines, numbers in shortest round-trip form.
///
/// CSV: a header row of ``FrameColumns/names``, then one row per frame. JSON Lines: one object per frame with the
/// same names as keys, in the same order.
public struct FrameWriter {
    private let output: any TextSink
    private let columns: FrameColumns
    private let format: FrameFormat
    private let keyPrefixes: [String]

    /// Starts writing frames; CSV writes its header row at once.
    ///
    /// - Throws: ``ReplayError/writeFailed(path:reason:)``.
    public init(output: any TextSink, columns: FrameColumns, format: FrameFormat) throws(ReplayError) {
        self.output = output
        self.columns = columns
        self.format = format
        self.keyPrefixes = columns.names.enumerated().map { index, name in
            (index == 0 ? "{\"" : ",\"") + name + "\":"
        }
        if format == .csv {
            try output.write(columns.names.joined(separator: ",") + "\n")
        }
    }

    /// Writes one frame.
    ///
    /// - Throws: ``ReplayError/writeFailed(path:reason:)``.
    public func write(_ frame: ReplayFrame) throws(ReplayError) {
        var line = ""
        switch format {
        case .csv:
            line += String(frame.seq)
            for value in frame.values {
                line += ","
                line += NumberFormatting.shortest(value)
            }
        case .jsonl:
            line += keyPrefixes[0] + String(frame.seq)
            for (index, value) in frame.values.enumerated() {
                line += keyPrefixes[index + 1]
                line += value.isFinite ? NumberFormatting.shortest(value) : "null"
            }
            line += "}"
        }
        line += "\n"
        try output.write(line)
    }

    /// Flushes and closes the output.
    ///
    /// - Throws: ``ReplayError/writeFailed(path:reason:)``.
    public func finish() throws(ReplayError) {
        try output.close()
    }
}
