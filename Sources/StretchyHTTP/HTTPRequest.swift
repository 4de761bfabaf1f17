/// One parsed HTTP/1.1 request: method, target, headers and body.
///
/// Header names are lower-cased; the target is split into its path and its query parameters (percent-decoded).
package struct HTTPRequest: Sendable {
    /// The method, such as `GET` or `POST`.
    package var method: String
    /// The target as sent, such as `/api/sessions?token=ab12`.
    package var target: String
    /// The target's path, such as `/api/sessions`.
    package var path: String
    /// The query's parameters in order, percent-decoded.
    package var query: [(name: String, value: String)]
    /// The header fields in order, names lower-cased, values trimmed.
    package var headers: [(name: String, value: String)]
    /// The body's bytes.
    package var body: [UInt8]

    /// The first value of a header, by its lower-case name.
    package func header(_ name: String) -> String? {
        headers.first { $0.name == name }?.value
    }

    /// The first value of a query parameter.
    package func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    /// Whether the client asked to close the connection after this request.
    package var wantsClose: Bool {
        header("connection")?.lowercased().split(separator: ",").contains { $0.trimmingSpaces == "close" } ?? false
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
