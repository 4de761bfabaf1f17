/// The totals of a corpus replay: how many sessions and frames, and one digest of every session's result.
///
/// The corpus digest is the sum, modulo 2^256, of SHA-256 over each session's file base name, a NUL byte, its name,
/// a NUL byte and its frames' digest in hexadecimal. A sum does not depend on the order the sessions are added in,
/// nor on the folders the files sit in: the totals of shards added together, in any order, are the totals of one
/// run over the whole corpus, digest included. Memory is the same whatever the number of sessions.
///
/// For example:
///
/// ```swift
/// var totals = CorpusTotals()
/// totals.add(file: "a.db", session: "morning", frames: 600, digest: summary.hexadecimalDigest)
/// totals.hexadecimalDigest
/// ```
package struct CorpusTotals: Hashable, Sendable {
    /// The sessions added.
    package private(set) var sessions = 0
    /// Their frames.
    package private(set) var frames = 0
    /// The sum of the sessions' hashes, as four 64-bit limbs, the most significant first.
    private var sum: [UInt64] = [0, 0, 0, 0]

    /// Empty totals: no sessions, and the digest of none (64 zeros).
    package init() {}

    /// Adds one session's result.
    ///
    /// - Parameters:
    ///   - file: The session file's path; only its base name counts.
    ///   - session: The session's name.
    ///   - frames: Its frame count.
    ///   - digest: Its frames' SHA-256 digest, as 64 lowercase hexadecimal digits.
    package mutating func add(file: String, session: String, frames: Int, digest: String) {
        var hash = SHA256()
        hash.update(CorpusShard.baseName(file).utf8)
        hash.update(CollectionOfOne(0))
        hash.update(session.utf8)
        hash.update(CollectionOfOne(0))
        hash.update(digest.utf8)
        let bytes = hash.finalize().bytes
        accumulate((0..<4).map { limb in bytes[limb * 8..<limb * 8 + 8].reduce(0) { $0 << 8 | UInt64($1) } })
        sessions += 1
        self.frames += frames
    }

    /// Adds the totals of another part of the corpus (another shard).
    package mutating func add(_ other: CorpusTotals) {
        accumulate(other.sum)
        sessions += other.sessions
        frames += other.frames
    }

    /// Adds a 256-bit number, four limbs with the most significant first, to ``sum`` modulo 2^256.
    private mutating func accumulate(_ value: [UInt64]) {
        var carry: UInt64 = 0
        for limb in (0..<4).reversed() {
            let (partial, overflow) = sum[limb].addingReportingOverflow(value[limb])
            let (total, overflowAgain) = partial.addingReportingOverflow(carry)
            sum[limb] = total
            carry = (overflow ? 1 : 0) + (overflowAgain ? 1 : 0)
        }
    }

    /// The corpus digest as 64 lowercase hexadecimal digits.
    package var hexadecimalDigest: String {
        SHA256Digest(
            bytes: sum.flatMap { limb in (0..<8).reversed().map { UInt8(truncatingIfNeeded: limb >> ($0 * 8)) } }
        )
        .hexadecimal
    }
}
