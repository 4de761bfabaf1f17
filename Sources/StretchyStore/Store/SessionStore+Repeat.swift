import StretchyCore

extension SessionStore {
    /// Adds a session whose samples are an existing session's, `times` over, one copy after the other, copied by
    /// SQLite alone (one `INSERT … SELECT` per copy): for inputs of benchmarks and tests; 6,000,000 samples in
    /// 14 s where inserting them from Swift took 22 to 25 s (stretchy-bench, loaded machine).
    ///
    /// Copy `k` (from 0) has the source's sequence numbers plus `k × count` and its times plus `k × span`, where
    /// `span` is the source's last time minus its first plus the interval between its first two samples, so times
    /// keep increasing across copies. Every other column is the source's.
    ///
    /// For example:
    ///
    /// ```swift
    /// try store.insertSession(SessionMetadata(name: "long", source: .synthetic), repeating: "minute", times: 100)
    /// ```
    ///
    /// - Parameters:
    ///   - metadata: The new session's row.
    ///   - source: The session whose samples are copied; at least two samples.
    ///   - times: How many copies, at least 1.
    /// - Returns: The new session, finished.
    /// - Throws: ``StoreError/sessionNotFound(name:path:)`` for the source, ``StoreError/duplicateSession(name:path:)``
    ///   and the name errors for the new one, ``StoreError/sqlite(_:)``.
    @discardableResult
    package func insertSession(_ metadata: SessionMetadata, repeating source: String, times copies: Int)
        throws(StoreError)
        -> SessionInfo
    {
        precondition(copies >= 1, "insertSession(repeating:times:) makes at least one copy")
        let original = try session(named: source)
        try StoreError.wrap {
            let firstTwo = try connection.prepare(
                "SELECT t FROM samples WHERE session_id = ? ORDER BY seq LIMIT 2")
            try firstTwo.bind(original.id, at: 1)
            var times: [Double] = []
            while try firstTwo.step() { times.append(firstTwo.double(at: 0)) }
            precondition(times.count == 2, "insertSession(repeating:times:) copies a session of at least two samples")
            let span = original.duration + (times[1] - times[0])
            try withBulkInsertSettings {
                try connection.inTransaction {
                    let id = try insertSession(metadata)
                    // One statement per copy: a recursive CTE joined to the samples had SQLite sort all the
                    // copies' rows before inserting them (slower than inserting from Swift); one copy is read in
                    // `seq` order and written in key order, no sort.
                    let fields = SampleField.allCases
                    let copy = try connection.prepare(
                        """
                        INSERT INTO samples (session_id, seq, \(fields.map(\.name).joined(separator: ", ")))
                        SELECT ?1, ?2 + seq, \(fields.map { $0 == .time ? "t + ?3" : $0.name }.joined(separator: ", "))
                        FROM samples WHERE session_id = ?4 ORDER BY seq
                        """)
                    for index in 0..<copies {  // `run` clears the bindings: all four every time.
                        try copy.bind(id, at: 1)
                        try copy.bind(original.id, at: 4)
                        try copy.bind(Int64(index * original.sampleCount), at: 2)
                        try copy.bind(Double(index) * span, at: 3)
                        try copy.run()
                    }
                    try markFinished(id: id)
                }
            }
        }
        return try session(named: metadata.name)
    }
}
