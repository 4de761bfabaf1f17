import StretchyCore

extension SessionStore {
    /// Stores a whole, finished session in one transaction: all of it or, on any error, nothing.
    ///
    /// For sessions made in one go, such as synthesized ones or converted touch traces; apps that record as they go
    /// use ``startRecording(_:policy:clock:)``.
    ///
    /// - Parameters:
    ///   - metadata: The session's name, source and other metadata.
    ///   - samples: The samples, in order; read once, so a lazy sequence keeps memory constant.
    ///   - touches: The session's raw touch events (its `touches`), in time order; none by default.
    /// - Returns: The new session.
    /// - Throws: ``StoreError/duplicateSession(name:path:)``, ``StoreError/emptySessionName``,
    ///   ``StoreError/invalidSample(session:_:)`` or ``StoreError/sqlite(_:)``.
    /// - Complexity: O(samples) time, constant memory.
    @discardableResult
    public func insertSession(
        _ metadata: SessionMetadata, samples: some Sequence<ScrollSample>, touches: [TouchPoint] = []
    ) throws(StoreError) -> SessionInfo {
        try SessionMetadata.validate(name: metadata.name)
        if try containsSession(named: metadata.name) { throw .duplicateSession(name: metadata.name, path: path) }
        var samples = samples.makeIterator()
        let inserted = try insertValidatedSamples(
            metadata, next: { samples.next() },
            refused: { StoreError.invalidSample(session: metadata.name, $0) },
            finish: { id, _ in
                try insertTouches(touches, session: id, from: 0)
                try markFinished(id: id)
            })
        return try session(named: metadata.name, sampleCount: inserted.count, duration: inserted.duration)
    }

    /// The loop both whole-session writers (``insertSession(_:samples:)``, ``importSamples(fromFile:format:name:)``)
    /// run, all or nothing: in one transaction under the bulk-insert settings, a new unfinished session row, every
    /// sample validated against the one before and appended, then `finish`, which marks the session finished.
    ///
    /// - Parameters:
    ///   - metadata: The new session's row.
    ///   - next: The next sample, or `nil` at the end.
    ///   - refused: The error to throw for a sample validation refuses.
    ///   - finish: Called with the session's id and its first sample (`nil` when there were none) after the last.
    /// - Returns: How many samples were stored and the time from the first to the last, so that the caller need not
    ///   count the rows it has just written.
    func insertValidatedSamples(
        _ metadata: SessionMetadata, next: () throws -> ScrollSample?, refused: (InvalidSample) -> any Error,
        finish: (_ id: Int64, _ first: ScrollSample?) throws -> Void
    ) throws(StoreError) -> (count: Int, duration: Double) {
        try StoreError.wrap {
            try withBulkInsertSettings {
                try connection.inTransaction {
                    let id = try insertSession(metadata)
                    let (first, count, last) = try withoutSampleChecks {
                        let inserter = try SampleInserter(store: self, session: id)
                        var index = 0
                        var previousTime: Double?
                        var first: ScrollSample?
                        while let sample = try next() {
                            do throws(InvalidSample) {
                                try sample.validate(index: index, previousTime: previousTime)
                            } catch {
                                throw refused(error)
                            }
                            try inserter.append(sample)
                            if first == nil { first = sample }
                            previousTime = sample.time
                            index += 1
                        }
                        try inserter.finish()
                        return (first, index, previousTime)
                    }
                    try finish(id, first)
                    return (count, first.flatMap { first in last.map { $0 - first.time } } ?? 0)
                }
            }
        }
    }
}
