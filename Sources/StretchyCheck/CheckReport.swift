import StretchyCore
import StretchyStore
import _StretchySystem

/// What a ``StackChecker`` run checked and found.
public struct CheckReport: Sendable {
    /// The stack as written.
    public var stack: String
    /// The seed of the generated sessions.
    public var seed: UInt64
    /// Sessions checked: the corpus's, then the generated ones.
    public var sessions: Int
    /// Frames replayed in those sessions' first runs.
    public var frames: Int
    /// The names of the invariants checked.
    public var invariants: [String]
    /// Universal invariants the stack's behaviours exclude, with the behaviour and the reason.
    public var exclusions: [(behavior: String, exclusion: InvariantExclusion)]
    /// The wall-clock time taken, in seconds (from the injected clock).
    public var seconds: Double
    /// The first failure, by session order; `nil` when every session passed.
    public var failure: CheckFailure?

    /// The summary: what was checked and, when something failed, what and where.
    public var text: String {
        var lines: [String] = []
        let rate = seconds > 0 ? " (\(Self.readable(Double(sessions) / seconds)) sessions/s)" : ""
        let time = Self.readable(seconds) == "0" ? "under 0.01 s" : "\(Self.readable(seconds)) s"
        lines.append(
            "Checked \(NumberFormatting.count(sessions, "session")), \(NumberFormatting.count(frames, "frame")), "
                + "against \(NumberFormatting.count(invariants.count, "invariant")) of '\(stack)' "
                + "with seed \(seed) in \(time)\(rate).")
        lines.append("Invariants: " + invariants.joined(separator: ", ") + ".")
        for (behavior, exclusion) in exclusions {
            lines.append("Not checked: \(exclusion.invariant) (\(behavior): \(exclusion.reason))")
        }
        guard let failure else {
            lines.append("No failures.")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append(
            "FAILED: '\(failure.original.invariant)' at frame \(failure.original.frame) of \(failure.session): "
                + failure.original.detail + ".")
        let gestures =
            failure.script == nil
            ? ""
            : ", \(NumberFormatting.grouped(failure.gestures.original)) to "
                + NumberFormatting.count(failure.gestures.shrunk, "gesture")
        lines.append(
            "Shrunk from \(NumberFormatting.grouped(failure.originalSampleCount)) to "
                + "\(NumberFormatting.count(failure.samples.count, "sample"))\(gestures); it fails at "
                + "frame \(failure.violation.frame): \(failure.violation.detail).")
        // The sample file format `import` reads, so the shrunk session can be pasted into a file and imported.
        lines.append(SampleFileFormat.csv.headerLine ?? "")
        for sample in failure.samples {
            lines.append(SampleFileFormat.csv.line(for: sample))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func readable(_ value: Double) -> String {
        NumberFormatting.shortest((value * 100).rounded() / 100)
    }
}
