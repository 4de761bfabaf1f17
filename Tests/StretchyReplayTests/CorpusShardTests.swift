import Testing

@testable import StretchyReplay

@Suite struct CorpusShardTests {
    @Test func readsIndexAndCountAndRefusesTheRest() {
        #expect(CorpusShard(text: "0/1") == CorpusShard(index: 0, count: 1))
        #expect(CorpusShard(text: "2/8")?.text == "2/8")
        #expect(CorpusShard(text: "999999/1000000") != nil)
        for text in [
            "1/1", "8/8", "0/0", "-1/2", "+1/2", "1", "1/", "/2", "1/2/3", " 1/2", "1/2 ", "a/2", "0/1000001", "",
        ] {
            #expect(CorpusShard(text: text) == nil, "\(text)")
        }
        #expect(CorpusShard.count(in: "5/4") == 4)
        #expect(CorpusShard.count(in: "x/4") == nil)
    }

    @Test func theKeyIsTheFirstEightBytesOfTheHashOfBaseNameAndSession() {
        var hash = SHA256()
        hash.update(Array("a.db\0morning".utf8))
        let expected = hash.finalize().bytes.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        #expect(CorpusShard.key(file: "a.db", session: "morning") == expected)
        #expect(CorpusShard.key(file: "/srv/corpus/2026/a.db", session: "morning") == expected)
        #expect(CorpusShard.key(file: "a.db", session: "evening") != expected)
        // Pinned: a shard must pick the same sessions in every version, or workers of two versions would miss some.
        #expect(CorpusShard.key(file: "a.db", session: "morning") == 0x880d_d2d7_8ce3_5bc1)
    }

    @Test func theSharesOfAnyCountPartitionTheSessions() {
        let sessions = (0..<500).map { ("file-\($0 % 7).db", "session \($0)") }
        for count in [1, 2, 3, 7, 16] {
            var hits = [Int](repeating: 0, count: sessions.count)
            for index in 0..<count {
                let shard = CorpusShard(index: index, count: count)!
                for (position, session) in sessions.enumerated()
                where shard.contains(file: session.0, session: session.1) {
                    hits[position] += 1
                }
            }
            #expect(hits.allSatisfy { $0 == 1 }, "\(count) shards")
        }
        // The shares are even enough to spread the work: none of 4 holds fewer than a fifth of 500 sessions.
        let sizes = (0..<4).map { index in
            sessions.filter { CorpusShard(index: index, count: 4)!.contains(file: $0.0, session: $0.1) }.count
        }
        #expect(sizes.allSatisfy { $0 >= 100 }, "\(sizes)")
    }
}

@Suite struct CorpusTotalsTests {
    static let results = (0..<40).map { index in
        (
            file: "dir\(index % 3)/f\(index % 5).db", session: "s\(index)", frames: index * 7,
            digest: String(repeating: "0123456789abcdef", count: 4).shuffledDeterministically(index)
        )
    }

    @Test func theTotalsDoNotDependOnOrderOrFolders() {
        var forward = CorpusTotals()
        for result in Self.results {
            forward.add(file: result.file, session: result.session, frames: result.frames, digest: result.digest)
        }
        var backward = CorpusTotals()
        for result in Self.results.reversed() {
            backward.add(
                file: "/elsewhere/" + result.file, session: result.session, frames: result.frames, digest: result.digest
            )
        }
        #expect(forward == backward)
        #expect(forward.sessions == 40)
        #expect(forward.frames == (0..<40).reduce(0) { $0 + $1 * 7 })
        var parts = [CorpusTotals(), CorpusTotals(), CorpusTotals()]
        for (index, result) in Self.results.enumerated() {
            parts[index % 3].add(
                file: result.file, session: result.session, frames: result.frames, digest: result.digest)
        }
        var merged = CorpusTotals()
        for part in parts.reversed() { merged.add(part) }
        #expect(merged == forward)
        #expect(merged.hexadecimalDigest == forward.hexadecimalDigest)
    }

    @Test func theDigestChangesWithAnyResult() {
        var one = CorpusTotals()
        one.add(file: "a.db", session: "s", frames: 1, digest: String(repeating: "0", count: 64))
        var other = CorpusTotals()
        other.add(file: "a.db", session: "s", frames: 1, digest: String(repeating: "0", count: 63) + "1")
        #expect(one.hexadecimalDigest != other.hexadecimalDigest)
        #expect(CorpusTotals().hexadecimalDigest == String(repeating: "0", count: 64))
        // One session's corpus digest is the SHA-256 of its record.
        var hash = SHA256()
        hash.update(Array("a.db\0s\0".utf8) + Array(String(repeating: "0", count: 64).utf8))
        #expect(one.hexadecimalDigest == hash.finalize().hexadecimal)
    }

    @Test func theSumCarriesAcrossLimbsAndWrapsAround() {
        // Adding the totals to themselves 62 times multiplies the session's hash by 2^62 modulo 2^256: every limb
        // carries into the next, and the top bits fall off. The value is Python's `(h << 62) % 2**256`.
        var totals = CorpusTotals()
        totals.add(file: "a.db", session: "s", frames: 1, digest: String(repeating: "f", count: 64))
        for _ in 0..<62 { totals.add(totals) }
        #expect(totals.hexadecimalDigest == "9b4ac2160061de40b891d749c8832ff665d1b81308069e944000000000000000")
        #expect(totals.sessions == 1 << 62)
        #expect(totals.frames == 1 << 62)
    }
}

extension String {
    /// The characters rotated by `count`: distinct strings for distinct counts below the length.
    fileprivate func shuffledDeterministically(_ count: Int) -> String {
        let characters = Array(self)
        return String(characters[(count % characters.count)...] + characters[..<(count % characters.count)])
    }
}
