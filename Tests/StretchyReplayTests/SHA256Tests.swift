import Testing

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

    @Test(arguments: vectors)
    func matchesTheFIPSVectors(message: String, digest: String) {
        var hash = SHA256()
        hash.update(Array(message.utf8))
        #expect(hash.finalize().hexadecimal == digest)
    }

    @Test func aMillionAsMatchesTheLongVector() {
        var hash = SHA256()
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { hash.update(chunk) }
        #expect(hash.finalize().hexadecimal == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func littleEndianWordsHashLikeTheirBytes() {
        var words = SHA256()
        words.update(littleEndian: 0x0102_0304_0506_0708)
        var bytes = SHA256()
        bytes.update([8, 7, 6, 5, 4, 3, 2, 1] as [UInt8])
        #expect(words.finalize() == bytes.finalize())
    }
}
