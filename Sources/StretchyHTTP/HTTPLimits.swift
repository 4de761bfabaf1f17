/// The limits an ``HTTPServer`` enforces on every connection and request; each is documented in `docs/record.md`.
///
/// A request over a size limit is answered with its 4xx status and the connection is closed; a connection over a
/// time limit is closed (with `408` when a request had begun).
///
/// For example:
///
/// ```swift
/// var limits = HTTPLimits.standard
/// limits.requestTimeout = 0.5
/// ```
package struct HTTPLimits: Hashable, Sendable {
    /// The longest request line, CRLF included: 4096 bytes by default (`414` beyond).
    package var maximumRequestLineBytes: Int
    /// The most bytes of header lines after the request line: 16384 by default (`431` beyond).
    package var maximumHeaderBytes: Int
    /// The most header lines: 64 by default (`431` beyond).
    package var maximumHeaderCount: Int
    /// The largest body: 1 MiB by default (`413` beyond, refused from `Content-Length` before it is read).
    package var maximumBodyBytes: Int
    /// The most connections open at once: 64 by default. A newcomer beyond it takes the place of the oldest
    /// connection that has not yet shown the token, or else of the oldest idle one; when every connection is busy
    /// it is answered `503` and closed.
    package var maximumConnections: Int
    /// The most connections open at once from one peer address, when the server has a token (it listens on a
    /// shared network): 16 by default, enforced the same way among that peer's connections, so one machine cannot
    /// take every slot. On loopback, without a token, every peer is this machine and only the total counts.
    package var maximumConnectionsPerPeer: Int
    /// Seconds a connection may stay open without a request that carries the token, when the server has one: 5 by
    /// default. A request without it is answered `403` and the connection closed.
    package var authenticationTimeout: Double
    /// Seconds a connection may wait between requests before it is closed: 30 by default.
    package var idleTimeout: Double
    /// Seconds from a request's first byte to its last: 10 by default (`408` beyond), which ends slow clients.
    package var requestTimeout: Double

    /// Creates limits.
    ///
    /// - Parameters:
    ///   - maximumRequestLineBytes: The longest request line.
    ///   - maximumHeaderBytes: The most bytes of header lines.
    ///   - maximumHeaderCount: The most header lines.
    ///   - maximumBodyBytes: The largest body.
    ///   - maximumConnections: The most open connections.
    ///   - maximumConnectionsPerPeer: The most open connections from one address.
    ///   - authenticationTimeout: Seconds until a connection's first request with the token.
    ///   - idleTimeout: Seconds between requests.
    ///   - requestTimeout: Seconds per request.
    package init(
        maximumRequestLineBytes: Int = 4096, maximumHeaderBytes: Int = 16384, maximumHeaderCount: Int = 64,
        maximumBodyBytes: Int = 1 << 20, maximumConnections: Int = 64, maximumConnectionsPerPeer: Int = 16,
        authenticationTimeout: Double = 5, idleTimeout: Double = 30, requestTimeout: Double = 10
    ) {
        self.maximumRequestLineBytes = maximumRequestLineBytes
        self.maximumHeaderBytes = maximumHeaderBytes
        self.maximumHeaderCount = maximumHeaderCount
        self.maximumBodyBytes = maximumBodyBytes
        self.maximumConnections = maximumConnections
        self.maximumConnectionsPerPeer = maximumConnectionsPerPeer
        self.authenticationTimeout = authenticationTimeout
        self.idleTimeout = idleTimeout
        self.requestTimeout = requestTimeout
    }

    /// The defaults.
    package static let standard = HTTPLimits()
}
