import Foundation
import Testing

@testable import _StretchySystem

struct TextDefectTests {
    func defect(_ bytes: [UInt8]) -> TextDefect? {
        bytes.withUnsafeBufferPointer { TextDefect.first(in: $0) }
    }

    @Test func findsNulAndInvalidUTF8() {
        #expect(defect(Array("héllo ✓ 😀".utf8)) == nil)
        #expect(defect([0x35, 0x00, 0x30]) == .nulByte(column: 2))
        #expect(defect([0x41, 0xFF]) == .invalidUTF8(column: 2))
        #expect(defect([0xC0, 0x80]) == .invalidUTF8(column: 1))
        #expect(defect([0xED, 0xA0, 0x80]) == .invalidUTF8(column: 1))
        #expect(defect([0xE2, 0x82]) == .invalidUTF8(column: 1))
        #expect(defect([0xF4, 0x90, 0x80, 0x80]) == .invalidUTF8(column: 1))
    }

    @Test func findsADefectAtEveryPositionOfLongASCII() {
        // ASCII is checked eight bytes at a time: a defect in any byte of a word, or in the tail, is still found.
        for length in 1...27 {
            for position in 0..<length {
                var bytes = [UInt8](repeating: UInt8(ascii: "7"), count: length)
                bytes[position] = 0
                #expect(defect(bytes) == .nulByte(column: position + 1), "NUL at \(position) of \(length)")
                bytes[position] = 0xFF
                #expect(defect(bytes) == .invalidUTF8(column: position + 1), "0xFF at \(position) of \(length)")
                bytes[position] = 0x7F
                #expect(defect(bytes) == nil)
            }
        }
        #expect(defect(Array("0123456789abcdé".utf8)) == nil)
    }

    @Test func namesTheLine() {
        let bytes = Array("\u{FEFF}ok\nsecond é\nx\u{0}".utf8)
        let found = bytes.withUnsafeBufferPointer { TextDefect.firstWithLine(in: $0) }
        #expect(found?.line == 3)
        #expect(found?.defect == .nulByte(column: 2))
    }

    @Test func theLineReaderRefusesLongLinesAndNul() throws {
        let path = NSTemporaryDirectory() + "line-reader-\(UUID().uuidString).txt"
        defer { unlink(path) }
        let text = Array("a,b\r\nsecond\n".utf8) + [UInt8](repeating: 0x31, count: 100) + [0x0A, 0x35, 0x00]
        _ = FileManager.default.createFile(atPath: path, contents: Data(text))
        let reader = try LineReader(path: path, maximumLineLength: 64)
        #expect(try reader.nextLine().map { Array($0) } == Array("a,b".utf8))
        #expect(try reader.nextLine().map { Array($0) } == Array("second".utf8))
        #expect(throws: TextDefect.lineTooLong(limit: 64)) { try reader.nextLine() }
    }
}
