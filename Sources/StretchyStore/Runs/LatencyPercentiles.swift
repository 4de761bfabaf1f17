/// A profiled run's per-frame latency percentiles, in nanoseconds, as stored with the run.
package struct LatencyPercentiles: Hashable, Sendable {
    /// The median.
    package var p50: UInt64
    /// The 90th percentile.
    package var p90: UInt64
    /// The 99th percentile.
    package var p99: UInt64
    /// The slowest frame.
    package var maximum: UInt64

    /// Creates percentiles.
    package init(p50: UInt64, p90: UInt64, p99: UInt64, maximum: UInt64) {
        self.p50 = p50
        self.p90 = p90
        self.p99 = p99
        self.maximum = maximum
    }

    /// The four values in storage order: p50, p90, p99, maximum.
    var values: [UInt64] { [p50, p90, p99, maximum] }
}
