import StretchyCore

extension SessionStore {
    /// A cursor over a session's samples in order, streaming from one prepared statement.
    ///
    /// An unfinished session is read as far as it was committed.
    ///
    /// - Parameter name: The session's name.
    /// - Returns: The cursor.
    /// - Throws: ``StoreError/sessionNotFound(name:path:)`` or ``StoreError/sqlite(_:)``.
    public func sampleCursor(session name: String) throws(StoreError) -> SampleCursor {
        let id = try sessionRow(named: name).id
        return try StoreError.wrap {
            // A fresh statement, not a cached one, so that several cursors can be open at once.
            let statement = try connection.prepare(
                "SELECT \(SampleField.names.joined(separator: ", ")), seq FROM samples WHERE session_id = ? ORDER BY seq"
            )
            try statement.bind(id, at: 1)
            return SampleCursor(sessionName: name, statement: statement)
        }
    }
}

extension SessionStore {
    /// The names of every session, in the order of ``sessions()`` (by name, byte order), without reading their
    /// samples: what a corpus replay lists of each file before it replays anything.
    ///
    /// - Throws: ``StoreError/sqlite(_:)``.
    /// - Complexity: O(sessions); reads no sample.
    package func sessionNames() throws(StoreError) -> [String] {
        try StoreError.wrap {
            let statement = try connection.cachedStatement("SELECT name FROM sessions ORDER BY name")
            defer { statement.reset() }
            var names: [String] = []
            while try statement.step() { names.append(statement.text(at: 0) ?? "") }
            return names
        }
    }
}
