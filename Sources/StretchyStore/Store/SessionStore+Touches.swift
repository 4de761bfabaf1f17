import StretchyCore

extension SessionStore {
    /// The schema version that added the `touches` table: 3.
    static let touchesVersion = 3

    /// A session's raw touch events, in the order they were stored (time order): what `record`'s page posted,
    /// or what `import --touches` and `import-touches` read.
    ///
    /// A file older than schema version 3, opened read-only, has no `touches` table, and its sessions none.
    ///
    /// - Parameter name: The session's name.
    /// - Returns: The events; none for a session stored without them.
    /// - Throws: ``StoreError/sessionNotFound(name:path:)`` or ``StoreError/sqlite(_:)``.
    public func touches(session name: String) throws(StoreError) -> [TouchPoint] {
        let id = try sessionRow(named: name).id
        guard schemaVersion >= Self.touchesVersion else { return [] }
        return try StoreError.wrap {
            let statement = try connection.cachedStatement(
                "SELECT t, x, y, kind, pointer FROM touches WHERE session_id = ? ORDER BY seq")
            defer { statement.reset() }
            try statement.bind(id, at: 1)
            var touches: [TouchPoint] = []
            while try statement.step() {
                let kind = statement.text(at: 3).flatMap(TouchPoint.Kind.init(rawValue:)) ?? .cancel
                touches.append(
                    TouchPoint(
                        time: statement.double(at: 0), x: statement.double(at: 1), y: statement.double(at: 2),
                        kind: kind, pointer: Int(statement.int64(at: 4))))
            }
            return touches
        }
    }

    /// How many touch events a session has stored, the next one's `seq`.
    func touchCount(session id: Int64) throws(SQLiteError) -> Int {
        let statement = try connection.cachedStatement("SELECT count(*) FROM touches WHERE session_id = ?")
        defer { statement.reset() }
        try statement.bind(id, at: 1)
        return try statement.step() ? Int(statement.int64(at: 0)) : 0
    }

    /// Appends touch events to a session, numbered from `first`; runs inside the caller's transaction.
    ///
    /// - Parameters:
    ///   - touches: The events, their numbers already checked (finite, within 1e9).
    ///   - id: The session's row id.
    ///   - first: The `seq` of the first event.
    func insertTouches(_ touches: some Sequence<TouchPoint>, session id: Int64, from first: Int) throws(SQLiteError) {
        let statement = try connection.cachedStatement(
            "INSERT INTO touches (session_id, seq, t, x, y, kind, pointer) VALUES (?, ?, ?, ?, ?, ?, ?)")
        for (offset, touch) in touches.enumerated() {
            try statement.bind(id, at: 1)
            try statement.bind(Int64(first + offset), at: 2)
            try statement.bind(touch.time, at: 3)
            try statement.bind(touch.x, at: 4)
            try statement.bind(touch.y, at: 5)
            try statement.bind(touch.kind.rawValue, at: 6)
            try statement.bind(Int64(touch.pointer), at: 7)
            try statement.run()
        }
    }

    /// The releases a recorder stored for a session, stroke by stroke; none for a session recorded without them (or
    /// in a file older than schema version 3, whose recorder wrote them into the notes).
    ///
    /// - Parameter name: The session's name.
    /// - Returns: The releases in stroke order.
    /// - Throws: ``StoreError/sessionNotFound(name:path:)`` or ``StoreError/sqlite(_:)``.
    public func releases(session name: String) throws(StoreError) -> [RecordedRelease] {
        let id = try sessionRow(named: name).id
        guard schemaVersion >= Self.touchesVersion else { return [] }
        return try StoreError.wrap {
            let statement = try connection.cachedStatement(
                "SELECT stroke, t, velocity_x, velocity_y, offset FROM releases WHERE session_id = ? ORDER BY stroke")
            defer { statement.reset() }
            try statement.bind(id, at: 1)
            var releases: [RecordedRelease] = []
            while try statement.step() {
                releases.append(
                    RecordedRelease(
                        stroke: Int(statement.int64(at: 0)), time: statement.double(at: 1),
                        velocityX: statement.double(at: 2), velocityY: statement.double(at: 3),
                        offset: statement.double(at: 4)))
            }
            return releases
        }
    }

    /// Appends releases to a session; runs inside the caller's transaction.
    func insertReleases(_ releases: [RecordedRelease], session id: Int64) throws(SQLiteError) {
        let statement = try connection.cachedStatement(
            """
            INSERT INTO releases (session_id, stroke, t, velocity_x, velocity_y, offset_velocity, offset)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """)
        for release in releases {
            try statement.bind(id, at: 1)
            try statement.bind(Int64(release.stroke), at: 2)
            try statement.bind(release.time, at: 3)
            try statement.bind(release.velocityX, at: 4)
            try statement.bind(release.velocityY, at: 5)
            try statement.bind(release.offsetVelocity, at: 6)
            try statement.bind(release.offset, at: 7)
            try statement.run()
        }
    }
}
