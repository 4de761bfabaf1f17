/// One of `count` shares of a corpus (`--shard I/N`): the sessions whose key, taken modulo `count`, is `index`.
///
/// A session's key is the first 8 bytes, big-endian, of SHA-256 over its file's base name, a NUL byte and its
/// name. It depends on neither the folder the file sits in nor the order files are given, so N workers that hold
/// the corpus at different paths, each given one index from 0 to N-1, replay every session exactly once.
///
/// For example:
///
/// ```swift
/// let shard = CorpusShard(text: "2/8")!  // the third of eight shares
/// shard.contains(file: "corpus/2026-11/a.db", session: "morning")
/// ```
package struct CorpusShard: Hashable, Sendable {
    /// The share taken, from 0 to `count - 1`.
    package let index: Int
    /// How many shares the corpus is cut into, from 1 to ``maximumCount``.
    package let count: Int

    /// The most shares a corpus is cut into.
    package static let maximumCount = 1_000_000

    /// A shard from its index and count, or `nil` unless `0 <= index < count <= maximumCount`.
    package init?(index: Int, count: Int) {
        guard (1...Self.maximumCount).contains(count), (0..<count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// A shard from its text `I/N` (two whole numbers in decimal digits), or `nil` for any other text or an index
    /// or count out of range.
    package init?(text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Self.digits(parts[0]), let count = Self.digits(parts[1]) else {
            return nil
        }
        self.init(index: index, count: count)
    }

    /// A count written `N` (decimal digits only) when the text is `I/N`, even if `I` is out of range; for messages.
    package static func count(in text: String) -> Int? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, Self.digits(parts[0]) != nil else { return nil }
        return Self.digits(parts[1])
    }

    /// The shard written as given: `I/N`.
    package var text: String { "\(index)/\(count)" }

    /// Whether a session of a file falls in this share.
    ///
    /// - Parameters:
    ///   - file: The file's path; only its base name (after the last `/`) counts.
    ///   - session: The session's name.
    package func contains(file: String, session: String) -> Bool {
        Self.key(file: file, session: session) % UInt64(count) == UInt64(index)
    }

    /// A session's key: the first 8 bytes, big-endian, of SHA-256 over `basename(file) + "\0" + session`.
    package static func key(file: String, session: String) -> UInt64 {
        var hash = SHA256()
        hash.update(baseName(file).utf8)
        hash.update(CollectionOfOne(0))
        hash.update(session.utf8)
        return hash.finalize().bytes.prefix(8).reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// What follows the last `/` of a path: `a.db` for `corpus/x/a.db`.
    package static func baseName(_ path: String) -> Substring {
        guard let slash = path.lastIndex(of: "/") else { return path[...] }
        return path[path.index(after: slash)...]
    }

    /// A whole number from 1 to 7 decimal digits, nothing else (no sign, no spaces).
    private static func digits(_ text: Substring) -> Int? {
        guard (1...7).contains(text.utf8.count), text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
            return nil
        }
        return Int(text)
    }
}
