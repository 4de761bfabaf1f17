import StretchyCore
import StretchyStore

extension ReplayEngine {
    /// Replays a session and stores its frames as a golden, in one transaction: a failed replay stores nothing.
    ///
    /// A golden of the same name in the same session is refused, or replaced with `replacing`.
    ///
    /// - Parameters:
    ///   - name: The golden's name.
    ///   - session: The session to replay.
    ///   - stackText: The stack as given, stored for reference.
    ///   - store: The file the session is in, and the golden goes to.
    ///   - replacing: Whether a golden of the same name is replaced rather than refused.
    /// - Returns: The golden stored, and the replay's summary.
    /// - Throws: ``StoreError/goldenExists(name:session:path:)``, ``StoreError`` or ``ReplayError``.
    package func saveGolden(
        named name: String, session: String, stackText: String, in store: SessionStore, replacing: Bool = false
    ) throws -> (GoldenInfo, ReplaySummary) {
        var summary: ReplaySummary?
        let golden = try store.saveGolden(
            named: name, session: session, stack: stackText, header: stack.configuration.jsonText,
            columns: columns.names, replacing: replacing
        ) { writer in
            let replayed = try run(session: session, in: store) { frame in
                try writer.append(seq: frame.seq, values: frame.values)
            }
            summary = replayed
            return (replayed.frames, replayed.digest.hexadecimal)
        }
        return (golden, summary!)
    }

    /// Replays a session and compares every frame with a golden.
    ///
    /// The golden's stored frames are checked as they are read, in the same pass: every frame must hold one value
    /// per column, in `seq` order, there must be as many as its row says, and together they must give the digest
    /// stored with it. A golden that fails any of these is damaged, an error, never a match.
    ///
    /// - Parameters:
    ///   - name: The golden's name.
    ///   - session: The session to replay.
    ///   - store: The file the session and the golden are in.
    ///   - tolerance: Differences up to this size (absolute) still match.
    /// - Returns: The report and the replay's summary.
    /// - Throws: ``ReplayError/goldenNotFound(name:session:available:)``,
    ///   ``ReplayError/goldenDamaged(name:session:path:_:)``, ``StoreError``, ``ReplayError``.
    package func checkGolden(
        named name: String, session: String, in store: SessionStore, tolerance: Double
    ) throws -> (GoldenReport, ReplaySummary) {
        guard let golden = try store.golden(named: name, session: session) else {
            throw ReplayError.goldenNotFound(
                name: name, session: session, available: try store.goldens(session: session).map(\.name))
        }
        let names = columns.names.dropFirst()
        let goldenNames = golden.columns.dropFirst()
        let shared = names.enumerated().compactMap { index, column -> (current: Int, golden: Int)? in
            goldenNames.firstIndex(of: column).map { (index, $0 - 1) }
        }
        var fields = shared.map { FieldDifference(name: names[names.startIndex + $0.current]) }
        var stored = try StoredGoldenFrames(golden: golden, store: store)
        let summary = try run(session: session, in: store) { frame in
            guard try stored.next() else { return }
            for (index, pair) in shared.enumerated() {
                fields[index].record(
                    seq: frame.seq, first: stored.values[pair.golden], second: frame.values[pair.current],
                    tolerance: tolerance)
            }
        }
        try stored.finish()
        let report = GoldenReport(
            golden: golden, frames: summary.frames, tolerance: tolerance, fields: fields,
            missingColumns: goldenNames.filter { !names.contains($0) },
            extraColumns: names.filter { !goldenNames.contains($0) }, digest: summary.digest.hexadecimal)
        return (report, summary)
    }
}

/// A golden's stored frames, read one at a time and checked against its row as they are: one value per column, in
/// `seq` order, as many frames as it says, and the digest it holds.
private struct StoredGoldenFrames {
    let golden: GoldenInfo
    let path: String
    let cursor: GoldenFrameCursor
    var digester: FrameDigester
    /// The current frame's values, one per column after `seq`.
    var values: [Double] = []
    var read = 0

    init(golden: GoldenInfo, store: SessionStore) throws {
        self.golden = golden
        path = store.path
        cursor = try store.goldenFrames(of: golden)
        digester = FrameDigester(names: golden.columns)
    }

    /// Reads and checks the next frame; `false` after the last.
    ///
    /// - Throws: ``ReplayError/goldenDamaged(name:session:path:_:)`` for a frame of the wrong size or out of order.
    mutating func next() throws -> Bool {
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
    mutating func finish() throws {
        while try next() {}
        guard read == golden.frames else { throw damaged(.frameCount(read: read, recorded: golden.frames)) }
        let digest = digester.finalize().hexadecimal
        guard digest == golden.digest else { throw damaged(.digest(computed: digest, recorded: golden.digest)) }
    }

    private func damaged(_ damage: GoldenDamage) -> ReplayError {
        .goldenDamaged(name: golden.name, session: golden.session, path: path, damage)
    }
}
