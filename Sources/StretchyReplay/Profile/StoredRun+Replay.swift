import StretchyCore
import StretchyStore

extension StoredRun {
    /// The record of one replay, as ``StretchyStore/SessionStore/saveRun(_:)`` keeps it.
    ///
    /// - Parameters:
    ///   - session: The session replayed.
    ///   - stack: The stack as given, such as `top-only,fade`.
    ///   - header: The header it ran with.
    ///   - summary: The replay's summary; its profile, when it has one, gives the latencies and costs.
    ///   - created: When it ran (ISO-8601, UTC), such as ``StretchyStore/SessionStore/timestamp()``.
    ///   - host: The build and processor it ran with; this process's by default.
    package init(
        session: String, stack: String, header: HeaderConfiguration, summary: ReplaySummary, created: String,
        host: ProfileHost = .current
    ) {
        self.init(
            session: session, stack: stack, header: header.jsonText, frames: summary.frames,
            digest: summary.digest.hexadecimal, wallNanoseconds: summary.wallNanoseconds,
            latency: summary.profile.map {
                LatencyPercentiles(p50: $0.p50, p90: $0.p90, p99: $0.p99, maximum: $0.maximum)
            },
            behaviorCosts: summary.profile?.behaviors ?? [], toolVersion: StretchyVersion.current, created: created,
            buildConfiguration: host.buildConfiguration, cpuModel: host.cpuModel)
    }
}
