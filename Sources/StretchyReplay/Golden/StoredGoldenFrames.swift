import StretchyStore

/// A golden's stored frames, read one at a time and checked against its row as they are: one value per column, in
/// `seq` order, as many frames as it says, and the digest it holds.
///
/// `--check-golden` compares them with a replay; `report --against-golden` draws them beside one.
package struct StoredGoldenFrames {
    /// The golden read.
    package let golden: GoldenInfo
    let path: String
    let cursor: GoldenFrameCursor
    var digester: FrameDigester
    /// The current frame's values, one per column after `seq`.
    package private(set) var values: [Double] = []
    /// How many frames have been read.
    package private(set) var read = 0

    /// Opens a session's golden.
    ///
    /// - Throws: ``ReplayError/goldenNotFound(name:session:available:)`` when the session has no golden of that
    ///   name; ``StoreError``.
    package init(named name: String, session: String, in store: SessionStore) throws {
        guard let golden = try store.golden(named: name, session: session) else {
            throw ReplayError.goldenNotFound(
                name: name, session: session, available: try store.goldens(session: session).map(\.name))
        }
        self.golden = golden
        path = store.path
        cursor = try store.goldenFrames(of: golden)
        digester = FrameDigester(names: golden.columns)
    }

    /// Reads and checks the next frame; `false` after the last.
    ///
    /// - Throws: ``ReplayError/goldenDamaged(name:session:path:_:)`` for a frame of the wrong size or out of order.
    package mutating func next() throws -> Bool {
        guard let row = try cursor.next(into: &values) else { return false }
        let expected = golden.columns.count - 1
        guard row.byteCount == 8 * expected else {
            throw damaged(.valueCount(frame: row.seq, bytes: row.byteCount, expected: expected))
        }
        guard row.seq == read else { throw damaged(.sequence(index: read, seq: row.seq)) }
        digester.add(seq: row.seq, values: values)
        read += 1
        return true
    }

    /// Reads and checks the frames the replay did not reach, then the frame count and the digest.
    ///
    /// - Throws: ``ReplayError/goldenDamaged(name:session:path:_:)``.
    package mutating func finish() throws {
        while try next() {}
        guard read == golden.frames else { throw damaged(.frameCount(read: read, recorded: golden.frames)) }
        let digest = digester.finalize().hexadecimal
        guard digest == golden.digest else { throw damaged(.digest(computed: digest, recorded: golden.digest)) }
    }

    private func damaged(_ damage: GoldenDamage) -> ReplayError {
        .goldenDamaged(name: golden.name, session: golden.session, path: path, damage)
    }
}
