import Foundation
import StretchyReplay

/// A clock that answers each reading with the next of a list of durations added up: reading pairs (start, end)
/// measure exactly the durations given, in order.
final class ScriptedClock: ReplayClock, @unchecked Sendable {
    private let lock = NSLock()
    private var readings: [UInt64]
    private var index = 0

    /// A clock whose successive timed passes take `durations` nanoseconds.
    init(durations: [UInt64]) {
        var now: UInt64 = 1_000
        var readings: [UInt64] = []
        for duration in durations {
            readings += [now, now + duration]
            now += duration + 10
        }
        self.readings = readings
    }

    func nanoseconds() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        let reading = readings[min(index, readings.count - 1)]
        index += 1
        return reading
    }
}
