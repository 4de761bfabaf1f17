import StretchyCore
import _StretchySystem

/// When display frames happen: a fixed refresh rate or a repeating schedule of frame intervals.
///
/// Frame `n`'s time is computed from `n` directly, never by adding intervals frame after frame: at a fixed rate it
/// is `n / hz`, so frame 2n at 120 Hz and frame n at 60 Hz have bit-identical times. A variable schedule repeats
/// its intervals: `t(n) = (n / count) * period + prefix[n % count]`. No wall clock is involved.
///
/// For example:
///
/// ```swift
/// FrameClock(hz: 120).time(ofFrame: 3)                          // 0.025
/// FrameClock(intervals: [1.0 / 120, 1.0 / 60]).time(ofFrame: 2)  // 0.025
/// ```
public struct FrameClock: Hashable, Sendable, CustomStringConvertible {
    private enum Schedule: Hashable, Sendable {
        case fixed(hz: Double)
        case variable(intervals: [Double], starts: [Double], period: Double)
    }

    private let schedule: Schedule

    /// A fixed refresh rate.
    ///
    /// - Parameter hz: Frames per second, finite and > 0 (60, 90 and 120 are the usual ones).
    public init(hz: Double) {
        precondition(hz.isFinite && hz > 0, "a refresh rate must be finite and positive")
        schedule = .fixed(hz: hz)
    }

    /// A variable schedule: the intervals between consecutive frames, repeated for ever.
    ///
    /// - Parameter intervals: Seconds between frames, at least one, each finite and > 0.
    init(intervals: [Double]) {
        precondition(!intervals.isEmpty, "a frame schedule needs at least one interval")
        precondition(intervals.allSatisfy { $0.isFinite && $0 > 0 }, "frame intervals must be finite and positive")
        var starts: [Double] = []
        var sum = 0.0
        for interval in intervals {
            starts.append(sum)
            sum += interval
        }
        schedule = .variable(intervals: intervals, starts: starts, period: sum)
    }

    /// 60 Hz.
    public static let hz60 = FrameClock(hz: 60)
    /// 90 Hz.
    public static let hz90 = FrameClock(hz: 90)
    /// 120 Hz.
    public static let hz120 = FrameClock(hz: 120)

    /// The refresh rate, or `nil` for a variable schedule.
    public var hz: Double? {
        if case .fixed(let hz) = schedule { return hz }
        return nil
    }

    /// The time of frame `frame`, in seconds from frame 0.
    ///
    /// - Parameter frame: The frame's index, `>= 0`.
    /// - Returns: Seconds.
    /// - Complexity: O(1).
    /// The mean number of frames per second.
    var framesPerSecond: Double {
        switch schedule {
        case .fixed(let hz): hz
        case .variable(let intervals, _, let period): Double(intervals.count) / period
        }
    }

    /// How many frames a session ending at `endTime` has: frames 0 through the first one at or after `endTime`,
    /// as ``MotionSampler`` makes them, without making them.
    ///
    /// - Complexity: O(1) for a fixed rate; O(intervals) for a variable one.
    func frameCount(through endTime: Double) -> Int {
        guard endTime > 0 else { return 1 }
        var frame = max(0, Int((endTime * framesPerSecond).rounded(.down)) - 1)
        while frame > 0, time(ofFrame: frame - 1) >= endTime { frame -= 1 }
        while time(ofFrame: frame) < endTime { frame += 1 }
        return frame + 1
    }

    @inline(__always)
    func time(ofFrame frame: Int) -> Double {
        switch schedule {
        case .fixed(let hz):
            return Double(frame) / hz
        case .variable(let intervals, let starts, let period):
            let (cycle, index) = frame.quotientAndRemainder(dividingBy: intervals.count)
            return Double(cycle) * period + starts[index]
        }
    }

    /// `120 Hz`, or `variable 8.333,16.667 ms` (the intervals in milliseconds).
    public var description: String {
        switch schedule {
        case .fixed(let hz):
            return "\(NumberFormatting.shortest(hz)) Hz"
        case .variable(let intervals, _, _):
            return "variable " + intervals.map { NumberFormatting.shortest($0 * 1000) }.joined(separator: ",") + " ms"
        }
    }
}
