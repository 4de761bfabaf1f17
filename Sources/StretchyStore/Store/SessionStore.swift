import Foundation
import StretchyCore
import _StretchySystem

/// A file of scroll sessions: open it, list and read sessions, record and import new ones.
///
/// The file is plain SQLite in WAL mode with the documented schema of `docs/store.md`, so any SQLite tool can
/// read it. Opening migrates an older file forward and refuses one written by a newer Stretchy. A store wraps one
/// ``SQLiteConnection`` and belongs to one thread at a time; open a second store on the same path to read while
/// another records.
///
/// For example:
///
/// ```swift
/// let store = try SessionStore(path: "session.db", mode: .create)
/// for info in try store.sessions() {
///     print(info.name, info.sampleCount)
/// }
/// ```
public final class SessionStore {
    /// The file's path.
    public let path: String
    /// The connection, for modules that keep their own tables in the same file.
    package let connection: SQLiteConnection
    /// The file's schema version after opening: the number of migrations applied.
    public let schemaVersion: Int
    /// All migrations this store knows: the built-in ones, then those given to the initializer.
    package let migrations: [StoreMigration]
    /// The wall clock used for `sessions.created`.
    let now: () -> Date
    /// Whether this store created the file: no other connection can have it open before this one's first write.
    let createdTheFile: Bool

    /// Opens (and when allowed, creates or migrates) a session file.
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - mode: `.readOnly`, `.readWrite` (the file must exist) or `.create`.
    ///   - now: The wall clock for the creation time of new sessions; inject a fixed one in tests.
    /// - Throws: ``StoreError/fileNotFound(path:)``, ``StoreError/notADatabase(path:reason:)``,
    ///   ``StoreError/newerSchema(path:version:newestKnown:)``, ``StoreError/unexpectedSchema(path:problem:)`` (the
    ///   file's tables are not Stretchy's: `docs/store.md`, "What a file must hold")
    ///   or ``StoreError/sqlite(_:)``.
    public convenience init(
        path: String, mode: SQLiteOpenMode = .readWrite, now: @escaping () -> Date = Date.init
    ) throws(StoreError) {
        try self.init(path: path, mode: mode, migrations: [], now: now)
    }

    /// Opens a session file as ``init(path:mode:now:)`` does, running `migrations` after
    /// ``StoreSchema/builtInMigrations``: for tests of the migration machinery. Every table the store uses is in
    /// the built-in migrations.
    package init(
        path: String, mode: SQLiteOpenMode = .readWrite, migrations: [StoreMigration],
        now: @escaping () -> Date = Date.init
    ) throws(StoreError) {
        let kind = FileKind(path: path)
        let existed = kind != .missing
        if mode != .create, !existed {
            throw .fileNotFound(path: path)
        }
        if existed, kind != .regular {
            // SQLite would block opening a FIFO, and leave a `-journal` file beside a device.
            throw .notARegularFile(path: path, kind: kind.phrase)
        }
        self.createdTheFile = !existed
        self.path = path
        self.now = now
        self.migrations = StoreSchema.builtInMigrations + migrations
        do {
            // The file's version is checked before anything is written, so a refused file keeps every byte.
            connection = try SQLiteConnection(path: path, mode: mode, enablingWAL: false)
            let version = try Self.checkVersion(connection, path: path, newestKnown: self.migrations.count)
            try SchemaShape.check(
                connection, path: path, against: SchemaShape.expected(version: version, migrations: self.migrations))
            if mode != .readOnly { try connection.enableWAL() }
            try connection.execute("PRAGMA foreign_keys = ON")
            schemaVersion = try Self.migrate(connection, path: path, migrations: self.migrations)
        } catch let error as SQLiteError {
            switch error.extendedResultCode {
            case SQLiteError.SQLITE_NOTADB, SQLiteError.SQLITE_CORRUPT:
                throw .notADatabase(path: path, reason: error.message)
            case SQLiteError.SQLITE_CANTOPEN where existed:
                throw .sqlite(error)  // The file is there but cannot be opened: out of descriptors, permissions.
            case SQLiteError.SQLITE_CANTOPEN where mode == .create:
                throw .cannotWrite(path: path, reason: error.message)
            case SQLiteError.SQLITE_CANTOPEN:
                throw .fileNotFound(path: path)
            default:
                throw .sqlite(error)
            }
        } catch let error as StoreError {
            throw error
        } catch {
            StoreError.unexpected(error)  // Opening and migrating throw only SQLite and store errors.
        }
    }

