/// Input sizes and repetition counts: full ones for the report, small ones for `--quick`.
struct BenchSizes {
    /// Samples stepped per repetition of the engine measurement.
    var engineFrames: Int
    /// Samples of the replay and import session.
    var replaySamples: Int
    /// Samples of the memory session.
    var memorySamples: Int
    /// Sessions and samples per session for `--all`.
    var parallelSessions: Int
    var parallelSamples: Int
    /// Samples of the profile measurement.
    var profileSamples: Int
    /// Generated sessions per repetition of the `check` measurement.
    var checkSessions: Int
    /// Untimed runs before the timed ones.
    var warmups: Int
    /// Timed runs; the median is reported.
    var repetitions: Int

    static let full = BenchSizes(
        engineFrames: 1_000_000, replaySamples: 1_000_000, memorySamples: 10_000_000, parallelSessions: 8,
        parallelSamples: 250_000, profileSamples: 1_000_000, checkSessions: 3000, warmups: 1, repetitions: 5)

    static let quick = BenchSizes(
        engineFrames: 100_000, replaySamples: 50_000, memorySamples: 200_000, parallelSessions: 4,
        parallelSamples: 25_000, profileSamples: 100_000, checkSessions: 200, warmups: 1, repetitions: 3)
}
