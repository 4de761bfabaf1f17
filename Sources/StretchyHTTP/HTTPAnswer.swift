/// What a handler of an ``HTTPServer`` answers a request with: a response made at once, on the server thread, or
/// work that makes it on a thread of its own, so that a slow answer (a replay) does not stall other connections.
///
/// While a connection waits for its deferred response, the server reads no further request from it (answers stay
/// in order) and does not count it idle; the other connections are served meanwhile.
///
/// For example:
///
/// ```swift
/// let server = HTTPServer(address: address, limits: .standard, token: nil, answering: { request in
///     request.path == "/slow" ? .later { HTTPResponse.error(200, "done") } : .now(HTTPResponse.error(404, "no"))
/// })
/// ```
package enum HTTPAnswer {
    /// The response, made on the server thread.
    case now(HTTPResponse)
    /// Work run on a new thread; its response is written when it returns.
    case later(@Sendable () -> HTTPResponse)
}