    /// The file's schema version; refuses one this build does not know: negative, or newer than its migrations.
    private static func checkVersion(_ connection: SQLiteConnection, path: String, newestKnown: Int) throws -> Int {
        let version = Int(try connection.int64("PRAGMA user_version") ?? 0)
        if version < 0 {
            throw StoreError.unknownSchema(path: path, version: version, newestKnown: newestKnown)
        }
        if version > newestKnown {
            throw StoreError.newerSchema(path: path, version: version, newestKnown: newestKnown)
        }
        return version
    }

    /// Brings the file to the newest schema version, or refuses it.
    private static func migrate(_ connection: SQLiteConnection, path: String, migrations: [StoreMigration]) throws
        -> Int
    {
        let version = Int(try connection.int64("PRAGMA user_version") ?? 0)
        if version < 0 {
            throw StoreError.unknownSchema(path: path, version: version, newestKnown: migrations.count)
        }
        if version > migrations.count {
            throw StoreError.newerSchema(path: path, version: version, newestKnown: migrations.count)
        }
        // A read-only open never changes the file: an older file is read as it is. Every migration only adds
        // tables or nullable columns, so what an older file has reads the same; readers check `schemaVersion` for
        // newer tables and columns.
        if version == migrations.count { return version }
        if connection.mode == .readOnly {
            guard version > 0 else {
                throw StoreError.notADatabase(path: path, reason: "it holds no Stretchy tables (schema version 0)")
            }
            return version
        }
        return try connection.inTransaction {
            // Read again inside the write lock: another process may have migrated meanwhile.
            let current = Int(try connection.int64("PRAGMA user_version") ?? 0)
            if current < 0 {
                throw StoreError.unknownSchema(path: path, version: current, newestKnown: migrations.count)
            }
            if current > migrations.count {
                throw StoreError.newerSchema(path: path, version: current, newestKnown: migrations.count)
            }
            try connection.execute(StoreSchema.migrationsTableSQL)
            let record = try connection.prepare(
                "INSERT INTO stretchy_migrations (identifier, version) VALUES (?, ?)")
            for index in current..<migrations.count {
                try migrations[index].apply(connection)
                try record.bind(migrations[index].identifier, at: 1)
                try record.bind(Int64(index + 1), at: 2)
                try record.run()
            }
            try connection.execute("PRAGMA user_version = \(migrations.count)")
            return migrations.count
        }
    }

    // MARK: - Sessions

    /// A session row's own columns, without the counts that take a pass over its samples.
    static let sessionRowColumns = """
        s.id, s.name, s.source, s.refresh_rate, s.viewport_width, s.viewport_height, s.device, s.created, s.notes,
        s.finished
        """

    /// A session row's own columns, then its sample count and its first and last sample times.
    static let sessionColumns = """
        \(sessionRowColumns),
        (SELECT count(*) FROM samples WHERE session_id = s.id),
        (SELECT t FROM samples WHERE session_id = s.id ORDER BY seq LIMIT 1),
        (SELECT t FROM samples WHERE session_id = s.id ORDER BY seq DESC LIMIT 1)
        """

    /// All sessions, ordered by name.
    ///
    /// - Returns: Each session's metadata, sample count and duration.
    /// - Throws: ``StoreError/sqlite(_:)``.
    /// - Complexity: O(total samples), for the counts.
    public func sessions() throws(StoreError) -> [SessionInfo] {
        try StoreError.wrap {
            let statement = try connection.cachedStatement(
                "SELECT \(Self.sessionColumns) FROM sessions AS s ORDER BY s.name")
            defer { statement.reset() }
            var result: [SessionInfo] = []
            while try statement.step() { result.append(Self.sessionInfo(from: statement)) }
            return result
        }
    }

    /// The session with this name.
    ///
    /// - Parameter name: The session's name.
    /// - Returns: Its metadata, sample count and duration.
    /// - Throws: ``StoreError/sessionNotFound(name:path:)`` or ``StoreError/sqlite(_:)``.
    public func session(named name: String) throws(StoreError) -> SessionInfo {
        try session(named: name, counts: nil)
    }

    /// The session with this name, given the sample count and duration that a caller who read every sample (a
    /// replay) already knows, instead of counting them: one pass over the session's rows fewer.
    ///
    /// - Parameters:
    ///   - name: The session's name.
    ///   - sampleCount: How many samples the session has.
    ///   - duration: The time from its first sample to its last, in seconds.
    /// - Returns: Its metadata, with the counts given.
    /// - Throws: ``StoreError/sessionNotFound(name:path:)`` or ``StoreError/sqlite(_:)``.
    package func session(named name: String, sampleCount: Int, duration: Double) throws(StoreError) -> SessionInfo {
        try session(named: name, counts: (sampleCount, duration))
    }

