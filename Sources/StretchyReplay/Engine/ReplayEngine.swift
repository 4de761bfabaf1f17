import StretchyCore

/// Replays samples through a behaviour stack: one layout per sample, a digest over all of them, and a summary.
///
/// For example:
///
/// ```swift
/// let stack = try BehaviorRegistry.builtIn.makeStack(stack: "top-only,fade", configuration: .profileHeader)
/// var source = ArraySampleSource(samples)
/// let summary = try ReplayEngine(stack: stack).run(&source) { frame in print(frame.layout.headerHeight) }
/// print(summary.digest)
/// ```
public struct ReplayEngine: Sendable {
    /// The stack replayed.
    public let stack: BehaviorStack
    /// The columns of its frames.
    package let columns: FrameColumns

    /// Prepares a replay of a stack.
    public init(stack: BehaviorStack) {
        self.stack = stack
        self.columns = FrameColumns(stack: stack)
    }

    /// Replays every sample of a source in order.
    ///
    /// - Parameters:
    ///   - source: The samples; read one at a time, so memory does not grow with the session.
    ///   - clock: Measures the wall time reported in the summary; it never affects the frames or the digest.
    ///   - profile: Whether to time the stack frame by frame and behaviour by behaviour (``ProfileReport``).
    ///   - onFrame: Called with every frame, in order, for writers and comparisons.
    /// - Returns: The summary, digest included.
    /// - Throws: ``InvalidSample`` for a sample the stack refuses; ``NonFiniteOutput`` (without its behaviour, which
    ///   ``run(session:in:profile:onFrame:)`` finds) for a frame holding a value that is NaN or infinite, before the
    ///   frame reaches `onFrame`; whatever the source or `onFrame` throws.
    public func run(
        _ source: inout some SampleSource,
        clock: some ReplayClock = MonotonicClock(),
        profile: Bool = false,
        onFrame: (ReplayFrame) throws -> Void = { _ in }
    ) throws -> ReplaySummary {
        try run(&source, clock: clock, profiling: profile ? .sampled : nil, onFrame: onFrame)
    }

    /// Replays every sample of a source in order, profiled as `profiling` says (or not, for `nil`); otherwise the same
    /// as ``run(_:clock:profile:onFrame:)``.
    ///
    /// - Parameter profiling: How to profile: ``ProfileMode/everyFrame(capacity:)`` keeps every frame's timings in the
    ///   profile's ``ProfileReport/timings``.
    package func run(
        _ source: inout some SampleSource,
        clock: some ReplayClock = MonotonicClock(),
        profiling: ProfileMode?,
        onFrame: (ReplayFrame) throws -> Void = { _ in }
    ) throws -> ReplaySummary {
        var profiler = profiling.map { ReplayProfiler(stack: stack, clock: clock, mode: $0) }
        let start = clock.nanoseconds()
        var runner = stack.makeRunner()
        var digester = FrameDigester(columns: columns)
        var ranges = [ValueRange](repeating: ValueRange(), count: columns.names.count - 1)
        var frame = ReplayFrame(
            seq: 0, sample: ScrollSample(time: 0, offsetY: 0), layout: .init(restingFor: stack.configuration),
            values: [])
        frame.values.reserveCapacity(ranges.count)
        var firstTime: Double?
        while let sample = try source.next() {
            // Let go of the previous frame's layout first: the runner then owns its buffer alone and updates it
            // in place instead of copying it, so a replay allocates nothing per frame.
            frame.layout.subviews = []
            if profiler == nil {
                frame.layout = try runner.step(sample)
            } else {
                frame.layout = try profiler!.step(&runner, sample, seq: frame.seq)
            }
            frame.sample = sample
            columns.values(sample: sample, layout: frame.layout, into: &frame.values)
            // Through buffers: one uniqueness check per frame, not one per column. The pass that widens the ranges
            // also checks that every value is finite, so the stack's own step pays nothing for it.
            var carry: UInt64 = 0
            ranges.withUnsafeMutableBufferPointer { ranges in
                frame.values.withUnsafeBufferPointer { values in
                    for index in ranges.indices {
                        ranges[index].include(values[index])
                        // Only an exponent of all ones (NaN, an infinity) carries into the sign bit: an and, an add
                        // and an or per value, no branch (fewer instructions than `isFinite`, and than a loop of its
                        // own: stretchy-bench --only instructions).
                        carry |= (values[index].bitPattern & 0x7FF0_0000_0000_0000) &+ 0x0010_0000_0000_0000
                    }
                }
            }
            if carry >> 63 != 0,
                let error = NonFiniteOutput.first(in: frame.values, names: columns.names.dropFirst(), frame: frame.seq)
            {
                throw error
            }
            digester.add(seq: frame.seq, values: frame.values)
            try onFrame(frame)
            if firstTime == nil { firstTime = sample.time }
            frame.seq += 1
        }
        return ReplaySummary(
            frames: frame.seq,
            duration: firstTime.map { frame.sample.time - $0 } ?? 0,
            ranges: ranges,
            columns: columns,
            digest: digester.finalize(),
            wallNanoseconds: clock.nanoseconds() - start,
            profile: profiler?.report())
    }
}
