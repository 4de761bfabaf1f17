import StretchyCore

extension SessionStore {
    /// Stores a golden in one transaction: the golden's row, then every frame `writeFrames` appends, then its frame
    /// count and digest. If `writeFrames` throws, nothing is stored.
    ///
    /// A golden of the same name in the same session is refused, or replaced (its frames too) with `replacing`; the
    /// check is made inside the transaction.
    ///
    /// - Parameters:
    ///   - name: The golden's name.
    ///   - session: The session it belongs to.
    ///   - stack: The stack that makes it, as given, stored for reference.
    ///   - header: The header that makes it, as ``StretchyCore/HeaderConfiguration/jsonText``.
    ///   - columns: Its frame columns, `seq` first.
    ///   - replacing: Whether a golden of the same name is replaced rather than refused.
    ///   - writeFrames: Appends the frames, in order, and returns their number and digest.
    /// - Returns: The golden stored.
    /// - Throws: ``StoreError/goldenExists(name:session:path:)`` when the session has a golden of that name and
    ///   `replacing` is false (nothing is changed); ``StoreError``, or whatever `writeFrames` throws.
    package func saveGolden(
        named name: String, session: String, stack: String, header: String, columns: [String],
        replacing: Bool = false, frames writeFrames: (GoldenFrameWriter) throws -> (frames: Int, digest: String)
    ) throws -> GoldenInfo {
        let info = try self.session(named: session)
        return try connection.inTransaction {
            if let existing = try goldenRows(session: session, name: name).first {
                guard replacing else { throw StoreError.goldenExists(name: name, session: session, path: path) }
                let frames = try connection.prepare("DELETE FROM golden_frames WHERE golden_id = ?")
                try frames.bind(existing.id, at: 1)
                try frames.run()
            }
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
            try insert.bind(stack, at: 3)
            try insert.bind(header, at: 4)
            try insert.bind(columns.joined(separator: ","), at: 5)
            try insert.bind(timestamp(), at: 6)
            try insert.run()
            let goldenID = connection.lastInsertRowID
            let writer = GoldenFrameWriter(
                goldenID: goldenID,
                statement: try connection.prepare(
                    "INSERT INTO golden_frames (golden_id, seq, frame_values) VALUES (?, ?, ?)"))
            let (frames, digest) = try writeFrames(writer)
            let update = try connection.prepare("UPDATE goldens SET frames = ?, digest = ? WHERE id = ?")
            try update.bind(Int64(frames), at: 1)
            try update.bind(digest, at: 2)
            try update.bind(goldenID, at: 3)
            try update.run()
            guard let golden = try goldenRows(session: session, name: name).first else {
                throw StoreError.sqlite(SQLiteError(code: .SQLITE_ERROR, message: "the golden just stored is gone"))
            }
            return golden
        }
    }

    /// The goldens stored for a session, by name.
    ///
    /// - Throws: ``StoreError/sessionNotFound(name:path:)`` or ``StoreError/sqlite(_:)``.
    package func goldens(session: String) throws(StoreError) -> [GoldenInfo] {
        try goldenRows(session: session, name: nil)
    }

    /// One golden of a session, or `nil` when the session has none of that name.
    ///
    /// - Throws: ``StoreError/sessionNotFound(name:path:)`` or ``StoreError/sqlite(_:)``.
    package func golden(named name: String, session: String) throws(StoreError) -> GoldenInfo? {
        try goldenRows(session: session, name: name).first
    }

    /// Deletes a session's golden and its frames, in one transaction.
    ///
    /// - Returns: Whether there was such a golden.
    /// - Throws: ``StoreError/sessionNotFound(name:path:)`` or ``StoreError/sqlite(_:)``.
    @discardableResult
    package func deleteGolden(named name: String, session: String) throws(StoreError) -> Bool {
        guard let golden = try golden(named: name, session: session) else { return false }
        try StoreError.wrap {
            try connection.inTransaction {
                let frames = try connection.prepare("DELETE FROM golden_frames WHERE golden_id = ?")
                try frames.bind(golden.id, at: 1)
                try frames.run()
                let row = try connection.prepare("DELETE FROM goldens WHERE id = ?")
                try row.bind(golden.id, at: 1)
                try row.run()
            }
        }
        return true
    }

    /// A golden's stored frames, read one at a time in `seq` order.
    ///
    /// - Throws: ``StoreError/sqlite(_:)``.
    package func goldenFrames(of golden: GoldenInfo) throws(StoreError) -> GoldenFrameCursor {
        do {
            let reader = try connection.prepare(
                "SELECT seq, frame_values FROM golden_frames WHERE golden_id = ? ORDER BY seq")
            try reader.bind(golden.id, at: 1)
            return GoldenFrameCursor(statement: reader)
        } catch {
            throw .sqlite(error)
        }
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

/// Appends a golden's frames while ``SessionStore/saveGolden(named:session:stack:header:columns:frames:)`` runs.
package final class GoldenFrameWriter {
    private let goldenID: Int64
    private let statement: SQLiteStatement
    private var bytes: [UInt8] = []

    init(goldenID: Int64, statement: SQLiteStatement) {
        self.goldenID = goldenID
        self.statement = statement
    }

    /// Stores one frame's values (every column after `seq`).
    ///
    /// - Throws: ``StoreError/sqlite(_:)``.
    package func append(seq: Int, values: [Double]) throws(StoreError) {
        GoldenFrameEncoding.encode(values, into: &bytes)
        do {
            try statement.bind(goldenID, at: 1)
            try statement.bind(Int64(seq), at: 2)
            try statement.bind(blob: bytes, at: 3)
            try statement.run()
        } catch {
            throw .sqlite(error)
        }
    }
}

/// A golden's stored frames, one at a time, from one prepared `SELECT`.
package final class GoldenFrameCursor {
    private let statement: SQLiteStatement

    init(statement: SQLiteStatement) {
        self.statement = statement
    }

    /// One stored frame as read: its sequence number and the size of its values.
    package struct Row: Equatable, Sendable {
        /// The frame's stored `seq`.
        package var seq: Int
        /// The length of its BLOB of values in bytes: 8 per column after `seq` in a sound golden.
        package var byteCount: Int
    }

    /// Reads the next frame's values (every column after `seq`, as many whole doubles as its BLOB holds) into
    /// `values`.
    ///
    /// - Returns: The frame's `seq` and byte count, or `nil` after the last frame.
    /// - Throws: ``StoreError/sqlite(_:)``.
    package func next(into values: inout [Double]) throws(StoreError) -> Row? {
        let hasRow: Bool
        do { hasRow = try statement.step() } catch { throw .sqlite(error) }
        guard hasRow else { return nil }
        let byteCount = statement.withBlob(at: 1) { bytes in
            GoldenFrameEncoding.decode(bytes, into: &values)
            return bytes.count
        }
        return Row(seq: Int(statement.int64(at: 0)), byteCount: byteCount)
    }
}
