/// A strict HTTP/1.1 request parser over a connection's buffered bytes.
///
/// It accepts exactly `METHOD SP origin-form SP HTTP/1.1 CRLF`, header lines `name: value CRLF` (a token name, no
/// space before the colon, no folding), a blank line, and a body framed only by `Content-Length`. It refuses, with
/// a 4xx and a reason: bare LF line ends, a header without a colon, `Transfer-Encoding` (with or without
/// `Content-Length`: the classic smuggling pair), repeated or non-numeric `Content-Length`, a missing `Host`, and
/// anything over ``HTTPLimits``.
package struct HTTPRequestParser {
    /// What parsing the buffered bytes gave.
    package enum Outcome {
        /// The request is not complete yet.
        case incomplete
        /// A whole request, and the number of bytes it took from the buffer.
        case request(HTTPRequest, consumed: Int)
    }

    /// The limits to enforce.
    package let limits: HTTPLimits

    /// Creates a parser.
    package init(limits: HTTPLimits) {
        self.limits = limits
    }

    private static let tokenBytes: Set<UInt8> = Set(Array("!#$%&'*+-.^_`|~".utf8)).union(
        (UInt8(ascii: "0")...UInt8(ascii: "9"))
    ).union(UInt8(ascii: "a")...UInt8(ascii: "z")).union(UInt8(ascii: "A")...UInt8(ascii: "Z"))

    /// Parses the first request in `buffer`.
    ///
    /// - Throws: ``HTTPRequestError`` with the status to answer.
    package func parse(_ buffer: [UInt8]) throws(HTTPRequestError) -> Outcome {
        // The request line.
        guard let lineEnd = try Self.lineEnd(buffer, from: 0, limit: limits.maximumRequestLineBytes) else {
            if buffer.count > limits.maximumRequestLineBytes {
                throw HTTPRequestError(414, "the request line is longer than \(limits.maximumRequestLineBytes) bytes")
            }
            return .incomplete
        }
        let line = buffer[0..<lineEnd]
        let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy({ Self.tokenBytes.contains($0) }) else {
            throw HTTPRequestError(400, "malformed request line")
        }
        let method = String(decoding: parts[0], as: UTF8.self)
        let target = String(decoding: parts[1], as: UTF8.self)
        guard target.first == "/", parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            throw HTTPRequestError(400, "the request target must be a path starting with '/'")
        }
        guard parts[2].elementsEqual("HTTP/1.1".utf8) else {
            if parts[2].starts(with: "HTTP/".utf8) {
                throw HTTPRequestError(505, "only HTTP/1.1 is supported")
            }
            throw HTTPRequestError(400, "malformed request line")
        }
        // The header lines.
        var headers: [(name: String, value: String)] = []
        var position = lineEnd + 2
        let headerStart = position
        while true {
            let remaining = limits.maximumHeaderBytes - (position - headerStart)
            guard let end = try Self.lineEnd(buffer, from: position, limit: max(remaining, 0)) else {
                if buffer.count - headerStart > limits.maximumHeaderBytes {
                    throw HTTPRequestError(431, "the header is larger than \(limits.maximumHeaderBytes) bytes")
                }
                return .incomplete
            }
            if end == position {
                position += 2
                break
            }
            guard headers.count < limits.maximumHeaderCount else {
                throw HTTPRequestError(431, "more than \(limits.maximumHeaderCount) header fields")
            }
            let field = buffer[position..<end]
            guard field.first != UInt8(ascii: " "), field.first != UInt8(ascii: "\t") else {
                throw HTTPRequestError(400, "a header line is folded (starts with a space)")
            }
            guard let colon = field.firstIndex(of: UInt8(ascii: ":")) else {
                throw HTTPRequestError(400, "a header line has no colon")
            }
            let name = field[field.startIndex..<colon]
            guard !name.isEmpty, name.allSatisfy({ Self.tokenBytes.contains($0) }) else {
                throw HTTPRequestError(400, "malformed header name")
            }
            let value = field[(colon + 1)...]
            guard value.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else {
                throw HTTPRequestError(400, "a header value holds a control character")
            }
            headers.append(
                (
                    String(decoding: name, as: UTF8.self).lowercased(),
                    String(String(decoding: value, as: UTF8.self)[...].trimmingSpaces)
                ))
            position = end + 2
        }
        let length = try Self.contentLength(headers, limits: limits)
        guard headers.contains(where: { $0.name == "host" }) else {
            throw HTTPRequestError(400, "the request has no Host header")
        }
        guard buffer.count - position >= length else { return .incomplete }
        let body = Array(buffer[position..<position + length])
        let (path, query) = try Self.split(target)
        let request = HTTPRequest(
            method: method, target: target, path: path, query: query, headers: headers, body: body)
        return .request(request, consumed: position + length)
    }

    /// The body's length from the framing headers, refusing every ambiguous framing.
    private static func contentLength(_ headers: [(name: String, value: String)], limits: HTTPLimits)
        throws(HTTPRequestError) -> Int
    {
        let lengths = headers.filter { $0.name == "content-length" }
        if headers.contains(where: { $0.name == "transfer-encoding" }) {
            if !lengths.isEmpty {
                throw HTTPRequestError(400, "both Content-Length and Transfer-Encoding are present")
            }
            throw HTTPRequestError(501, "Transfer-Encoding is not supported; send a Content-Length")
        }
        guard let field = lengths.first else { return 0 }
        guard lengths.count == 1 else { throw HTTPRequestError(400, "Content-Length appears more than once") }
        guard !field.value.isEmpty, field.value.utf8.count <= 18, field.value.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
            let length = Int(field.value)
        else { throw HTTPRequestError(400, "Content-Length is not a number") }
        guard length <= limits.maximumBodyBytes else {
            throw HTTPRequestError(413, "the body is larger than \(limits.maximumBodyBytes) bytes")
        }
        return length
    }

    /// The index of the CR of the first CRLF at or after `start`, looking at most `limit` bytes; a bare LF throws.
    private static func lineEnd(_ buffer: [UInt8], from start: Int, limit: Int) throws(HTTPRequestError) -> Int? {
        var index = start
        let end = min(buffer.count, start + limit)
        while index < end {
            if buffer[index] == UInt8(ascii: "\n") {
                throw HTTPRequestError(400, "a line ends with a bare LF; HTTP lines end with CRLF")
            }
            if buffer[index] == UInt8(ascii: "\r"), index + 1 < buffer.count {
                guard buffer[index + 1] == UInt8(ascii: "\n") else {
                    throw HTTPRequestError(400, "a bare CR in the request head")
                }
                return index
            }
            index += 1
        }
        return nil
    }

    /// The path and the percent-decoded query parameters of a target.
    private static func split(_ target: String) throws(HTTPRequestError) -> (String, [(name: String, value: String)]) {
        guard let mark = target.firstIndex(of: "?") else { return (target, []) }
        var query: [(name: String, value: String)] = []
        for pair in target[target.index(after: mark)...].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = percentDecoded(parts[0]), let value = percentDecoded(parts.count > 1 ? parts[1] : "")
            else { throw HTTPRequestError(400, "malformed percent escape in the query") }
            query.append((name, value))
        }
        return (String(target[..<mark]), query)
    }

    private static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next(), let low = iterator.next(),
                    let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
                else { return nil }
                bytes.append(value)
            } else {
                bytes.append(byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
