import StretchyCore
import _StretchySystem

/// Replays one session through two stacks in lockstep and reports, per output field, the largest difference and the
/// first frame where the two diverge, and how long each stack takes.
///
/// For example:
///
/// ```swift
/// let comparison = StackComparison(first: immediate, second: topOnly, tolerance: 0)
/// let report = try comparison.run { ArraySampleSource(samples) }
/// print(report.isWithinTolerance, report.timingRatio)
/// ```
package struct StackComparison: Sendable {
    /// The first stack.
    package let first: BehaviorStack
    /// The second stack.
    package let second: BehaviorStack
    /// Differences up to this size (absolute) are not divergences.
    package let tolerance: Double

    /// Prepares a comparison.
    package init(first: BehaviorStack, second: BehaviorStack, tolerance: Double = 0) {
        self.first = first
        self.second = second
        self.tolerance = tolerance
    }

    /// One compared field: where to read it in each side's layout.
    private struct Field {
        var name: String
        var read: (HeaderLayout) -> Double
        var readSecond: (HeaderLayout) -> Double
    }

    /// How many times each stack is timed by default: enough for a median and a spread.
    package static let defaultRepetitions = 5

    /// Replays the session once through both stacks in lockstep to compare, once through each untimed to warm up,
    /// then times each stack alone `repetitions` times, interleaved (first, second, then second, first, ...), so that a slow moment of a shared
    /// machine falls on both sides.
    ///
    /// - Parameters:
    ///   - repetitions: How many times each stack is timed (at least 1).
    ///   - makeSource: Opens the session's samples from the start; called `3 + 2 * repetitions` times.
    ///   - clock: Times the two stacks.
    /// - Throws: ``InvalidSample``; ``NonFiniteOutput`` (with its side, without its behaviour) for a frame of either
    ///   side holding a value that is NaN or infinite; whatever the source throws.
    package func run<Source: SampleSource>(
        repetitions: Int = StackComparison.defaultRepetitions,
        clock: some ReplayClock = MonotonicClock(),
        makeSource: () throws -> Source
    ) throws -> ComparisonReport {
        let (fields, onlyInFirst, onlyInSecond) = matchFields()
        var differences = fields.map { FieldDifference(name: $0.name) }
        var firstRunner = first.makeRunner()
        var secondRunner = second.makeRunner()
        var source = try makeSource()
        var seq = 0
        let columns = (FrameColumns(stack: first), FrameColumns(stack: second))
        var values: [Double] = []
        while let sample = try source.next() {
            let a = try firstRunner.step(sample)
            let b = try secondRunner.step(sample)
            // Every column of both sides must be finite, those only one side writes too.
            try Self.checkFinite(a, sample: sample, columns: columns.0, frame: seq, side: .first, buffer: &values)
            try Self.checkFinite(b, sample: sample, columns: columns.1, frame: seq, side: .second, buffer: &values)
            for (index, field) in fields.enumerated() {
                differences[index].record(
                    seq: seq, first: field.read(a), second: field.readSecond(b), tolerance: tolerance)
            }
            seq += 1
        }
        // One untimed pass each first: the first pass through a stack pays for cold caches.
        _ = try time(first, clock: MonotonicClock(), makeSource: makeSource)
        _ = try time(second, clock: MonotonicClock(), makeSource: makeSource)
        var firstTimes: [UInt64] = []
        var secondTimes: [UInt64] = []
        for repetition in 0..<max(1, repetitions) {
            if repetition.isMultiple(of: 2) {
                firstTimes.append(try time(first, clock: clock, makeSource: makeSource))
                secondTimes.append(try time(second, clock: clock, makeSource: makeSource))
            } else {
                secondTimes.append(try time(second, clock: clock, makeSource: makeSource))
                firstTimes.append(try time(first, clock: clock, makeSource: makeSource))
            }
        }
        return ComparisonReport(
            frames: seq, tolerance: tolerance, fields: differences, onlyInFirst: onlyInFirst,
            onlyInSecond: onlyInSecond, firstTimes: firstTimes, secondTimes: secondTimes)
    }

    /// Throws ``NonFiniteOutput`` for the first column of a side's frame that is NaN or infinite.
    private static func checkFinite(
        _ layout: HeaderLayout, sample: ScrollSample, columns: FrameColumns, frame: Int, side: NonFiniteOutput.Side,
        buffer: inout [Double]
    ) throws(NonFiniteOutput) {
        columns.values(sample: sample, layout: layout, into: &buffer)
        if let error = NonFiniteOutput.first(in: buffer, names: columns.names.dropFirst(), frame: frame, side: side) {
            throw error
        }
    }

    private func time<Source: SampleSource>(
        _ stack: BehaviorStack, clock: some ReplayClock, makeSource: () throws -> Source
    ) throws -> UInt64 {
        var source = try makeSource()
        var runner = stack.makeRunner()
        let start = clock.nanoseconds()
        while let sample = try source.next() {
            keepAlive(try runner.step(sample).headerHeight)
        }
        return clock.nanoseconds() - start
    }

    private func matchFields() -> ([Field], onlyInFirst: [String], onlyInSecond: [String]) {
        var fields: [Field] = [
            Field(name: "header_y", read: \.headerY, readSecond: \.headerY),
            Field(name: "header_height", read: \.headerHeight, readSecond: \.headerHeight),
            Field(name: "content_y", read: \.contentY, readSecond: \.contentY),
            Field(name: "content_height", read: \.contentHeight, readSecond: \.contentHeight),
            Field(name: "stretch_factor", read: \.stretchFactor, readSecond: \.stretchFactor),
        ]
        let firstColumns = FrameColumns(stack: first)
        let secondColumns = FrameColumns(stack: second)
        let names = Set(firstColumns.names + secondColumns.names).subtracting(
            FrameColumns.fixed + LayoutMeasure.allCases.map(\.column))
        var onlyInFirst: [String] = []
        var onlyInSecond: [String] = []
        // The optional layout values: compared when both stacks have them, listed as one-sided otherwise.
        for measure in LayoutMeasure.allCases {
            switch (firstColumns.includes(measure), secondColumns.includes(measure)) {
            case (true, true):
                fields.append(
                    Field(
                        name: measure.column, read: { measure.value(in: $0) }, readSecond: { measure.value(in: $0) }))
            case (true, false): onlyInFirst.append(measure.column)
            case (false, true): onlyInSecond.append(measure.column)
            case (false, false): break
            }
        }
        for name in names.sorted() {
            let a = SubviewAttributeKey(column: name, in: first.configuration)
            let b = SubviewAttributeKey(column: name, in: second.configuration)
            switch (a, b) {
            case let (a?, b?):
                fields.append(
                    Field(
                        name: name, read: { $0.subviews[a.subview][a.attribute] },
                        readSecond: { $0.subviews[b.subview][b.attribute] }))
            case (_?, nil): onlyInFirst.append(name)
            case (nil, _?): onlyInSecond.append(name)
            case (nil, nil): break
            }
        }
        return (fields, onlyInFirst, onlyInSecond)
    }
}
