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

    /// Replays the session three times: once through both stacks in lockstep to compare, then once through each
    /// stack alone to time it.
    ///
    /// - Parameters:
    ///   - makeSource: Opens the session's samples from the start; called three times.
    ///   - clock: Times the two stacks.
    /// - Throws: ``InvalidSample`` or whatever the source throws.
    package func run<Source: SampleSource>(
        clock: some ReplayClock = MonotonicClock(),
        makeSource: () throws -> Source
    ) throws -> ComparisonReport {
        let (fields, onlyInFirst, onlyInSecond) = matchFields()
        var differences = fields.map { FieldDifference(name: $0.name) }
        var firstRunner = first.makeRunner()
        var secondRunner = second.makeRunner()
        var source = try makeSource()
        var seq = 0
        while let sample = try source.next() {
            let a = try firstRunner.step(sample)
            let b = try secondRunner.step(sample)
            for (index, field) in fields.enumerated() {
                differences[index].record(
                    seq: seq, first: field.read(a), second: field.readSecond(b), tolerance: tolerance)
            }
            seq += 1
        }
        return ComparisonReport(
            frames: seq, tolerance: tolerance, fields: differences, onlyInFirst: onlyInFirst,
            onlyInSecond: onlyInSecond, firstNanoseconds: try time(first, clock: clock, makeSource: makeSource),
            secondNanoseconds: try time(second, clock: clock, makeSource: makeSource))
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
            FrameColumns.fixed + [
                FrameColumns.settleOffset, FrameColumns.settleDuration, FrameColumns.collapsedFraction,
            ])
        var onlyInFirst: [String] = []
        var onlyInSecond: [String] = []
        // The optional layout columns: compared when both stacks have them, listed as one-sided otherwise.
        let optional: [(String, Bool, Bool, KeyPath<HeaderLayout, Double>)] = [
            (FrameColumns.settleOffset, first.settles, second.settles, \.settleOffset),
            (
                FrameColumns.collapsedFraction, first.reportsCollapsedFraction, second.reportsCollapsedFraction,
                \.collapsedFraction
            ),
            (FrameColumns.settleDuration, first.reportsSettleDuration, second.reportsSettleDuration, \.settleDuration),
        ]
        for (name, inFirst, inSecond, path) in optional {
            switch (inFirst, inSecond) {
            case (true, true):
                fields.append(Field(name: name, read: { $0[keyPath: path] }, readSecond: { $0[keyPath: path] }))
            case (true, false): onlyInFirst.append(name)
            case (false, true): onlyInSecond.append(name)
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
