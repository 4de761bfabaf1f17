import StretchyCore
import StretchyStore

extension StackChecker {
    /// Every session of a session database, in the database's order, to check as a corpus.
    ///
    /// - Parameter path: The database.
    /// - Returns: Each session's name and samples.
    /// - Throws: ``StoreError`` when the file is not a session database or a sample cannot be read;
    ///   ``CheckError/emptyCorpus(path:)`` when it holds no session.
    public static func corpus(fromDatabase path: String) throws -> [CorpusSession] {
        let store = try SessionStore(path: path, mode: .readOnly)
        var sessions: [CorpusSession] = []
        for info in try store.sessions() {
            let cursor = try store.sampleCursor(session: info.name)
            var samples: [ScrollSample] = []
            while let sample = try cursor.next() { samples.append(sample) }
            sessions.append((info.name, samples))
        }
        guard !sessions.isEmpty else { throw CheckError.emptyCorpus(path: path) }
        return sessions
    }
}
