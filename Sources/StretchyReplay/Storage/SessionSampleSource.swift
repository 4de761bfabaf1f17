import StretchyCore
import StretchyStore

/// A stored session's samples as a replay source, streamed from SQLite one row at a time.
public struct SessionSampleSource: SampleSource {
    private let cursor: SampleCursor

    /// Opens a session's samples.
    ///
    /// - Throws: ``StoreError/sessionNotFound(name:path:)`` or ``StoreError/sqlite(_:)``.
    public init(store: SessionStore, session: String) throws(StoreError) {
        cursor = try store.sampleCursor(session: session)
    }

    /// The next stored sample.
    ///
    /// - Throws: ``StoreError``.
    public mutating func next() throws -> ScrollSample? {
        try cursor.next()
    }
}
