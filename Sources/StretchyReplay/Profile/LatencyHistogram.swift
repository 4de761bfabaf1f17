/// Per-frame latencies in whole nanoseconds, kept in fixed memory: one counter per nanosecond up to 100 µs, and a list
/// for the rare slower frames. Percentiles are exact.
struct LatencyHistogram: Sendable {
    private static let bucketCount = 100_000
    private var counts = [UInt32](repeating: 0, count: bucketCount)
    private var slow: [UInt64] = []
    /// The number of latencies recorded.
    private(set) var count = 0

    /// Room for this many slow frames before the list grows (256 KiB): on a machine so loaded that every frame of a
    /// 32,768-frame replay takes over 100 µs, recording still allocates nothing.
    private static let slowCapacity = 1 << 15

    /// An empty histogram, with room for ``slowCapacity`` slow frames so that recording allocates nothing in
    /// practice; past that the list grows by doubling (a logarithmic number of allocations, never one per frame).
    init() {
        slow.reserveCapacity(Self.slowCapacity)
    }

    /// Records one latency.
    mutating func record(_ nanoseconds: UInt64) {
        if nanoseconds < UInt64(Self.bucketCount) {
            counts[Int(nanoseconds)] &+= 1
        } else {
            slow.append(nanoseconds)
        }
        count += 1
    }

    /// The nearest-rank percentile, Flutter's rule: `sorted[round((n - 1) * p)]`; 0 when empty.
    ///
    /// - Parameter fraction: The percentile as a fraction in [0, 1], such as 0.99.
    func percentile(_ fraction: Double) -> UInt64 {
        guard count > 0 else { return 0 }
        let rank = Int(((Double(count - 1)) * fraction).rounded())
        var seen = 0
        for (nanoseconds, bucket) in counts.enumerated() where bucket > 0 {
            seen += Int(bucket)
            if seen > rank { return UInt64(nanoseconds) }
        }
        return slow.sorted()[rank - seen]
    }

    /// The largest latency recorded; 0 when empty.
    var maximum: UInt64 {
        if let slowest = slow.max() { return slowest }
        return UInt64(counts.lastIndex { $0 > 0 } ?? 0)
    }

    /// How many latencies fall in each power-of-two band of nanoseconds: index `b` counts `[2^b, 2^(b+1))`, index 0
    /// also counts 0 ns; as many bands as the slowest latency needs. For histograms drawn on a log scale.
    package func powerOfTwoCounts() -> [Int] {
        guard count > 0 else { return [] }
        func band(_ nanoseconds: UInt64) -> Int { nanoseconds < 2 ? 0 : 63 - nanoseconds.leadingZeroBitCount }
        // Sized once from the slowest latency: the allocations do not depend on how slow the slowest frames were.
        var bands = [Int](repeating: 0, count: band(maximum) + 1)
        for (nanoseconds, bucket) in counts.enumerated() where bucket > 0 {
            bands[band(UInt64(nanoseconds))] += Int(bucket)
        }
        for nanoseconds in slow { bands[band(nanoseconds)] += 1 }
        return bands
    }
}
