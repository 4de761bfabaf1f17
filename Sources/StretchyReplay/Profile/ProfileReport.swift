import StretchyStore

/// What a profiled replay measured: the whole stack's per-frame latency and each behaviour's cost.
///
/// How it is measured (docs/replay.md): the stack's step is timed with the monotonic clock on 15 frames of every 16;
/// on the 16th the clock is also read between behaviours, which gives each behaviour's cost. The cost of one clock
/// read, calibrated at the start, is reported and taken off the per-behaviour figures (not off the latencies).
package struct ProfileReport: Hashable, Sendable {
    /// How many frames' latencies were recorded.
    package var latencyFrames: Int
    /// The median per-frame latency in nanoseconds.
    package var p50: UInt64
    /// The 90th percentile in nanoseconds.
    package var p90: UInt64
    /// The 99th percentile in nanoseconds.
    package var p99: UInt64
    /// The slowest frame in nanoseconds.
    package var maximum: UInt64
    /// Each behaviour's cost, in the order the stack runs them.
    package var behaviors: [BehaviorCost]
    /// How many frames the per-behaviour costs come from.
    package var behaviorFrames: Int
    /// The calibrated cost of one clock read in nanoseconds: the profiler's own overhead per measurement.
    package var clockReadNanoseconds: Double
    /// The recorded latencies per power-of-two band of nanoseconds (``LatencyHistogram/powerOfTwoCounts()``).
    package var latencyBands: [Int] = []
    /// Every frame's timings, behaviour by behaviour, when the replay was profiled with
    /// ``ProfileMode/everyFrame(capacity:)``; then every frame's latency and every behaviour's cost are measured, each
    /// frame paying one clock read per behaviour more.
    package var timings: FrameTimings?

    /// The share of a frame's budget (1 / refresh rate) that the median frame uses, such as 0.0001 for 1.6 µs at
    /// 60 Hz.
    package func budgetShare(refreshRate: Double) -> Double {
        Double(p50) * refreshRate / 1e9
    }
}
