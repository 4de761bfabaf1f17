import _StretchySystem

/// A random 128-bit secret that every request must carry when the server listens beyond loopback.
///
/// It is 16 bytes from the kernel's random source (`/dev/urandom`), written as 32 lower-case hexadecimal digits, and
/// compared in constant time: the comparison looks at every byte whatever the first difference.
///
/// For example:
///
/// ```swift
/// let token = try AccessToken.random()
/// print("http://192.168.1.20:8421/?token=\(token.text)")
/// ```
package struct AccessToken: Hashable, Sendable {
    /// The token as 32 hexadecimal digits.
    package let text: String

    /// A token from known text, for tests; use ``random()`` otherwise.
    ///
    /// - Parameter text: The token's text.
    package init(text: String) {
        self.text = text
    }

    /// A new token of 16 random bytes.
    ///
    /// - Throws: ``SystemFailure``-based ``HTTPServerError/randomUnavailable(reason:)`` when the kernel has none.
    package static func random() throws(HTTPServerError) -> AccessToken {
        var bytes = [UInt8](repeating: 0, count: 16)
        let source = open("/dev/urandom", O_RDONLY | O_CLOEXEC)
        guard source >= 0 else { throw .randomUnavailable(reason: SystemFailure.current.reason) }
        defer { close(source) }
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(source, $0.baseAddress! + filled, $0.count - filled) }
            if count <= 0 {
                if count < 0, errno == EINTR { continue }
                throw .randomUnavailable(reason: count == 0 ? "end of file" : SystemFailure.current.reason)
            }
            filled += count
        }
        let digits = Array("0123456789abcdef".utf8)
        let text = bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }
        return AccessToken(text: String(decoding: text, as: UTF8.self))
    }

    /// Whether `candidate` is this token, in time that depends only on the lengths.
    ///
    /// - Parameter candidate: The text a request carried.
    /// - Returns: `true` when it matches exactly.
    package func matches(_ candidate: String) -> Bool {
        let expected = Array(text.utf8)
        let given = Array(candidate.utf8)
        var difference = UInt8(expected.count == given.count ? 0 : 1)
        for index in 0..<expected.count {
            difference |= expected[index] ^ (index < given.count ? given[index] : 0)
        }
        return difference == 0
    }
}
