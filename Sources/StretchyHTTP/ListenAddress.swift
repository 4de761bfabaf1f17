/// Where a server listens: an IPv4 address and a port, written `127.0.0.1:8421`.
///
/// For example:
///
/// ```swift
/// let address = try ListenAddress(parsing: "0.0.0.0:8421")
/// address.isLoopback  // false: requests then need the token
/// ```
package struct ListenAddress: Hashable, Sendable, CustomStringConvertible {
    /// The IPv4 address's four bytes, such as `[127, 0, 0, 1]`.
    package var host: [UInt8]
    /// The TCP port; 0 lets the system choose one.
    package var port: UInt16

    /// Creates an address.
    ///
    /// - Parameters:
    ///   - host: Four bytes.
    ///   - port: The port.
    package init(host: [UInt8], port: UInt16) {
        precondition(host.count == 4, "an IPv4 address has four bytes")
        self.host = host
        self.port = port
    }

    /// The default: `127.0.0.1:8421`, this machine only.
    package static let standard = ListenAddress(host: [127, 0, 0, 1], port: 8421)

    /// Parses `A.B.C.D:PORT`.
    ///
    /// - Parameter text: Such as `127.0.0.1:8421` or `0.0.0.0:8421`.
    /// - Throws: ``HTTPServerError/invalidAddress(_:)``.
    package init(parsing text: String) throws(HTTPServerError) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let port = UInt16(parts[1]) else { throw .invalidAddress(text) }
        let bytes = parts[0].split(separator: ".", omittingEmptySubsequences: false)
        let host = bytes.compactMap { $0.count <= 3 ? UInt8($0) : nil }
        guard bytes.count == 4, host.count == 4 else { throw .invalidAddress(text) }
        self.init(host: host, port: port)
    }

    /// Whether only this machine can reach it (`127.x.x.x`).
    package var isLoopback: Bool { host[0] == 127 }

    /// Whether it listens on every interface (`0.0.0.0`).
    package var isAnyAddress: Bool { host == [0, 0, 0, 0] }

    /// `A.B.C.D:PORT`.
    package var description: String {
        host.map(String.init).joined(separator: ".") + ":\(port)"
    }
}
