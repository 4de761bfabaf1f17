/// A strict JSON parser (RFC 8259): no trailing commas, comments, single quotes, bare words or leading `+`; numbers
/// by ``DecimalNumber``'s JSON form; every object key at most once; nesting at most ``maximumDepth`` deep.
///
/// For example:
///
/// ```swift
/// let value = try JSONParser.parse(Array(#"{"by": 0.3}"#.utf8))   // .object([("by", .number(0.3))])
/// ```
package struct JSONParser {
    /// How deep arrays and objects may nest: 64.
    package static let maximumDepth = 64

    /// Why a text is not JSON, at a line and column (from 1, the column in bytes).
    package struct Failure: Error, Sendable, Equatable {
        /// The line, from 1.
        package let line: Int
        /// The column, from 1, in bytes.
        package let column: Int
        /// What is wrong, such as `a trailing comma`.
        package let message: String

        /// `<message> at line <line>, column <column>`.
        package var description: String { "\(message) at line \(line), column \(column)" }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let depthLimit: Int
    private var position = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, depthLimit: Int) {
        self.bytes = bytes
        self.depthLimit = depthLimit
    }

    /// The one JSON value `bytes` hold, with white space around it allowed.
    ///
    /// - Parameters:
    ///   - bytes: The text.
    ///   - maximumDepth: How deep arrays and objects may nest; ``maximumDepth`` unless a format allows less.
    /// - Throws: ``Failure`` at the first byte that does not belong.
    package static func parse(_ bytes: [UInt8], maximumDepth: Int = maximumDepth) throws(Failure) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(Failure) -> JSONValue in
            var parser = JSONParser(bytes: buffer, depthLimit: maximumDepth)
            parser.skipSpace()
            let value = try parser.value(depth: 0)
            parser.skipSpace()
            guard parser.position == buffer.count else { throw parser.failure("text after the JSON value") }
            return value
        }
    }

    private func failure(_ message: String, at offset: Int? = nil) -> Failure {
        let end = min(offset ?? position, bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return Failure(line: line, column: end - lineStart + 1, message: message)
    }

    private var found: String {
        guard position < bytes.count else { return "the end of the text" }
        let byte = bytes[position]
        return byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte \(byte)"
    }

    private mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard position < bytes.count else { throw failure("expected a value, found the end of the text") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try word("true", .bool(true))
        case UInt8(ascii: "f"): return try word("false", .bool(false))
        case UInt8(ascii: "n"): return try word("null", .null)
        default:
            let rest = UnsafeBufferPointer(rebasing: bytes[position...])
            let length = DecimalNumber.prefixLength(rest, form: .json)
            guard length > 0,
                let number = DecimalNumber.parse(UnsafeBufferPointer(rebasing: rest[0..<length]), form: .json)
            else { throw failure("expected a value, found \(found)") }
            position += length
            if position < bytes.count, Self.continuesNumber(bytes[position]) {
                throw failure("not a JSON number")
            }
            return .number(number)
        }
    }

    private static func continuesNumber(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: ".") || byte | 0x20 == UInt8(ascii: "e")
            || byte | 0x20 == UInt8(ascii: "x") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    private mutating func word(_ text: String, _ value: JSONValue) throws(Failure) -> JSONValue {
        let word = Array(text.utf8)
        let count = word.count
        guard position + count <= bytes.count, (0..<count).allSatisfy({ bytes[position + $0] == word[$0] })
        else { throw failure("expected a value, found \(found)") }
        position += count
        return value
    }

    private mutating func checkDepth(_ depth: Int) throws(Failure) {
        guard depth <= depthLimit else {
            throw failure("arrays and objects nest more than \(depthLimit) deep")
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        try checkDepth(depth)
        position += 1
        var members: [(String, JSONValue)] = []
        var keys = Set<String>()
        skipSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object([])
        }
        while true {
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                if position < bytes.count, bytes[position] == UInt8(ascii: "}"), !members.isEmpty {
                    throw failure("a trailing comma before '}'")
                }
                throw failure("expected a key in quotes, found \(found)")
            }
            let keyStart = position
            let key = try string()
            guard keys.insert(key).inserted else { throw failure("the key '\(key)' appears twice", at: keyStart) }
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                throw failure("expected ':' after the key '\(key)', found \(found)")
            }
            position += 1
            skipSpace()
            members.append((key, try value(depth: depth)))
            skipSpace()
            guard position < bytes.count else { throw failure("expected ',' or '}', found the end of the text") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                continue
            }
            guard bytes[position] == UInt8(ascii: "}") else { throw failure("expected ',' or '}', found \(found)") }
            position += 1
            return .object(members)
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        try checkDepth(depth)
        position += 1
        var elements: [JSONValue] = []
        skipSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array([])
        }
        while true {
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                throw failure("a trailing comma before ']'")
            }
            elements.append(try value(depth: depth))
            skipSpace()
            guard position < bytes.count else { throw failure("expected ',' or ']', found the end of the text") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                continue
            }
            guard bytes[position] == UInt8(ascii: "]") else { throw failure("expected ',' or ']', found \(found)") }
            position += 1
            return .array(elements)
        }
    }

    private mutating func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }

    private mutating func unicodeEscape() throws(Failure) -> UInt32 {
        guard position + 4 <= bytes.count else { throw failure("a '\\u' escape needs four hexadecimal digits") }
        var code: UInt32 = 0
        for offset in 0..<4 {
            guard let digit = hexDigit(bytes[position + offset]) else {
                throw failure("a '\\u' escape needs four hexadecimal digits")
            }
            code = code << 4 | digit
        }
        position += 4
        return code
    }

    private mutating func string() throws(Failure) -> String {
        position += 1
        var result: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(decoding: result, as: UTF8.self)
            case UInt8(ascii: "\\"):
                position += 1
                guard position < bytes.count else { break }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escaped)
                case UInt8(ascii: "b"): result.append(8)
                case UInt8(ascii: "f"): result.append(12)
                case UInt8(ascii: "n"): result.append(10)
                case UInt8(ascii: "r"): result.append(13)
                case UInt8(ascii: "t"): result.append(9)
                case UInt8(ascii: "u"):
                    var code = try unicodeEscape()
                    if (0xD800...0xDBFF).contains(code) {
                        guard position + 2 <= bytes.count, bytes[position] == UInt8(ascii: "\\"),
                            bytes[position + 1] == UInt8(ascii: "u")
                        else { throw failure("a lone surrogate in a '\\u' escape") }
                        position += 2
                        let low = try unicodeEscape()
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw failure("a lone surrogate in a '\\u' escape")
                        }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(code) {
                        throw failure("a lone surrogate in a '\\u' escape")
                    }
                    guard code != 0, let scalar = Unicode.Scalar(code) else {
                        throw failure("a '\\u0000' escape (NUL is not allowed)")
                    }
                    result.append(contentsOf: String(Character(scalar)).utf8)
                default:
                    position -= 2
                    throw failure("an unknown escape '\\\(Character(Unicode.Scalar(escaped)))'")
                }
            case 0..<0x20:
                throw failure("a control character (byte \(byte)) in a string")
            default:
                result.append(byte)
                position += 1
            }
        }
        throw failure("a string that is never closed")
    }
}
