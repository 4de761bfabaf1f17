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
                """
                SELECT t, offset_y, inset_top, viewport_width, viewport_height, content_height, phase, seq
                FROM samples WHERE session_id = ? ORDER BY seq
                """)
            try statement.bind(id, at: 1)
            return SampleCursor(sessionName: name, statement: statement)
        }
    }
}
