import _StretchySystem

/// Wall-clock measurement: warm-up runs, then timed repetitions, reported as the median.
enum Timing {
    /// Nanoseconds of `CLOCK_MONOTONIC`.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Nanoseconds of CPU time the whole process has used (`CLOCK_PROCESS_CPUTIME_ID`): on a loaded machine, the
    /// cost of work on one core, whatever else the cores run.
    static func processCPU() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// The median of some durations, in nanoseconds.
    static func median(_ values: [UInt64]) -> Double {
        median(values.map { Double($0) })
    }

    /// The median of some numbers; 0 for none.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Times one piece of work: `warmups` untimed runs, then `repetitions` timed ones; returns each duration.
    static func durations(warmups: Int, repetitions: Int, _ body: () throws -> Void) rethrows -> [UInt64] {
        for _ in 0..<warmups { try body() }
        var result: [UInt64] = []
        for _ in 0..<repetitions {
            let start = now()
            try body()
            result.append(now() - start)
        }
        return result
    }

    /// Times several pieces of work side by side: each repetition runs every piece once, in turn, so that the
    /// machine's load drifts over all of them alike. Returns the median duration of each, in nanoseconds.
    static func sideBySide(warmups: Int, repetitions: Int, _ bodies: [() throws -> UInt64?]) throws -> [Double] {
        try sideBySideRuns(warmups: warmups, repetitions: repetitions, bodies).map(median)
    }

    /// Times pieces of work side by side as ``sideBySide(warmups:repetitions:_:)`` does, and returns every
    /// repetition's duration of each, in nanoseconds: for ratios taken pair by pair (``pairedRatio(_:_:)``).
    ///
    /// A body returns the duration to record (a child process's own wall time), or `nil` to be timed here.
    static func sideBySideRuns(
        warmups: Int, repetitions: Int, _ bodies: [() throws -> UInt64?]
    ) throws -> [[UInt64]] {
        for _ in 0..<warmups {
            for body in bodies { _ = try body() }
        }
        var results = [[UInt64]](repeating: [], count: bodies.count)
        for _ in 0..<repetitions {
            for (index, body) in bodies.enumerated() {
                let start = now()
                let reported = try body()
                results[index].append(reported ?? (now() - start))
            }
        }
        return results
    }

    /// The median of the ratios `numerator[i] / denominator[i]` of durations taken in the same repetition: a burst of
    /// load spoils the pairs it falls on, not the median, where a ratio of medians mixes repetitions.
    static func pairedRatio(_ numerator: [UInt64], _ denominator: [UInt64]) -> Double {
        median(zip(numerator, denominator).map { Double($0) / Double(max(1, $1)) })
    }
}
