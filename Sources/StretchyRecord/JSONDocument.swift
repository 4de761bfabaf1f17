import _StretchySystem

/// A strictly parsed JSON value (RFC 8259): what the recorder's API reads from a request body.
///
/// Numbers keep every bit of their decimal text (parsed with `strtod`, so `-0` stays negative zero and `1e400` is
/// infinite, for validation to refuse); objects keep their keys in order. Nesting is limited to 8 levels.
enum JSONDocument: Equatable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case null
    case array([JSONDocument])
    case object([(String, JSONDocument)])

    static let maximumDepth = 8

    static func == (lhs: JSONDocument, rhs: JSONDocument) -> Bool {
        switch (lhs, rhs) {
        case (.number(let a), .number(let b)): a.bitPattern == b.bitPattern
        case (.string(let a), .string(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// The member of an object with this key.
    subscript(key: String) -> JSONDocument? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// The JSON type's name, for errors: `a number`, `a string`, `an object`...
    var typeName: String {
        switch self {
        case .number: "a number"
        case .string: "a string"
        case .bool: "a boolean"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Parses a whole document.
    ///
    /// - Throws: A one-line reason naming the byte offset, such as `expected ':' at byte 12`.
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONDocument {
        var parser = Parser(bytes: bytes)
        parser.skipSpaces()
        let value = try parser.value(depth: 0)
        parser.skipSpaces()
        guard parser.position == bytes.count else { throw parser.error("text after the JSON value") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        var position = 0

        func error(_ what: String) -> JSONSyntaxError {
            JSONSyntaxError(reason: "\(what) at byte \(position + 1)")
        }

        mutating func skipSpaces() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        mutating func literal(_ text: String, _ value: JSONDocument) throws(JSONSyntaxError) -> JSONDocument {
            let expected = Array(text.utf8)
            guard bytes.count - position >= expected.count,
                bytes[position..<position + expected.count].elementsEqual(expected)
            else { throw error("unexpected text") }
            position += expected.count
            return value
        }

        mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONDocument {
            guard depth < JSONDocument.maximumDepth else { throw error("nested more than 8 levels") }
            guard position < bytes.count else { throw error("expected a value") }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                position += 1
                var members: [(String, JSONDocument)] = []
                skipSpaces()
                if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return .object(members)
                }
                while true {
                    skipSpaces()
                    guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                        throw error("expected a key")
                    }
                    let key = try string()
                    guard !members.contains(where: { $0.0 == key }) else { throw error("key '\(key)' appears twice") }
                    skipSpaces()
                    try expect(UInt8(ascii: ":"), "':'")
                    skipSpaces()
                    members.append((key, try value(depth: depth + 1)))
                    skipSpaces()
                    if try endOrComma(UInt8(ascii: "}")) { return .object(members) }
                }
            case UInt8(ascii: "["):
                position += 1
                var values: [JSONDocument] = []
                skipSpaces()
                if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    return .array(values)
                }
                while true {
                    skipSpaces()
                    values.append(try value(depth: depth + 1))
                    skipSpaces()
                    if try endOrComma(UInt8(ascii: "]")) { return .array(values) }
                }
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try literal("true", .bool(true))
            case UInt8(ascii: "f"): return try literal("false", .bool(false))
            case UInt8(ascii: "n"): return try literal("null", .null)
            default: return .number(try number())
            }
        }

        mutating func expect(_ byte: UInt8, _ what: String) throws(JSONSyntaxError) {
            guard position < bytes.count, bytes[position] == byte else { throw error("expected \(what)") }
            position += 1
        }

        mutating func endOrComma(_ end: UInt8) throws(JSONSyntaxError) -> Bool {
            guard position < bytes.count else { throw error("unexpected end") }
            if bytes[position] == end {
                position += 1
                return true
            }
            try expect(UInt8(ascii: ","), "',' or '\(Character(Unicode.Scalar(end)))'")
            return false
        }

        func isDigit(_ index: Int) -> Bool {
            index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
        }

        mutating func number() throws(JSONSyntaxError) -> Double {
            let start = position
            if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard isDigit(position) else { throw error("unexpected text") }
            if bytes[position] == UInt8(ascii: "0") {
                position += 1
            } else {
                while isDigit(position) { position += 1 }
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
                position += 1
                guard isDigit(position) else { throw error("expected a digit") }
                while isDigit(position) { position += 1 }
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
                position += 1
                if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
                {
                    position += 1
                }
                guard isDigit(position) else { throw error("expected a digit") }
                while isDigit(position) { position += 1 }
            }
            var text = Array(bytes[start..<position])
            text.append(0)
            return text.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { strtod($0.baseAddress!, nil) }
            }
        }

        mutating func string() throws(JSONSyntaxError) -> String {
            position += 1
            var result: [UInt8] = []
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                switch byte {
                case UInt8(ascii: "\""):
                    guard let text = String(validating: result, as: UTF8.self) else {
                        throw error("a string is not UTF-8")
                    }
                    return text
                case UInt8(ascii: "\\"):
                    guard position < bytes.count else { throw error("unterminated string") }
                    let escaped = bytes[position]
                    position += 1
                    switch escaped {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escaped)
                    case UInt8(ascii: "n"): result.append(0x0A)
                    case UInt8(ascii: "t"): result.append(0x09)
                    case UInt8(ascii: "r"): result.append(0x0D)
                    case UInt8(ascii: "b"): result.append(0x08)
                    case UInt8(ascii: "f"): result.append(0x0C)
                    case UInt8(ascii: "u"):
                        guard bytes.count - position >= 4,
                            let code = UInt32(
                                String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
                        else { throw error("bad \\u escape") }
                        position += 4
                        // Surrogates (emoji in a device name) become U+FFFD: nothing here needs them.
                        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                        result.append(contentsOf: String(Character(scalar)).utf8)
                    default: throw error("bad escape")
                    }
                case 0..<0x20: throw error("a control character in a string")
                default: result.append(byte)
                }
            }
            throw error("unterminated string")
        }
    }
}

/// Why a body is not JSON.
struct JSONSyntaxError: Error, Equatable {
    var reason: String
}
