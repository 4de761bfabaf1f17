import StretchyCore
import StretchyStore

/// Times a stack frame by frame while a replay runs; see ``ProfileReport`` for the method.
struct ReplayProfiler {
    static let behaviorSamplingInterval = 16

    private let clock: any ReplayClock
    private let identifiers: [String]
    private var histogram = LatencyHistogram()
    private var costs: [UInt64]
    private var behaviorFrames = 0
    private let clockReadNanoseconds: Double
    /// Every frame's timings, in ``ProfileMode/everyFrame(capacity:)``.
    private var timings: FrameTimings?
    /// One frame's behaviour costs, for ``timings``.
    private var frameCosts: [UInt64]

    init(stack: BehaviorStack, clock: any ReplayClock, mode: ProfileMode = .sampled) {
        self.clock = clock
        self.identifiers = stack.identifiers
        self.costs = [UInt64](repeating: 0, count: identifiers.count)
        self.frameCosts = costs
        if case .everyFrame(let capacity) = mode {
            timings = FrameTimings(behaviors: identifiers, capacity: capacity)
        }
        let reads = 10_000
        let start = clock.nanoseconds()
        var last = start
        for _ in 0..<reads { last = clock.nanoseconds() }
        clockReadNanoseconds = Double(last - start) / Double(reads)
    }

    /// Steps the runner for one frame, timing it.
    mutating func step(_ runner: inout StackRunner, _ sample: ScrollSample, seq: Int) throws -> HeaderLayout {
        if timings != nil { return try stepEveryBehavior(&runner, sample) }
        if seq % Self.behaviorSamplingInterval == 0 {
            behaviorFrames += 1
            let clock = self.clock
            return try runner.step(sample, addingCostsTo: &costs) { clock.nanoseconds() }
        }
        let start = clock.nanoseconds()
        let layout = try runner.step(sample)
        histogram.record(clock.nanoseconds() - start)
        return layout
    }

    /// Steps the runner for one frame, timing it and each behaviour, and records the frame in ``timings``.
    private mutating func stepEveryBehavior(_ runner: inout StackRunner, _ sample: ScrollSample) throws
        -> HeaderLayout
    {
        let clock = self.clock
        for index in frameCosts.indices { frameCosts[index] = 0 }
        let start = clock.nanoseconds()
        let layout = try runner.step(sample, addingCostsTo: &frameCosts) { clock.nanoseconds() }
        let nanoseconds = clock.nanoseconds() &- start
        histogram.record(nanoseconds)
        behaviorFrames += 1
        for index in frameCosts.indices { costs[index] &+= frameCosts[index] }
        frameCosts.withUnsafeBufferPointer { timings!.append(sample, nanoseconds: nanoseconds, costs: $0) }
        return layout
    }

    func report() -> ProfileReport {
        let frames = Double(max(1, behaviorFrames))
        return ProfileReport(
            latencyFrames: histogram.count, p50: histogram.percentile(0.5), p90: histogram.percentile(0.9),
            p99: histogram.percentile(0.99), maximum: histogram.maximum,
            behaviors: zip(identifiers, costs).map { identifier, total in
                BehaviorCost(
                    identifier: identifier,
                    nanosecondsPerFrame: max(0, Double(total) / frames - clockReadNanoseconds))
            },
            behaviorFrames: behaviorFrames, clockReadNanoseconds: clockReadNanoseconds,
            latencyBands: histogram.powerOfTwoCounts(), timings: timings)
    }
}
