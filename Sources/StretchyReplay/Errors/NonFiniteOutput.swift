import StretchyCore
import _StretchySystem

/// A stack laid out a value that is NaN or infinite: no frame file, digest, golden, comparison or report can carry it.
///
/// Replays, comparisons and reports check every value they consume (the columns of the frames, and a report's every
/// attribute) and stop at the first frame holding one. ``behavior`` names the first behaviour of the stack after which
/// ``field`` was no longer finite on that frame, found by replaying up to it behaviour by behaviour
/// (``attributed(to:replaying:)``).
///
/// For example: `behaviour 'nan-maker' made 'header_height' nan on frame 12`.
public struct NonFiniteOutput: UserFacingError, Equatable {
    /// Which of two compared stacks laid the value out.
    public enum Side: String, Sendable {
        /// The first stack (`--behaviors`).
        case first
        /// The second stack (`--against`, `--against-header`).
        case second
    }

    /// The frame's sequence number, from 0.
    public var frame: Int
    /// The column, such as `header_height` or `title.alpha`.
    public var field: String
    /// The value: NaN, or an infinity.
    public var value: Double
    /// The identifier of the behaviour that made it so, once known.
    public var behavior: String?
    /// Which of two compared stacks laid it out; `nil` when there is one.
    public var side: Side?

    /// What is wrong, naming the behaviour, the field and the frame.
    public var description: String {
        let value = NumberFormatting.shortest(value)
        let stack = side.map { " of the \($0.rawValue) stack" } ?? ""
        return if let behavior {
            "behaviour '\(behavior)'\(stack) made '\(field)' \(value) on frame \(frame)"
        } else {
            "'\(field)' is \(value) on frame \(frame)\(stack)"
        }
    }

    /// How to put it right.
    public var hint: String? {
        "Every value a stack lays out must be a finite number: fix the behaviour's arithmetic for that frame, or "
            + "leave the behaviour out of the stack."
    }

    /// Compares every member, values by bit pattern (so NaN equals NaN).
    public static func == (lhs: NonFiniteOutput, rhs: NonFiniteOutput) -> Bool {
        lhs.frame == rhs.frame && lhs.field == rhs.field && lhs.value.bitPattern == rhs.value.bitPattern
            && lhs.behavior == rhs.behavior && lhs.side == rhs.side
    }

    /// The first value of a frame that is not finite, by column, or `nil` when every one is.
    ///
    /// - Parameters:
    ///   - values: The frame's values.
    ///   - names: Their columns, one per value.
    ///   - frame: The frame's sequence number.
    ///   - side: Which of two compared stacks laid them out, if there are two.
    package static func first(
        in values: [Double], names: some Collection<String>, frame: Int, side: Side? = nil
    ) -> NonFiniteOutput? {
        // The values alone first: reading the names would retain each one on every frame.
        guard let index = values.firstIndex(where: { !$0.isFinite }), index < names.count else { return nil }
        let name = names[names.index(names.startIndex, offsetBy: index)]
        return NonFiniteOutput(frame: frame, field: name, value: values[index], side: side)
    }

    /// This error with ``behavior`` found: replays the samples up to ``frame`` through `stack`, then that frame one
    /// behaviour at a time, and names the first behaviour after which ``field`` is not finite.
    ///
    /// - Parameters:
    ///   - stack: The stack that laid the value out.
    ///   - source: The session's samples from the start.
    /// - Returns: The error naming the behaviour; unchanged when ``field`` is no column of `stack` or no behaviour
    ///   makes it so again.
    /// - Throws: What the source throws, or ``InvalidSample``.
    /// - Complexity: One pass over the samples up to ``frame``.
    package func attributed(to stack: BehaviorStack, replaying source: inout some SampleSource) throws
        -> NonFiniteOutput
    {
        let columns = FrameColumns.everyAttribute(of: stack)
        guard let column = columns.names.firstIndex(of: field), column > 0 else { return self }
        var runner = stack.makeRunner()
        var values: [Double] = []
        for _ in 0..<frame {
            guard let sample = try source.next() else { return self }
            _ = try runner.step(sample)
        }
        guard let sample = try source.next() else { return self }
        var culprit: Int?
        _ = try runner.step(sample) { behavior, layout in
            guard culprit == nil else { return }
            columns.values(sample: sample, layout: layout, into: &values)
            if !values[column - 1].isFinite { culprit = behavior }
        }
        var attributed = self
        attributed.behavior = culprit.map { stack.behaviors[$0].identifier }
        return attributed
    }
}
