import _StretchySystem

/// One HTTP response: a status, a content type and a body; the server adds the framing headers.
package struct HTTPResponse: Sendable {
    /// The status code, such as 200 or 400.
    package var status: Int
    /// The `Content-Type`.
    package var contentType: String
    /// The body's bytes.
    package var body: [UInt8]
    /// Extra header fields, such as a content security policy.
    package var headers: [(name: String, value: String)]
    /// Whether to close the connection after it.
    package var closes: Bool

    /// Creates a response.
    package init(
        status: Int, contentType: String, body: [UInt8], headers: [(name: String, value: String)] = [],
        closes: Bool = false
    ) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.headers = headers
        self.closes = closes
    }

    /// A JSON response from rendered JSON text.
    package static func json(_ status: Int, _ value: JSONValue, closes: Bool = false) -> HTTPResponse {
        HTTPResponse(
            status: status, contentType: "application/json; charset=utf-8", body: Array(compact(value).utf8),
            closes: closes)
    }

    /// A JSON error: `{"error": reason}`.
    package static func error(_ status: Int, _ reason: String, closes: Bool = false) -> HTTPResponse {
        json(status, .object([("error", .string(reason))]), closes: closes)
    }

    /// JSON on one line, for the wire.
    package static func compact(_ value: JSONValue) -> String {
        switch value {
        case .array(let values): return "[" + values.map(compact).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { JSONString.quoted($0.0) + ":" + compact($0.1) }.joined(separator: ",") + "}"
        default: return value.rendered()
        }
    }

    /// The standard reason phrase of a status.
    package static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 415: "Unsupported Media Type"
        case 422: "Unprocessable Content"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Status"
        }
    }

    /// The response's bytes on the wire.
    package func serialized() -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reasonPhrase(status))\r\n"
        head += "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
        head += "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\n"
        for header in headers { head += "\(header.name): \(header.value)\r\n" }
        head += closes ? "Connection: close\r\n\r\n" : "Connection: keep-alive\r\n\r\n"
        return Array(head.utf8) + body
    }
}