    /// The session with this name, with the counts given, or counted from its samples when `counts` is `nil`.
    private func session(
        named name: String, counts: (sampleCount: Int, duration: Double)?
    ) throws(StoreError) -> SessionInfo {
        let columns = counts == nil ? Self.sessionColumns : Self.sessionRowColumns
        return try firstSessionRow("SELECT \(columns) FROM sessions AS s WHERE s.", named: name) {
            Self.sessionInfo(from: $0, counts: counts)
        }
    }

    /// The row `select` (a query ending in `WHERE s.`) gives for the session `name` names: one query by the name
    /// itself, and only when no session has it exactly, one by the id of the session listed under it
    /// (``listedSessionID(_:)``).
    private func firstSessionRow<Row>(
        _ select: String, named name: String, _ read: (SQLiteStatement) -> Row
    ) throws(StoreError) -> Row {
        let row = try StoreError.wrap { () throws -> Row? in
            let exact = try connection.cachedStatement(select + "name = ?")
            defer { exact.reset() }
            try exact.bind(name, at: 1)
            if try exact.step() { return read(exact) }
            guard let id = try listedSessionID(name) else { return nil }
            let listed = try connection.cachedStatement(select + "id = ?")
            defer { listed.reset() }
            try listed.bind(id, at: 1)
            return try listed.step() ? read(listed) : nil
        }
        guard let row else { throw .sessionNotFound(name: name, path: path) }
        return row
    }

    /// The row id of the one session listed as `name`, for a name no session has exactly, or `nil`.
    ///
    /// A stored name whose bytes are not UTF-8 is read with U+FFFD for each bad sequence, and one holding a control
    /// character (a NUL, say) is listed with it written `\u{0}` (`TerminalText`). Either form, as `sessions` prints
    /// it, addresses the session when it names only one, so a session that a file's own bytes made hard to type can
    /// still be replayed, reported and exported.
    private func listedSessionID(_ name: String) throws(SQLiteError) -> Int64? {
        let all = try connection.cachedStatement("SELECT id, CAST(name AS BLOB) FROM sessions ORDER BY id")
        defer { all.reset() }
        var matches: [Int64] = []
        while try all.step() {
            let shown = all.withBlob(at: 1) { String(decoding: $0, as: UTF8.self) }
            if shown == name || TerminalText.visible(shown) == name { matches.append(all.int64(at: 0)) }
        }
        return matches.count == 1 ? matches[0] : nil
    }

    /// Whether a session is named `name`, exactly or as it is listed (``listedSessionID(_:)``).
    ///
    /// - Throws: ``StoreError/sqlite(_:)``.
    package func containsSession(listedAs name: String) throws(StoreError) -> Bool {
        if try containsSession(named: name) { return true }
        return try StoreError.wrap { () throws(SQLiteError) -> Bool in try listedSessionID(name) != nil }
    }

    /// Whether a session has this name.
    ///
    /// - Throws: ``StoreError/sqlite(_:)``.
    public func containsSession(named name: String) throws(StoreError) -> Bool {
        try StoreError.wrap {
            let statement = try connection.cachedStatement("SELECT 1 FROM sessions WHERE name = ?")
            defer { statement.reset() }
            try statement.bind(name, at: 1)
            return try statement.step()
        }
    }

    /// The id of the session with this name and whether it is finished, without counting its samples.
    func sessionRow(named name: String) throws(StoreError) -> (id: Int64, isFinished: Bool) {
        try firstSessionRow("SELECT id, finished FROM sessions AS s WHERE s.", named: name) {
            ($0.int64(at: 0), $0.int64(at: 1) != 0)
        }
    }

    /// What a session holds now, told without reading its samples: its row id, one more than its last sample's
    /// `seq`, and whether it is finished. Samples are only ever appended, so two answers that are equal for the same
    /// file mean the same samples; the studio keeps samples in memory on that.
    ///
    /// - Parameter name: The session's name, exactly or as it is listed.
    /// - Throws: ``StoreError/sessionNotFound(name:path:)`` or ``StoreError/sqlite(_:)``.
    /// - Complexity: O(log n) in the file's samples: the last `seq` is read from the samples' primary key.
    package func sessionExtent(named name: String) throws(StoreError) -> SessionExtent {
        try firstSessionRow(
            "SELECT id, finished, (SELECT max(seq) FROM samples WHERE session_id = s.id) FROM sessions AS s WHERE s.",
            named: name
        ) {
            SessionExtent(
                id: $0.int64(at: 0), sampleCount: $0.isNull(at: 2) ? 0 : Int($0.int64(at: 2)) + 1,
                isFinished: $0.int64(at: 1) != 0)
        }
    }

