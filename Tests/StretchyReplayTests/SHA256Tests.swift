import StretchyTestSupport
import Testing
import _StretchySystem

@testable import StretchyReplay

struct SHA256Tests {
    static let vectors: [(String, String)] = [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ]

    @Test(arguments: SHA256Implementation.available, vectors)
    func matchesTheFIPSVectors(implementation: SHA256Implementation, vector: (message: String, digest: String)) {
        var hash = SHA256(implementation: implementation)
        hash.update(Array(vector.message.utf8))
        #expect(hash.finalize().hexadecimal == vector.digest)
    }

    @Test(arguments: SHA256Implementation.available)
    func aMillionAsMatchesTheLongVector(implementation: SHA256Implementation) {
        var hash = SHA256(implementation: implementation)
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { hash.update(chunk) }
        #expect(hash.finalize().hexadecimal == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test(arguments: SHA256Implementation.available)
    func littleEndianWordsHashLikeTheirBytes(implementation: SHA256Implementation) {
        var words = SHA256(implementation: implementation)
        words.update(littleEndian: 0x0102_0304_0506_0708)
        var bytes = SHA256(implementation: implementation)
        bytes.update([8, 7, 6, 5, 4, 3, 2, 1] as [UInt8])
        #expect(words.finalize() == bytes.finalize())
    }

    /// Words that straddle two blocks, at every offset a block can end at, hash like their bytes.
    @Test(arguments: SHA256Implementation.available)
    func wordsAcrossBlockEndsHashLikeTheirBytes(implementation: SHA256Implementation) {
        for lead in 0..<64 {
            var words = SHA256(implementation: implementation)
            var bytes = SHA256(implementation: implementation)
            let prefix = (0..<lead).map { UInt8(truncatingIfNeeded: $0 &* 37) }
            words.update(prefix)
            bytes.update(prefix)
            for index in 0..<40 {
                let value = UInt64(index) &* 0x9E37_79B9_7F4A_7C15
                words.update(littleEndian: value)
                bytes.update((0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) })
            }
            #expect(words.finalize() == bytes.finalize(), "lead \(lead)")
        }
    }

    /// The SHA extensions and the portable function give the same digest for seeded random messages of every length
    /// up to five blocks and some longer ones, fed as bytes and as little-endian words at random offsets.
    @Test(.enabled(if: SHA256Implementation.shaExtensions.isAvailable, "this CPU has no SHA extensions"))
    func theSHAExtensionsAgreeWithThePortableFunction() {
        var random = SeededGenerator(seed: 0x5348_4132_3536)
        let lengths = Array(0...320) + [511, 512, 513, 1000, 4095, 4096, 4097, 65_537]
        for length in lengths {
            var portable = SHA256(implementation: .portable)
            var extensions = SHA256(implementation: .shaExtensions)
            var fed = 0
            while fed < length {
                if length - fed >= 8, Bool.random(using: &random) {
                    let value = random.next()
                    portable.update(littleEndian: value)
                    extensions.update(littleEndian: value)
                    fed += 8
                } else {
                    let count = Int.random(in: 1...min(length - fed, 150), using: &random)
                    let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
                    portable.update(bytes)
                    extensions.update(bytes)
                    fed += count
                }
            }
            #expect(portable.finalize() == extensions.finalize(), "length \(length)")
        }
    }

    @Test func thePreferredImplementationIsTheFastestAvailableUnlessForcedPortable() {
        let forced = getenv("STRETCHY_SHA256").map { String(cString: $0) } == "portable"
        let expected: SHA256Implementation =
            !forced && SHA256Implementation.shaExtensions.isAvailable ? .shaExtensions : .portable
        #expect(SHA256Implementation.preferred == expected)
        #expect(SHA256Implementation.available.first == .portable)
    }
}
