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
}
