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
    /// - Returns: The new session.
    /// - Throws: ``StoreError/duplicateSession(name:path:)``, ``StoreError/emptySessionName``,
    ///   ``StoreError/invalidSample(session:_:)`` or ``StoreError/sqlite(_:)``.
    /// - Complexity: O(samples) time, constant memory.
    @discardableResult
    public func insertSession(_ metadata: SessionMetadata, samples: some Sequence<ScrollSample>) throws(StoreError)
        -> SessionInfo
    {
        guard !metadata.name.isEmpty else { throw .emptySessionName }
        if try containsSession(named: metadata.name) { throw .duplicateSession(name: metadata.name, path: path) }
        try StoreError.wrap {
            try withBulkInsertSettings {
                try connection.inTransaction {
                    let id = try insertSession(metadata)
                    let inserter = try SampleInserter(store: self, session: id)
                    var previousTime: Double?
                    for (index, sample) in samples.enumerated() {
                        do throws(InvalidSample) {
                            try sample.validate(index: index, previousTime: previousTime)
                        } catch {
                            throw StoreError.invalidSample(session: metadata.name, error)
                        }
                        try inserter.append(sample)
                        previousTime = sample.time
                    }
                    try inserter.finish()
                    try markFinished(id: id)
                }
            }
        }
        return try session(named: metadata.name)
    }
}
