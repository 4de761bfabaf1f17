import _StretchySystem

/// A blocking HTTP/1.1 client over one TCP connection to a loopback port: what the tests, the benchmark and the
/// probe use to talk to a server as a page would, and to send what no page would.
package final class HTTPClientConnection {
    /// A response as read from the wire.
    package struct Reply: Sendable {
        /// The status code.
        package var status: Int
        /// The header fields, names lower-cased.
        package var headers: [(name: String, value: String)]
        /// The body as text.
        package var body: String
    }

    /// Why a client call failed.
    package struct Failure: Error, Sendable {
        /// What happened.
        package var reason: String

        /// Creates a failure.
        package init(reason: String) {
            self.reason = reason
        }
    }

    private let descriptor: Int32
    private let port: UInt16
    /// The server's address as the `Host` header names it.
    private let hostText: String
    private var buffer: [UInt8] = []

    /// Connects to `host:port` (`127.0.0.1` by default), from another loopback address when `source` is given
    /// (`[127, 0, 0, 2]`: a second peer on the same machine, as a test of per-peer limits needs).
    ///
    /// - Parameters:
    ///   - port: The server's port.
    ///   - host: The server's IPv4 address.
    ///   - source: The local IPv4 address to connect from, or `nil` for the system's choice.
    /// - Throws: ``Failure`` when the connection is refused.
    package init(port: UInt16, host: [UInt8] = [127, 0, 0, 1], from source: [UInt8]? = nil) throws(Failure) {
        self.port = port
        self.hostText = host.map(String.init).joined(separator: ".")
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(reason: SystemFailure.current.reason) }
        let descriptor = self.descriptor
        /// Binds or connects the socket to `host:port`; closes it and throws on failure.
        func attach(
            _ call: (Int32, UnsafePointer<sockaddr>, socklen_t) -> Int32, _ host: [UInt8], port: UInt16
        ) throws(Failure) {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            withUnsafeMutableBytes(of: &address.sin_addr) { $0.copyBytes(from: host.prefix(4)) }
            let result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    call(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard result == 0 else {
                let failure = Failure(reason: SystemFailure.current.reason)
                close(descriptor)
                throw failure
            }
        }
        if let source { try attach(bind, source, port: 0) }
        try attach(connect, host, port: port)
        var yes: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
    }

    deinit { close(descriptor) }

    /// Sends raw bytes.
    ///
    /// - Throws: ``Failure`` when the server has closed the connection.
    package func send(raw bytes: [UInt8]) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes {
                _StretchySystem.send(descriptor, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL))
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: SystemFailure.current.reason)
            }
            offset += written
        }
    }

    /// Sends raw text.
    package func send(raw text: String) throws(Failure) {
        try send(raw: Array(text.utf8))
    }

    /// Sends one well-formed request and reads its reply.
    ///
    /// - Parameters:
    ///   - method: Such as `POST`.
    ///   - target: Such as `/api/sessions?token=...`.
    ///   - body: The body's text.
    /// - Returns: The reply.
    /// - Throws: ``Failure``.
    package func request(_ method: String, _ target: String, body: String = "") throws(Failure) -> Reply {
        let bytes = Array(body.utf8)
        let head =
            "\(method) \(target) HTTP/1.1\r\nHost: \(hostText):\(port)\r\nContent-Type: application/json\r\n"
            + "Content-Length: \(bytes.count)\r\n\r\n"
        try send(raw: Array(head.utf8) + bytes)
        return try readReply()
    }

    /// Reads one reply framed by `Content-Length`.
    ///
    /// - Throws: ``Failure`` when the connection closes first.
    package func readReply() throws(Failure) -> Reply {
        while true {
            if let reply = try parseReply() { return reply }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                throw Failure(reason: count == 0 ? "connection closed" : SystemFailure.current.reason)
            }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    /// Whether the server has closed the connection (reads end of file), waiting for it.
    package func readsEndOfFile() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return true }
        }
    }

    private func parseReply() throws(Failure) -> Reply? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard buffer.count >= 4,
            let end = (0...(buffer.count - 4)).first(where: { buffer[$0..<$0 + 4].elementsEqual(separator) })
        else { return nil }
        let head = String(decoding: buffer[0..<end], as: UTF8.self)
        let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw Failure(reason: "bad status line '\(lines[0])'")
        }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.append((line[..<colon].lowercased(), String(line[line.index(after: colon)...].trimmingSpaces)))
        }
        let length = Int(headers.first { $0.name == "content-length" }?.value ?? "0") ?? 0
        guard buffer.count >= end + 4 + length else { return nil }
        let body = String(decoding: buffer[(end + 4)..<(end + 4 + length)], as: UTF8.self)
        buffer.removeFirst(end + 4 + length)
        return Reply(status: status, headers: headers, body: body)
    }
}
