import StretchyCore
import StretchyStore

extension ReplayEngine {
    /// Replays a session and stores its frames as a golden, in one transaction: a failed replay stores nothing.
    ///
    /// A golden of the same name in the same session is replaced.
    ///
    /// - Parameters:
    ///   - name: The golden's name.
    ///   - session: The session to replay.
    ///   - stackText: The stack as given, stored for reference.
    ///   - store: The file the session is in, and the golden goes to.
    /// - Returns: The golden stored, and the replay's summary.
    /// - Throws: ``StoreError`` or ``ReplayError``.
    package func saveGolden(
        named name: String, session: String, stackText: String, in store: SessionStore
    ) throws -> (GoldenInfo, ReplaySummary) {
        var summary: ReplaySummary?
        let golden = try store.saveGolden(
            named: name, session: session, stack: stackText, header: stack.configuration.jsonText,
            columns: columns.names
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
    /// - Parameters:
    ///   - name: The golden's name.
    ///   - session: The session to replay.
    ///   - store: The file the session and the golden are in.
    ///   - tolerance: Differences up to this size (absolute) still match.
    /// - Returns: The report and the replay's summary.
    /// - Throws: ``ReplayError/goldenNotFound(name:session:available:)``, ``StoreError``, ``ReplayError``.
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
        let reader = try store.goldenFrames(of: golden)
        var stored: [Double] = []
        let summary = try run(session: session, in: store) { frame in
            guard try reader.next(into: &stored) else { return }
            for (index, pair) in shared.enumerated() where pair.golden < stored.count {
                fields[index].record(
                    seq: frame.seq, first: stored[pair.golden], second: frame.values[pair.current], tolerance: tolerance
                )
            }
        }
        let report = GoldenReport(
            golden: golden, frames: summary.frames, tolerance: tolerance, fields: fields,
            missingColumns: goldenNames.filter { !names.contains($0) },
            extraColumns: names.filter { !goldenNames.contains($0) }, digest: summary.digest.hexadecimal)
        return (report, summary)
    }
}
