import StretchyCore
import _StretchySystem

/// Writes replayed frames as CSV or JSON Lines, numbers in shortest round-trip form.
///
/// CSV: a header row of ``FrameColumns/names``, then one row per frame. JSON Lines: one object per frame with the
/// same names as keys, in the same order.
package struct FrameWriter {
    private let output: any TextOutput
    private let file: FileOutput?
    private let columns: FrameColumns
    private let format: FrameFormat
    private let keyPrefixes: [String]

    /// Starts writing frames to a file, which appears under its name only when ``finish()`` succeeds; CSV writes
    /// its header row at once.
    ///
    /// - Throws: ``ReplayError/cannotCreateOutput(path:reason:)``.
    package init(path: String, columns: FrameColumns, format: FrameFormat) throws(ReplayError) {
        let file: FileOutput
        do {
            file = try FileOutput(path: path)
        } catch {
            throw .cannotCreateOutput(path: path, reason: error.reason)
        }
        self.init(output: file, file: file, columns: columns, format: format)
    }

    /// Starts writing frames to a text output, such as a command's standard output; CSV writes its header row at
    /// once. A failed write shows in the output's ``TextOutput/failure``.
    package init(output: any TextOutput, columns: FrameColumns, format: FrameFormat) {
        self.init(output: output, file: nil, columns: columns, format: format)
    }

    private init(output: any TextOutput, file: FileOutput?, columns: FrameColumns, format: FrameFormat) {
        self.output = output
        self.file = file
        self.columns = columns
        self.format = format
        self.keyPrefixes = columns.names.enumerated().map { index, name in
            (index == 0 ? "{\"" : ",\"") + name + "\":"
        }
        if format == .csv {
            output.write(columns.names.joined(separator: ",") + "\n")
        }
    }

    /// Writes one frame.
    ///
    /// A frame carries the values of its engine's columns, which the engine found finite; when the writer's columns
    /// are more than that (as ``FrameColumns/everyAttribute(of:)``'s are), the values are read from the frame's sample
    /// and layout instead, and checked here.
    ///
    /// - Throws: ``NonFiniteOutput`` for such a value that is NaN or infinite, before anything of the frame is
    ///   written; ``ReplayError/writeFailed(path:reason:)``.
    package func write(_ frame: ReplayFrame) throws {
        var frame = frame
        if frame.values.count != columns.names.count - 1 {
            columns.values(sample: frame.sample, layout: frame.layout, into: &frame.values)
            if let error = NonFiniteOutput.first(in: frame.values, names: columns.names.dropFirst(), frame: frame.seq) {
                throw error
            }
        }
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
        output.write(line)
        if let file, let failure = file.failure {
            file.discard()
            throw ReplayError.writeFailed(path: file.path, reason: failure)
        }
    }

    /// Flushes the output; a file is closed and moved to its final name.
    ///
    /// - Throws: ``ReplayError/writeFailed(path:reason:)`` when the file could not be written whole; it is then
    ///   removed.
    package func finish() throws(ReplayError) {
        guard let file else { return output.flush() }
        do {
            try file.commit()
        } catch {
            throw .writeFailed(path: file.path, reason: error.reason)
        }
    }
}
