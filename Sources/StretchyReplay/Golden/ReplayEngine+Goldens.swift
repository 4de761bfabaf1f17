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
        var stored = try StoredGoldenFrames(named: name, session: session, in: store)
        let golden = stored.golden
        let names = columns.names.dropFirst()
        let goldenNames = golden.columns.dropFirst()
        let shared = names.enumerated().compactMap { index, column -> (current: Int, golden: Int)? in
            goldenNames.firstIndex(of: column).map { (index, $0 - 1) }
        }
        var fields = shared.map { FieldDifference(name: names[names.startIndex + $0.current]) }
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
