/// A SHA-256 digest: 32 bytes, shown as 64 lowercase hexadecimal digits.
package struct SHA256Digest: Hashable, Sendable, CustomStringConvertible {
    /// The digest's 32 bytes.
    package let bytes: [UInt8]

    /// Wraps 32 bytes.
    package init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The bytes as 64 lowercase hexadecimal digits.
    package var hexadecimal: String {
        let digits = Array("0123456789abcdef")
        return String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0f)]] })
    }

    /// The hexadecimal form.
    package var description: String { hexadecimal }

    /// The bytes in Base64 (RFC 4648, with padding): 44 characters, as a Content-Security-Policy hash source takes
    /// them (`'sha256-…'`).
    package var base64: String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var text = ""
        for start in stride(from: 0, to: bytes.count, by: 3) {
            let chunk = Array(bytes[start..<min(start + 3, bytes.count)])
            let value = chunk.enumerated().reduce(0) { $0 | Int($1.element) << (16 - 8 * $1.offset) }
            for index in 0..<4 {
                text.append(index <= chunk.count ? alphabet[(value >> (18 - 6 * index)) & 63] : "=")
            }
        }
        return text
    }

    /// The digest of `bytes`.
    package init(hashing bytes: some Sequence<UInt8>) {
        var hasher = SHA256()
        hasher.update(bytes)
        self = hasher.finalize()
    }
}
