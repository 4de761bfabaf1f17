/// Why a text input was refused before its format looked at it: bytes that are not text, or more of them than a
/// reader takes (docs/inputs.md). Its owner's error names the file and line; ``description`` says the rest.
package enum TextDefect: Error, Sendable, Equatable {
    /// A NUL byte, at a column (from 1, in bytes).
    case nulByte(column: Int)
    /// Bytes that are not UTF-8, from a column (from 1, in bytes).
    case invalidUTF8(column: Int)
    /// A line longer than the limit, in bytes.
    case lineTooLong(limit: Int)
    /// A file larger than the limit, in bytes.
    case fileTooLarge(limit: Int)
    /// A file the reader could not read, with the C library's reason.
    case unreadable(SystemFailure)

    /// What was found, such as `a NUL byte at column 2`.
    package var description: String {
        switch self {
        case .nulByte(let column): "a NUL byte at column \(column)"
        case .invalidUTF8(let column): "bytes that are not UTF-8 at column \(column)"
        case .lineTooLong(let limit): "a line longer than \(limit) bytes"
        case .fileTooLarge(let limit): "more than \(limit) bytes, the most this reader takes"
        case .unreadable(let failure): "cannot read the file: \(failure.reason)"
        }
    }

    /// The first defect in `bytes`, a NUL byte or bytes that are not UTF-8, or `nil` when they are text.
    ///
    /// - Complexity: O(n); ASCII is checked eight bytes at a time.
    package static func first(in bytes: UnsafeBufferPointer<UInt8>) -> TextDefect? {
        var index = 0
        let count = bytes.count
        let highBits: UInt64 = 0x8080_8080_8080_8080
        while index < count {
            if index + 8 <= count {
                // Eight bytes all in 1...0x7F: no high bit set, and none is zero (subtracting 1 from each byte
                // borrows, setting a high bit, only from a zero byte). Otherwise the bytes are looked at one by one.
                let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
                if (word | (word &- 0x0101_0101_0101_0101)) & highBits == 0 {
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0 { return .nulByte(column: index + 1) }
                index += 1
                continue
            }
            let length: Int
            let minimum: UInt32
            var scalar: UInt32
            switch byte {
            case 0xC2...0xDF: (length, minimum, scalar) = (2, 0x80, UInt32(byte & 0x1F))
            case 0xE0...0xEF: (length, minimum, scalar) = (3, 0x800, UInt32(byte & 0x0F))
            case 0xF0...0xF4: (length, minimum, scalar) = (4, 0x10000, UInt32(byte & 0x07))
            default: return .invalidUTF8(column: index + 1)
            }
            guard index + length <= count else { return .invalidUTF8(column: index + 1) }
            for offset in 1..<length {
                let next = bytes[index + offset]
                guard next & 0xC0 == 0x80 else { return .invalidUTF8(column: index + 1) }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
                return .invalidUTF8(column: index + 1)
            }
            index += length
        }
        return nil
    }

    /// The first defect in `bytes` with the line (from 1) it is on, or `nil` when they are text.
    package static func firstWithLine(in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, defect: TextDefect)? {
        var line = 1
        var lineStart = 0
        while lineStart <= bytes.count {
            let rest = UnsafeBufferPointer(rebasing: bytes[lineStart...])
            let end = rest.firstIndex(of: UInt8(ascii: "\n")) ?? rest.count
            if let defect = first(in: UnsafeBufferPointer(rebasing: rest[0..<end])) { return (line, defect) }
            line += 1
            lineStart += end + 1
        }
        return nil
    }
}
