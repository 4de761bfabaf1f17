import Foundation
import _StretchySystem

/// A progress line for long work, redrawn in place on standard error: what is done of the total, the rate and the
/// time left, such as `replaying: 12 of 100 sessions (12 %), 4.1 sessions/s, about 21 s left`.
///
/// It draws only when the context says standard error is a terminal (``CommandContext/showsProgress``, from
/// `isatty(2)`) and the command was not given `--quiet`; otherwise every call does nothing, so piped and captured
/// output never holds one. It redraws at most every 100 ms and erases itself when the work ends. Safe to advance
/// from several threads.
///
/// For example:
///
/// ```swift
/// let progress = ProgressLine("replaying", total: sessions.count, unit: "session", context: context, quiet: quiet)
/// for session in sessions { replay(session); progress.advance() }
/// progress.finish()
/// ```
final class ProgressLine: @unchecked Sendable {
    private let label: String
    private let total: Int?
    private let unit: String
    private let output: (any TextOutput)?
    private let clock: () -> UInt64
    private let started: UInt64
    private let lock = NSLock()
    private var done = 0
    private var lastDrawn: UInt64?
    private var drawn = false

    /// Creates a progress line, drawn only when `context.showsProgress` and not `quiet`.
    ///
    /// - Parameters:
    ///   - label: What is being done: `importing`, `replaying`.
    ///   - total: How many units the work has, or `nil` when not known in advance.
    ///   - unit: The singular noun of a unit: `sample`, `session`.
    ///   - context: Where to draw, and whether to.
    ///   - quiet: `--quiet`: draw nothing.
    ///   - clock: Nanoseconds of a monotonic clock; injected by tests.
    init(
        _ label: String, total: Int?, unit: String, context: CommandContext, quiet: Bool,
        clock: @escaping () -> UInt64 = monotonicNanoseconds
    ) {
        self.label = label
        self.total = total
        self.unit = unit
        self.output = context.showsProgress && !quiet ? context.standardError : nil
        self.clock = clock
        self.started = clock()
    }

    /// Whether the line is drawn at all; when not, callers may skip the per-unit calls.
    var isDrawn: Bool { output != nil }

    /// Counts `count` more units done, and redraws when 100 ms have passed since the last drawing.
    func advance(by count: Int = 1) {
        guard let output else { return }
        lock.lock()
        defer { lock.unlock() }
        done += count
        let now = clock()
        if let lastDrawn, now - lastDrawn < 100_000_000 { return }
        lastDrawn = now
        drawn = true
        output.write("\r\u{1B}[K" + Self.text(label, done: done, total: total, unit: unit, elapsed: now - started))
        output.flush()
    }

    /// Erases the line, so what the command prints next starts on a clean line.
    func finish() {
        guard let output else { return }
        lock.lock()
        defer { lock.unlock() }
        guard drawn else { return }
        output.write("\r\u{1B}[K")
        output.flush()
        drawn = false
    }

    /// The line's text: `label: done of total units (percent), rate, time left`; without a total, `label: done
    /// units, rate`.
    ///
    /// - Parameter elapsed: Nanoseconds since the work began.
    static func text(_ label: String, done: Int, total: Int?, unit: String, elapsed: UInt64) -> String {
        let seconds = Double(elapsed) / 1e9
        let rate = seconds > 0 ? Double(done) / seconds : 0
        let rateText = "\(SummaryFormatter.readable(rate.rounded(rate < 10 ? .toNearestOrEven : .down))) \(unit)s/s"
        guard let total, total > 0 else {
            return "\(label): \(HumanUnits.count(done, unit)), \(rateText)"
        }
        let percent = Int((Double(done) / Double(total) * 100).rounded(.down))
        var text =
            "\(label): \(HumanUnits.grouped(done)) of \(HumanUnits.count(total, unit)) (\(percent) %), \(rateText)"
        if rate > 0, done < total {
            text += ", about \(HumanUnits.seconds((Double(total - done) / rate).rounded(.up))) left"
        }
        return text
    }
}
