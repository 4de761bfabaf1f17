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
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1
            ? Double(sorted[middle]) : (Double(sorted[middle - 1]) + Double(sorted[middle])) / 2
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
        return results.map(median)
    }
}
