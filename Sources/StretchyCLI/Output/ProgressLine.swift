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

    /// How long the work runs before the line shows a rate and a time left, nanoseconds: one second.
    static let estimateDelay: UInt64 = 1_000_000_000

    /// Whether the line is drawn at all; when not, callers may skip the per-unit calls.
    var isDrawn: Bool { output != nil }

    /// Counts `count` more units done, and redraws when 100 ms have passed since the last drawing.
    func advance(by count: Int = 1) {
        guard output != nil else { return }
        lock.lock()
        defer { lock.unlock() }
        done += count
        redraw(fraction: nil)
    }

    /// Sets how many units are done and what share of the work that is, 0 to 1, when the work is measured in
    /// something else than its units (an import's samples, by the bytes of the file read), and redraws when 100 ms
    /// have passed since the last drawing.
    func update(done: Int, fraction: Double?) {
        guard output != nil else { return }
        lock.lock()
        defer { lock.unlock() }
        self.done = done
        redraw(fraction: fraction)
    }

    /// Draws the line unless it was drawn less than 100 ms ago; called with the lock held.
    private func redraw(fraction: Double?) {
        guard let output else { return }
        let now = clock()
        if let lastDrawn, now - lastDrawn < 100_000_000 { return }
        lastDrawn = now
        drawn = true
        output.write(
            "\r\u{1B}[K"
                + Self.text(label, done: done, total: total, fraction: fraction, unit: unit, elapsed: now - started))
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

    /// The line's text: `label: done of total units (percent), rate, time left`; with a share of the work instead
    /// of a total, `label: done units (percent), rate, time left`; with neither, `label: done units, rate`. The rate
    /// and the time left wait for ``estimateDelay`` of work: after the first unit they would be guesses.
    ///
    /// - Parameters:
    ///   - fraction: The share of the work done, 0 to 1, when there is no total in units.
    ///   - elapsed: Nanoseconds since the work began.
    static func text(
        _ label: String, done: Int, total: Int?, fraction: Double? = nil, unit: String, elapsed: UInt64
    ) -> String {
        let seconds = Double(elapsed) / 1e9
        let estimates = elapsed >= estimateDelay
        let rate = seconds > 0 ? Double(done) / seconds : 0
        let rateText =
            estimates
            ? ", \(SummaryFormatter.readable(rate.rounded(rate < 10 ? .toNearestOrEven : .down))) \(unit)s/s" : ""
        // The work as a share done and a share left: whole units when the total is known, so that the time left is
        // exact for round numbers.
        let shares: (done: Double, left: Double)? =
            total.map { $0 > 0 ? (Double(done), Double($0 - done)) : (1, 0) } ?? fraction.map { ($0, 1 - $0) }
        guard let shares else {
            return "\(label): \(HumanUnits.count(done, unit))\(rateText)"
        }
        let percent = Int((shares.done / (shares.done + shares.left) * 100).rounded(.down))
        let doneText =
            total.map { "\(HumanUnits.grouped(done)) of \(HumanUnits.count($0, unit))" }
            ?? HumanUnits.count(done, unit)
        var text = "\(label): \(doneText) (\(percent) %)\(rateText)"
        if estimates, shares.done > 0, shares.left > 0, seconds > 0 {
            text += ", about \(HumanUnits.seconds((seconds * shares.left / shares.done).rounded(.up))) left"
        }
        return text
    }
}
