import StretchyCore

extension SessionStore {
    /// Stores a run of a session.
    ///
    /// - Returns: The run with its new id.
    /// - Throws: ``StoreError/sessionNotFound(name:path:)`` or ``StoreError/sqlite(_:)``.
    @discardableResult
    package func saveRun(_ run: StoredRun) throws(StoreError) -> StoredRun {
        let session = try session(named: run.session)
        do {
            let statement = try connection.cachedStatement(
                """
                INSERT INTO runs (session_id, stack, header, frames, digest, wall_ns, p50_ns, p90_ns, p99_ns, max_ns,
                                  behavior_costs, tool_version, created, build_configuration, cpu_model)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            try statement.bind(session.id, at: 1)
            try statement.bind(run.stack, at: 2)
            try statement.bind(run.header, at: 3)
            try statement.bind(Int64(run.frames), at: 4)
            try statement.bind(run.digest, at: 5)
            try statement.bind(Int64(run.wallNanoseconds), at: 6)
            for index in 0..<4 {
                if let latency = run.latency {
                    try statement.bind(Int64(latency.values[index]), at: Int32(7 + index))
                } else {
                    try statement.bindNull(at: Int32(7 + index))
                }
            }
            try statement.bind(BehaviorCost.storedText(run.behaviorCosts), at: 11)
            try statement.bind(run.toolVersion, at: 12)
            try statement.bind(run.created, at: 13)
            if let build = run.buildConfiguration {
                try statement.bind(build.rawValue, at: 14)
            } else {
                try statement.bindNull(at: 14)
            }
            if let cpu = run.cpuModel { try statement.bind(cpu, at: 15) } else { try statement.bindNull(at: 15) }
            try statement.run()
            var saved = run
            saved.id = connection.lastInsertRowID
            return saved
        } catch {
            throw .sqlite(error)
        }
    }

    /// Stores a run of a session of another file (`--runs-into`): when this file has no session of that name, the
    /// session (its row, samples and touch events) is copied in first, so the runs database lists and replays it on
    /// its own; the source file is only read.
    ///
    /// - Parameters:
    ///   - run: The run, of a session of `source`.
    ///   - source: The file the session was replayed from.
    /// - Returns: The run with its new id.
    /// - Throws: ``StoreError/otherSessionOfName(name:path:source:)`` when this file has a session of that name with
    ///   other samples (another count or duration); ``StoreError/sessionNotFound(name:path:)``,
    ///   ``StoreError/sqlite(_:)``.
    /// - Complexity: O(samples) time and memory when the session is copied.
    @discardableResult
    package func saveRun(_ run: StoredRun, copyingSessionFrom source: SessionStore) throws(StoreError) -> StoredRun {
        let original = try source.session(named: run.session)
        if try containsSession(named: run.session) {
            let here = try session(named: run.session)
            guard here.sampleCount == original.sampleCount, here.duration == original.duration else {
                throw .otherSessionOfName(name: run.session, path: path, source: source.path)
            }
        } else {
            let cursor = try source.sampleCursor(session: run.session)
            var samples: [ScrollSample] = []
            samples.reserveCapacity(original.sampleCount)
            while let sample = try cursor.next() { samples.append(sample) }
            try insertSession(original.metadata, samples: samples, touches: try source.touches(session: run.session))
        }
        return try saveRun(run)
    }

    /// The stored runs, oldest first; of one session, or of all when `session` is `nil`.
    ///
    /// - Throws: ``StoreError/sessionNotFound(name:path:)``, ``StoreError/invalidRunCell(path:run:column:value:)`` (a
    ///   negative duration, which only a hand-edited file holds) or ``StoreError/sqlite(_:)``.
    package func runs(session: String? = nil) throws(StoreError) -> [StoredRun] {
        let id: Int64? = try session.map { name throws(StoreError) in try sessionRow(named: name).id }
        guard schemaVersion >= 2 else { return [] }  // Files older than schema 2 have no runs table.
        // Files older than schema 4 (read as they are) do not record the build and the processor.
        let machine = schemaVersion >= 4 ? "r.build_configuration, r.cpu_model" : "NULL, NULL"
        do {
            let statement = try connection.prepare(
                """
                SELECT r.id, s.name, r.stack, r.header, r.frames, r.digest, r.wall_ns, r.p50_ns, r.p90_ns, r.p99_ns,
                       r.max_ns, r.behavior_costs, r.tool_version, r.created, \(machine)
                FROM runs r JOIN sessions s ON s.id = r.session_id
                WHERE ?1 IS NULL OR s.id = ?1
                ORDER BY r.id
                """)
            if let id { try statement.bind(id, at: 1) } else { try statement.bindNull(at: 1) }
            var runs: [StoredRun] = []
            while try statement.step() {
                let run = statement.int64(at: 0)
                func nanoseconds(_ index: Int32, _ column: String) throws(StoreError) -> UInt64 {
                    let value = statement.int64(at: index)
                    guard value >= 0 else { throw .invalidRunCell(path: path, run: run, column: column, value: value) }
                    return UInt64(value)
                }
                let latency =
                    statement.isNull(at: 7)
                    ? nil
                    : LatencyPercentiles(
                        p50: try nanoseconds(7, "p50_ns"), p90: try nanoseconds(8, "p90_ns"),
                        p99: try nanoseconds(9, "p99_ns"), maximum: try nanoseconds(10, "max_ns"))
                let build = statement.text(at: 14).flatMap(BuildConfiguration.init(rawValue:))
                let cpu = statement.text(at: 15)
                runs.append(
                    StoredRun(
                        id: statement.int64(at: 0), session: statement.text(at: 1) ?? "",
                        stack: statement.text(at: 2) ?? "", header: statement.text(at: 3) ?? "",
                        frames: Int(statement.int64(at: 4)), digest: statement.text(at: 5) ?? "",
                        wallNanoseconds: try nanoseconds(6, "wall_ns"), latency: latency,
                        behaviorCosts: BehaviorCost.costs(storedText: statement.text(at: 11) ?? "[]"),
                        toolVersion: statement.text(at: 12) ?? "",
                        created: statement.text(at: 13) ?? "",
                        buildConfiguration: build, cpuModel: cpu))
            }
            return runs
        } catch let error as StoreError {
            throw error
        } catch let error as SQLiteError {
            throw .sqlite(error)
        } catch {
            StoreError.unexpected(error)
        }
    }
}
