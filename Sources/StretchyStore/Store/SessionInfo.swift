/// A session as listed: its metadata, when it was created, whether it was finished, and its samples' extent.
public struct SessionInfo: Hashable, Sendable {
    /// The row id in `sessions.id`.
    public var id: Int64
    /// The metadata given when the session was created.
    public var metadata: SessionMetadata
    /// When the session was created, as ISO-8601 text in UTC (`2024-05-01T12:00:00Z`).
    public var created: String
    /// Whether the recording was finished; `false` for a session whose recorder stopped or crashed mid-way.
    public var isFinished: Bool
    /// The number of committed samples.
    public var sampleCount: Int
    /// The last sample's time minus the first's, in seconds; 0 with fewer than two samples.
    public var duration: Double

    /// The session's name.
    public var name: String { metadata.name }

    /// Creates the value.
    package init(
        id: Int64, metadata: SessionMetadata, created: String, isFinished: Bool, sampleCount: Int, duration: Double
    ) {
        self.id = id
        self.metadata = metadata
        self.created = created
        self.isFinished = isFinished
        self.sampleCount = sampleCount
        self.duration = duration
    }
}
