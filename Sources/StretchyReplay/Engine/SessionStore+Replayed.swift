import StretchyStore

extension SessionStore {
    /// The session a replay just read, with the sample count and duration its summary gives: a replay reads every
    /// sample, so counting them again would only take another pass over the session's rows.
    ///
    /// - Parameters:
    ///   - name: The session's name.
    ///   - summary: The replay's summary.
    /// - Throws: ``StoreError/sessionNotFound(name:path:)`` or ``StoreError/sqlite(_:)``.
    package func session(named name: String, replayedAs summary: ReplaySummary) throws(StoreError) -> SessionInfo {
        try session(named: name, sampleCount: summary.frames, duration: summary.duration)
    }
}
