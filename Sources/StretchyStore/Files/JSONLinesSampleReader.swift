import StretchyCore
import _StretchySystem

/// Reads samples from JSON Lines: one flat JSON object per line, with the CSV columns' names as keys.
///
/// Numbers are JSON numbers, the phase is a JSON string. Keys may come in any order; missing optional keys take
/// ``ScrollSample/Defaults``. Blank lines are skipped. The parser is a small hand-written one over the line's
/// bytes, so numbers keep every bit (`-0` stays negative zero).
final class JSONLinesSampleReader: SampleReader {
    private let path: String
    let lines: LineReader
    var lineNumber: Int { lines.lineNumber }

    init(path: String) throws(SampleFileError) {
        self.path = path
        lines = try LineReader.open(sampleFile: path, format: .jsonl)
    }

    func next() throws(SampleFileError) -> ScrollSample? {
        guard let line = try lines.nextNonBlankLine(path: path, format: .jsonl) else { return nil }
        do {
            return try parse(line)
        } catch {
            throw SampleFileError(path: path, line: lines.lineNumber, format: .jsonl, reason: error)
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    private func parse(_ line: UnsafeMutableBufferPointer<UInt8>) throws(SampleFileError.Reason) -> ScrollSample {
        var sample = ScrollSample(time: 0, offsetY: 0)
        var seen = Set<SampleField>()
        var position = 0
        func skipSpaces() {
            while position < line.count, Self.isSpace(line[position]) { position += 1 }
        }
        func expect(_ byte: UInt8, _ what: String) throws(SampleFileError.Reason) {
            skipSpaces()
            guard position < line.count, line[position] == byte else {
                throw .invalidJSON("expected \(what) at column \(position + 1)")
            }
            position += 1
        }
        try expect(UInt8(ascii: "{"), "'{'")
        skipSpaces()
        if position < line.count, line[position] == UInt8(ascii: "}") {
            position += 1
        } else {
            while true {
                skipSpaces()
                let key = try string(line, &position)
                guard let column = SampleField(name: key.utf8) else { throw .unknownColumn(key) }
                guard seen.insert(column).inserted else { throw .duplicateColumn(column.name) }
                try expect(UInt8(ascii: ":"), "':'")
                skipSpaces()
                try value(for: column, line, &position, into: &sample)
                skipSpaces()
                guard position < line.count else { throw .invalidJSON("expected ',' or '}' at the end of the line") }
                if line[position] == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                try expect(UInt8(ascii: "}"), "',' or '}'")
                break
            }
        }
        skipSpaces()
        guard position == line.count else { throw .invalidJSON("text after the object at column \(position + 1)") }
        for required in SampleField.allCases where required.isRequired && !seen.contains(required) {
            throw .missingColumn(required.name)
        }
        return sample
    }

    private func value(
        for column: SampleField, _ line: UnsafeMutableBufferPointer<UInt8>, _ position: inout Int,
        into sample: inout ScrollSample
    ) throws(SampleFileError.Reason) {
        guard position < line.count else { throw .invalidJSON("expected a value at the end of the line") }
        if column == .phase {
            guard line[position] == UInt8(ascii: "\"") else { throw .wrongType(column: "phase", expected: "a string") }
            let text = try string(line, &position)
            guard let phase = ScrollPhase(rawValue: text) else { throw .unknownPhase(text) }
            sample.phase = phase
            return
        }
        let start = position
        while position < line.count, Self.isNumberByte(line[position]) { position += 1 }
        guard position > start else {
            if line[position] == UInt8(ascii: "\"") {
                let text = try string(line, &position)
                throw .notANumber(column: column.name, text: text)
            }
            throw .wrongType(column: column.name, expected: "a number")
        }
        guard let number = SampleFieldParser.double(line, start..<position, form: .json) else {
            throw .notANumber(column: column.name, text: SampleFieldParser.text(line, start..<position))
        }
        sample.set(column, to: number)
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
            || byte == UInt8(ascii: "E")
    }

    /// A JSON string starting at `position` (at its opening quote), with its escapes decoded.
    private func string(_ line: UnsafeMutableBufferPointer<UInt8>, _ position: inout Int) throws(SampleFileError.Reason)
        -> String
    {
        guard position < line.count, line[position] == UInt8(ascii: "\"") else {
            throw .invalidJSON("expected a string at column \(position + 1)")
        }
        position += 1
        var bytes: [UInt8] = []
        while position < line.count {
            let byte = line[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: bytes, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard position < line.count else { break }
                let escaped = line[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): bytes.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): bytes.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "r"): bytes.append(UInt8(ascii: "\r"))
                case UInt8(ascii: "b"): bytes.append(8)
                case UInt8(ascii: "f"): bytes.append(12)
                case UInt8(ascii: "u"):
                    guard position + 4 <= line.count, (position..<position + 4).allSatisfy({ line[$0].isHexDigit }),
                        let code = UInt32(SampleFieldParser.text(line, position..<position + 4), radix: 16),
                        let scalar = Unicode.Scalar(code)
                    else { throw .invalidJSON("bad \\u escape at column \(position)") }
                    bytes.append(contentsOf: String(Character(scalar)).utf8)
                    position += 4
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(escaped)
                default:
                    throw .invalidJSON("bad escape '\\\(Character(Unicode.Scalar(escaped)))' at column \(position - 1)")
                }
            case 0..<0x20:
                throw .invalidJSON("a control character in a string at column \(position)")
            default:
                bytes.append(byte)
            }
        }
        throw .invalidJSON("unterminated string")
    }
}

extension UInt8 {
    /// Whether the byte is an ASCII hexadecimal digit.
    fileprivate var isHexDigit: Bool {
        (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
    }
}
