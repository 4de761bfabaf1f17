import StretchyCore

/// Every frame of a profiled replay, timed behaviour by behaviour: what the report's timeline and a trace file
/// (``TraceWriter``) draw.
///
/// Kept in flat arrays, one element per frame (and one per frame and behaviour), that grow by doubling from a
/// capacity given up front, so recording a frame allocates nothing. A frame's sequence number is its index. Costs are
/// whole nanoseconds as measured with the replay's clock, each including one clock read (the calibrated cost of one
/// is ``ProfileReport/clockReadNanoseconds``), saturating at `UInt32.max` (4.3 s).
///
/// For example, the slowest frame and its costs:
///
/// ```swift
/// let slowest = timings.frameNanoseconds.indices.max { timings.frameNanoseconds[$0] < timings.frameNanoseconds[$1] }
/// print(timings.times[slowest!], timings.costs(ofFrame: slowest!))
/// ```
package struct FrameTimings: Hashable, Sendable {
    /// The behaviours' identifiers, in the order the stack runs them.
    package let behaviors: [String]
    /// Each frame's sample time in seconds, as recorded.
    package private(set) var times: [Double] = []
    /// Each frame's scroll offset in points.
    package private(set) var offsets: [Double] = []
    /// Each frame's scroll phase.
    package private(set) var phases: [ScrollPhase] = []
    /// Each frame's whole step in nanoseconds, from before the stack starts the frame until after its last behaviour.
    package private(set) var frameNanoseconds: [UInt32] = []
    /// Each behaviour's cost in nanoseconds, frame-major: frame `f`'s behaviour `b` is at `f * behaviors.count + b`.
    package private(set) var behaviorNanoseconds: [UInt32] = []

    /// An empty record.
    ///
    /// - Parameters:
    ///   - behaviors: The stack's behaviour identifiers.
    ///   - capacity: How many frames to make room for at once, such as the session's sample count.
    package init(behaviors: [String], capacity: Int = 0) {
        self.behaviors = behaviors
        let frames = max(0, capacity)
        times.reserveCapacity(frames)
        offsets.reserveCapacity(frames)
        phases.reserveCapacity(frames)
        frameNanoseconds.reserveCapacity(frames)
        behaviorNanoseconds.reserveCapacity(frames * behaviors.count)
    }

    /// The number of frames recorded.
    package var count: Int { frameNanoseconds.count }

    /// Records one frame.
    ///
    /// - Parameters:
    ///   - sample: The frame's sample.
    ///   - nanoseconds: The whole step.
    ///   - costs: Each behaviour's cost this frame, `behaviors.count` of them.
    @inline(__always)
    package mutating func append(_ sample: ScrollSample, nanoseconds: UInt64, costs: UnsafeBufferPointer<UInt64>) {
        times.append(sample.time)
        offsets.append(sample.offsetY)
        phases.append(sample.phase)
        frameNanoseconds.append(UInt32(clamping: nanoseconds))
        for cost in costs { behaviorNanoseconds.append(UInt32(clamping: cost)) }
    }

    /// One frame's behaviour costs, in stack order.
    package func costs(ofFrame frame: Int) -> ArraySlice<UInt32> {
        behaviorNanoseconds[(frame * behaviors.count)..<((frame + 1) * behaviors.count)]
    }
}
