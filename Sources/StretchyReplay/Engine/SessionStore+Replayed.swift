import StretchyStore

extension SessionStore {
    /// The session's row as it is before a replay reads its samples, without counting them: a replay reads every
    /// sample, so ``SessionInfo/replayed(as:)`` takes the count and duration from its summary instead of another
    /// pass over the rows. Read first, so that a recording that finishes during the replay is still reported as
    /// unfinished, as the samples the replay read were.
    ///
    /// - Parameter name: The session's name.
    /// - Returns: Its metadata, with a sample count and duration of 0 until ``SessionInfo/replayed(as:)``.
    /// - Throws: ``StoreError/sessionNotFound(name:path:)`` or ``StoreError/sqlite(_:)``.
    package func sessionBeforeReplay(named name: String) throws(StoreError) -> SessionInfo {
        try session(named: name, sampleCount: 0, duration: 0)
    }
}

extension SessionInfo {
    /// This session with the sample count and duration of a replay that read every one of its samples.
    ///
    /// - Parameter summary: The replay's summary.
    package func replayed(as summary: ReplaySummary) -> SessionInfo {
        var info = self
        info.sampleCount = summary.frames
        info.duration = summary.duration
        return info
    }
}
