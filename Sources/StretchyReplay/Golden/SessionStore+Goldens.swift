import StretchyCore
import StretchyStore

extension SessionStore {
    /// Replays a session and stores its frames as a golden, in one transaction: a failed replay stores nothing.
    ///
    /// A golden of the same name in the same session is replaced.
    ///
    /// - Parameters:
    ///   - name: The golden's name.
    ///   - session: The session to replay.
    ///   - stackText: The stack as given, stored for reference.
    ///   - engine: The replay engine of that stack.
    /// - Returns: The golden stored, and the replay's summary.
    /// - Throws: ``StoreError``, ``InvalidSample`` or ``ReplayError``.
    public func saveGolden(
        named name: String, session: String, stackText: String, engine: ReplayEngine
    ) throws -> (GoldenInfo, ReplaySummary) {
        let info = try self.session(named: session)
        return try connection.inTransaction {
            let delete = try connection.prepare("DELETE FROM goldens WHERE session_id = ? AND name = ?")
            try delete.bind(info.id, at: 1)
            try delete.bind(name, at: 2)
            try delete.run()
            let insert = try connection.prepare(
                """
                INSERT INTO goldens (session_id, name, stack, header, columns, frames, digest, created)
                VALUES (?, ?, ?, ?, ?, 0, '', ?)
                """)
            try insert.bind(info.id, at: 1)
            try insert.bind(name, at: 2)
            try insert.bind(stackText, at: 3)
            try insert.bind(engine.stack.configuration.jsonText, at: 4)
            try insert.bind(engine.columns.names.joined(separator: ","), at: 5)
            try insert.bind(timestamp(), at: 6)
            try insert.run()
            let goldenID = try connection.int64("SELECT last_insert_rowid()") ?? 0
            let frameInsert = try connection.prepare(
                "INSERT INTO golden_frames (golden_id, seq, frame_values) VALUES (?, ?, ?)")
            var bytes: [UInt8] = []
            let summary = try replay(session: session, engine: engine) { frame in
                GoldenFrameEncoding.encode(frame.values, into: &bytes)
                try frameInsert.bind(goldenID, at: 1)
                try frameInsert.bind(Int64(frame.seq), at: 2)
                try frameInsert.bind(blob: bytes, at: 3)
                try frameInsert.run()
            }
            let update = try connection.prepare("UPDATE goldens SET frames = ?, digest = ? WHERE id = ?")
            try update.bind(Int64(summary.frames), at: 1)
            try update.bind(summary.digest.hexadecimal, at: 2)
            try update.bind(goldenID, at: 3)
            try update.run()
            return (try golden(named: name, session: session), summary)
        }
    }

    /// The goldens stored for a session, by name.
    ///
    /// - Throws: ``StoreError/sessionNotFound(name:path:)`` or ``StoreError/sqlite(_:)``.
    public func goldens(session: String) throws(StoreError) -> [GoldenInfo] {
        try goldenRows(session: session, name: nil)
    }

    /// One golden of a session.
    ///
    /// - Throws: ``ReplayError/goldenNotFound(name:session:available:)``, ``StoreError``.
    public func golden(named name: String, session: String) throws -> GoldenInfo {
        if let golden = try goldenRows(session: session, name: name).first { return golden }
        throw ReplayError.goldenNotFound(
            name: name, session: session, available: try goldens(session: session).map(\.name))
    }

    /// Replays a session and compares every frame with a golden.
    ///
    /// - Parameters:
    ///   - name: The golden's name.
    ///   - session: The session to replay.
    ///   - engine: The replay engine of the stack to check.
    ///   - tolerance: Differences up to this size (absolute) still match.
    /// - Returns: The report and the replay's summary.
    /// - Throws: ``ReplayError/goldenNotFound(name:session:available:)``, ``StoreError``, ``InvalidSample``.
    public func checkGolden(
        named name: String, session: String, engine: ReplayEngine, tolerance: Double
    ) throws -> (GoldenReport, ReplaySummary) {
        let golden = try golden(named: name, session: session)
        let names = engine.columns.names.dropFirst()
        let goldenNames = golden.columns.dropFirst()
        let shared = names.enumerated().compactMap { index, column -> (current: Int, golden: Int)? in
            goldenNames.firstIndex(of: column).map { (index, $0 - 1) }
        }
        var fields = shared.map { FieldDifference(name: names[names.startIndex + $0.current]) }
        let reader = try connection.prepare(
            "SELECT seq, frame_values FROM golden_frames WHERE golden_id = ? ORDER BY seq")
        try reader.bind(golden.id, at: 1)
        var stored: [Double] = []
        let summary = try replay(session: session, engine: engine) { frame in
            guard try reader.step() else { return }
            reader.withBlob(at: 1) { GoldenFrameEncoding.decode($0, into: &stored) }
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

    private func goldenRows(session: String, name: String?) throws(StoreError) -> [GoldenInfo] {
        let info = try self.session(named: session)
        guard schemaVersion >= 2 else { return [] }  // Files older than schema 2 have no goldens table.
        do {
            let statement = try connection.prepare(
                """
                SELECT id, name, stack, header, columns, frames, digest, created FROM goldens
                WHERE session_id = ?1 AND (?2 IS NULL OR name = ?2) ORDER BY name
                """)
            try statement.bind(info.id, at: 1)
            try statement.bind(name, at: 2)
            var goldens: [GoldenInfo] = []
            while try statement.step() {
                goldens.append(
                    GoldenInfo(
                        id: statement.int64(at: 0), name: statement.text(at: 1) ?? "", session: session,
                        stack: statement.text(at: 2) ?? "", header: statement.text(at: 3) ?? "",
                        columns: (statement.text(at: 4) ?? "").split(separator: ",").map(String.init),
                        frames: Int(statement.int64(at: 5)), digest: statement.text(at: 6) ?? "",
                        created: statement.text(at: 7) ?? ""))
            }
            return goldens
        } catch {
            throw .sqlite(error)
        }
    }
}
