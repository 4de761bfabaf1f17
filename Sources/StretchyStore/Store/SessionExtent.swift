/// What a session holds at one moment, told without reading its samples (``SessionStore/sessionExtent(named:)``).
package struct SessionExtent: Hashable, Sendable {
    /// The session's row id in its file.
    package var id: Int64
    /// How many samples it holds: one more than its last sample's `seq`.
    package var sampleCount: Int
    /// Whether its recording is finished.
    package var isFinished: Bool
}
