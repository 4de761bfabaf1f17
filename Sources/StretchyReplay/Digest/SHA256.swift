import CStretchyDigest

/// SHA-256 (FIPS 180-4), written here because the package can depend on nothing outside the toolchain.
///
/// Whole 64-byte blocks are compressed by the CPU's SHA extensions when it has them (`SHA256Implementation`,
/// `Sources/CStretchyDigest`), by the portable Swift function below otherwise; the digests are the same.
///
/// For example:
///
/// ```swift
/// var hash = SHA256()
/// hash.update(Array("abc".utf8))
/// hash.finalize().hexadecimal  // "ba7816bf…"
/// ```
struct SHA256: Sendable {
    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    )
    // The block being filled, held inline and written through raw pointers: no array, no bounds check, no
    // uniqueness check per byte. Its 64 bytes are followed by 8 more, where a value that straddles two blocks spills.
    private var block: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (
        0, 0, 0, 0, 0, 0, 0, 0, 0
    )
    private var blockCount = 0
    private var messageLength: UInt64 = 0
    private let implementation: SHA256Implementation

    /// Starts an empty hash that compresses with `SHA256Implementation.preferred`.
    init() {
        implementation = .preferred
    }

    /// Starts an empty hash that compresses with `implementation`, which must be available on this machine.
    init(implementation: SHA256Implementation) {
        precondition(implementation.isAvailable, "SHA256: \(implementation) does not run on this machine")
        self.implementation = implementation
    }

    /// Adds bytes to the message.
    ///
    /// - Complexity: O(bytes); allocates nothing.
    mutating func update(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            append(byte)
        }
    }

    /// Adds a 64-bit value, little-endian, to the message.
    @inline(__always)
    mutating func update(littleEndian value: UInt64) {
        let offset = blockCount
        withUnsafeMutableBytes(of: &block) { raw in
            raw.storeBytes(of: value.littleEndian, toByteOffset: offset, as: UInt64.self)
        }
        messageLength &+= 8
        let end = offset + 8
        if end < 64 {
            blockCount = end
            return
        }
        compress()
        if end > 64 {
            // The value straddled two blocks: its tail spilled past the 64 bytes and starts the next block.
            withUnsafeMutableBytes(of: &block) { raw in
                raw.storeBytes(of: raw.load(fromByteOffset: 64, as: UInt64.self), as: UInt64.self)
            }
        }
        blockCount = end - 64
    }

    /// Pads the message and returns its 32-byte digest. The hash cannot be updated afterwards.
    mutating func finalize() -> SHA256Digest {
        let bitLength = messageLength &* 8
        var padding: [UInt8] = [0x80]
        let remainder = (blockCount + 1) % 64
        padding += [UInt8](repeating: 0, count: remainder <= 56 ? 56 - remainder : 120 - remainder)
        for shift in stride(from: 56, through: 0, by: -8) {
            padding.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        let length = messageLength
        update(padding)
        messageLength = length
        let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
        return SHA256Digest(
            bytes: words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * $0)) } })
    }

    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        let offset = blockCount
        withUnsafeMutableBytes(of: &block) { raw in
            raw[offset] = byte
        }
        messageLength &+= 1
        advance(from: offset, by: 1)
    }

    /// Moves past `count` bytes just stored at `offset`, compressing the block when it is full.
    @inline(__always)
    private mutating func advance(from offset: Int, by count: Int) {
        if offset + count == 64 {
            compress()
            blockCount = 0
        } else {
            blockCount = offset + count
        }
    }

    /// Compresses the full block into the state.
    @inline(__always)
    private mutating func compress() {
        switch implementation {
        case .shaExtensions:
            let block = self.block
            withUnsafeMutableBytes(of: &state) { words in
                withUnsafeBytes(of: block) { bytes in
                    stretchy_sha256_compress_sha_extensions(
                        words.baseAddress!.assumingMemoryBound(to: UInt32.self),
                        bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
                }
            }
        case .portable:
            compressPortably()
        }
    }

    private mutating func compressPortably() {
        var (a, b, c, d, e, f, g, h) = state
        withUnsafeBytes(of: block) { raw in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
                for index in 0..<16 {
                    schedule[index] = UInt32(bigEndian: raw.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
                }
                for index in 16..<64 {
                    let w15 = schedule[index - 15]
                    let w2 = schedule[index - 2]
                    let s0 = w15.rotatedRight(7) ^ w15.rotatedRight(18) ^ (w15 >> 3)
                    let s1 = w2.rotatedRight(17) ^ w2.rotatedRight(19) ^ (w2 >> 10)
                    schedule[index] = schedule[index - 16] &+ s0 &+ schedule[index - 7] &+ s1
                }
                Self.roundConstants.withUnsafeBufferPointer { constants in
                    for index in 0..<64 {
                        let s1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
                        let choice = (e & f) ^ (~e & g)
                        let temp1 = h &+ s1 &+ choice &+ constants[index] &+ schedule[index]
                        let s0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
                        let majority = (a & b) ^ (a & c) ^ (b & c)
                        let temp2 = s0 &+ majority
                        (h, g, f, e, d, c, b, a) = (g, f, e, d &+ temp1, c, b, a, temp1 &+ temp2)
                    }
                }
            }
        }
        state = (
            state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g,
            state.7 &+ h
        )
    }
}

extension UInt32 {
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 {
        (self >> count) | (self << (32 - count))
    }
}