    /// Deletes a session and its samples, in one transaction.
    ///
    /// - Parameter name: The session's name.
    /// - Throws: ``StoreError/sessionNotFound(name:path:)`` or ``StoreError/sqlite(_:)``.
    public func deleteSession(named name: String) throws(StoreError) {
        try deleteSession(id: try sessionRow(named: name).id)
    }

    func deleteSession(id: Int64) throws(StoreError) {
        try StoreError.wrap {
            try connection.inTransaction {
                for sql in ["DELETE FROM samples WHERE session_id = ?", "DELETE FROM sessions WHERE id = ?"] {
                    let statement = try connection.cachedStatement(sql)
                    try statement.bind(id, at: 1)
                    try statement.run()
                }
            }
        }
    }

    /// Marks a session finished: a recording that stopped early is closed as far as it goes.
    ///
    /// - Parameter name: The session's name.
    /// - Throws: ``StoreError/sessionNotFound(name:path:)`` or ``StoreError/sqlite(_:)``.
    public func finishSession(named name: String) throws(StoreError) {
        let id = try sessionRow(named: name).id
        try markFinished(id: id)
    }

    func markFinished(id: Int64) throws(StoreError) {
        try StoreError.wrap {
            let statement = try connection.cachedStatement("UPDATE sessions SET finished = 1 WHERE id = ?")
            try statement.bind(id, at: 1)
            try statement.run()
        }
    }

    /// Inserts a session row, unfinished, and returns its id. Runs inside the caller's transaction, if any.
    func insertSession(_ metadata: SessionMetadata) throws(StoreError) -> Int64 {
        try SessionMetadata.validate(name: metadata.name)
        if try containsSession(named: metadata.name) {
            throw .duplicateSession(name: metadata.name, path: path)
        }
        return try StoreError.wrap {
            let statement = try connection.cachedStatement(
                """
                INSERT INTO sessions
                    (name, source, refresh_rate, viewport_width, viewport_height, device, created, notes, finished)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)
                """)
            try statement.bind(metadata.name, at: 1)
            try statement.bind(metadata.source.rawValue, at: 2)
            try statement.bind(metadata.refreshRate, at: 3)
            try statement.bind(metadata.viewportWidth, at: 4)
            try statement.bind(metadata.viewportHeight, at: 5)
            try statement.bind(metadata.device, at: 6)
            try statement.bind(Self.iso8601(now()), at: 7)
            try statement.bind(metadata.notes, at: 8)
            try statement.run()
            return connection.lastInsertRowID
        }
    }

    /// The cached statement that inserts one sample.
    func sampleInsertStatement() throws(SQLiteError) -> SQLiteStatement {
        try connection.cachedStatement(SampleInserter.insertSQL(rows: 1))
    }

    /// Binds and runs the insert statement for one sample.
    func insert(_ sample: ScrollSample, session: Int64, seq: Int64, with statement: SQLiteStatement)
        throws(SQLiteError)
    {
        try SampleInserter.bind(sample, session: session, seq: seq, to: statement, from: 0)
        _ = try statement.step()
        statement.resetKeepingBindings()
    }

    /// A session's metadata from a row of ``sessionRowColumns``, followed by the three count columns of
    /// ``sessionColumns`` unless `counts` gives them.
    private static func sessionInfo(
        from statement: SQLiteStatement, counts: (sampleCount: Int, duration: Double)? = nil
    ) -> SessionInfo {
        let metadata = SessionMetadata(
            name: statement.text(at: 1) ?? "",
            source: SessionSource(rawValue: statement.text(at: 2) ?? "") ?? .import,
            refreshRate: statement.isNull(at: 3) ? nil : statement.double(at: 3),
            viewportWidth: statement.isNull(at: 4) ? nil : statement.double(at: 4),
            viewportHeight: statement.isNull(at: 5) ? nil : statement.double(at: 5),
            device: statement.text(at: 6),
            notes: statement.text(at: 8) ?? "{}")
        let count = counts?.sampleCount ?? Int(statement.int64(at: 10))
        let duration = counts?.duration ?? (count < 2 ? 0 : statement.double(at: 12) - statement.double(at: 11))
        return SessionInfo(
            id: statement.int64(at: 0), metadata: metadata, created: statement.text(at: 7) ?? "",
            isFinished: statement.int64(at: 9) != 0, sampleCount: count, duration: duration)
    }

    /// The store clock's current time as ISO-8601 in UTC, as stored in `created` columns.
    package func timestamp() -> String {
        Self.iso8601(now())
    }

    /// `2024-05-01T12:00:00Z`: ISO-8601 in UTC, whole seconds.
    static func iso8601(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }
}
