import StretchyCore
import _StretchySystem

/// Reads samples from CSV: a header row naming the columns in any order, then one sample per line.
///
/// Fields are separated by commas, without quoting; spaces around a field, `\r\n` line endings, a UTF-8 byte
/// order mark, blank lines and a missing final newline are all accepted. Missing optional columns take
/// ``ScrollSample/Defaults``.
final class CSVSampleReader: SampleReader {
    private let path: String
    let lines: LineReader
    private let columns: [SampleField]
    var lineNumber: Int { lines.lineNumber }

    init(path: String) throws(SampleFileError) {
        self.path = path
        lines = try LineReader.open(sampleFile: path, format: .csv)
        guard let line = try lines.nextNonBlankLine(path: path, format: .csv) else {
            throw SampleFileError(path: path, line: 1, format: .csv, reason: .empty)
        }
        var columns: [SampleField] = []
        for field in line.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
            let name = field.drop { $0 == UInt8(ascii: " ") }.reversed().drop { $0 == UInt8(ascii: " ") }.reversed()
            guard let column = SampleField(name: name) else {
                throw SampleFileError(
                    path: path, line: lines.lineNumber, format: .csv,
                    reason: .unknownColumn(String(decoding: name, as: UTF8.self)))
            }
            guard !columns.contains(column) else {
                throw SampleFileError(
                    path: path, line: lines.lineNumber, format: .csv, reason: .duplicateColumn(column.name))
            }
            columns.append(column)
        }
        for required in SampleField.allCases where required.isRequired && !columns.contains(required) {
            throw SampleFileError(
                path: path, line: lines.lineNumber, format: .csv, reason: .missingColumn(required.name))
        }
        self.columns = columns
    }

    func next() throws(SampleFileError) -> ScrollSample? {
        guard let line = try lines.nextNonBlankLine(path: path, format: .csv) else { return nil }
        return try parse(line)
    }

    private func parse(_ line: UnsafeMutableBufferPointer<UInt8>) throws(SampleFileError) -> ScrollSample {
        var sample = ScrollSample(time: 0, offsetY: 0)
        var fieldIndex = 0
        var start = 0
        let comma = UInt8(ascii: ",")
        var position = 0
        let count = line.count
        while true {
            if position == count || line[position] == comma {
                if fieldIndex < columns.count {
                    try fill(&sample, columns[fieldIndex], line, start..<position)
                }
                fieldIndex += 1
                if position == count { break }
                start = position + 1
            }
            position += 1
        }
        guard fieldIndex == columns.count else {
            throw SampleFileError(
                path: path, line: lines.lineNumber, format: .csv,
                reason: .fieldCount(found: fieldIndex, expected: columns.count))
        }
        return sample
    }

    private func fill(
        _ sample: inout ScrollSample, _ column: SampleField, _ line: UnsafeMutableBufferPointer<UInt8>,
        _ range: Range<Int>
    ) throws(SampleFileError) {
        if column == .phase {
            guard let phase = SampleFieldParser.phase(line, range) else {
                throw SampleFileError(
                    path: path, line: lines.lineNumber, format: .csv,
                    reason: .unknownPhase(SampleFieldParser.text(line, range)))
            }
            sample.phase = phase
            return
        }
        guard let value = SampleFieldParser.double(line, range) else {
            throw SampleFileError(
                path: path, line: lines.lineNumber, format: .csv,
                reason: .notANumber(column: column.name, text: SampleFieldParser.text(line, range)))
        }
        sample.set(column, to: value)
    }
}
