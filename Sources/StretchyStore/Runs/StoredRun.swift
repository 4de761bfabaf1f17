/// A replay kept in a session file: what ran, what it produced, and how long it took.
package struct StoredRun: Hashable, Sendable {
    /// The run's row id, increasing with time.
    package var id: Int64
    /// The session's name.
    package var session: String
    /// The stack as given, such as `top-only,fade`.
    package var stack: String
    /// The header, as ``StretchyCore/HeaderConfiguration/jsonText``.
    package var header: String
    /// The number of frames.
    package var frames: Int
    /// The output digest (hexadecimal SHA-256).
    package var digest: String
    /// The replay's wall time in nanoseconds.
    package var wallNanoseconds: UInt64
    /// The profile's per-frame latency percentiles, when profiled.
    package var latency: LatencyPercentiles?
    /// Each behaviour's cost per frame, when profiled; stored as the JSON array
    /// `[{"behavior" : "fade", "ns_per_frame" : 3.2}]` (pretty-printed, one member per line).
    package var behaviorCosts: [BehaviorCost]
    /// The version of the tool that ran it.
    package var toolVersion: String
    /// When it ran (ISO-8601, UTC).
    package var created: String
    /// How the tool that ran it was built; `nil` for a run stored before schema version 4, which did not say.
    package var buildConfiguration: BuildConfiguration?
    /// The processor it ran on (`/proc/cpuinfo`'s `model name`); `nil` when unknown or stored before schema version 4.
    package var cpuModel: String?

    /// Creates a run record.
    package init(
        id: Int64 = 0, session: String, stack: String, header: String, frames: Int, digest: String,
        wallNanoseconds: UInt64, latency: LatencyPercentiles?, behaviorCosts: [BehaviorCost], toolVersion: String,
        created: String, buildConfiguration: BuildConfiguration? = nil, cpuModel: String? = nil
    ) {
        self.id = id
        self.session = session
        self.stack = stack
        self.header = header
        self.frames = frames
        self.digest = digest
        self.wallNanoseconds = wallNanoseconds
        self.latency = latency
        self.behaviorCosts = behaviorCosts
        self.toolVersion = toolVersion
        self.created = created
        self.buildConfiguration = buildConfiguration
        self.cpuModel = cpuModel
    }
}
