import Foundation
import StretchyCore
import _StretchySystem

/// One line of the report: a target's value against its baseline and its limit.
struct BenchRow {
    /// The target's number in the issue and a short name, e.g. `1 engine ns/frame`.
    var target: String
    /// The value measured, formatted with its unit.
    var value: String
    /// The baseline it is compared with, formatted, or `-`.
    var baseline: String
    /// value / baseline (or the ratio the target is about), formatted, or `-`.
    var ratio: String
    /// The limit, e.g. `<= 1.5x`.
    var limit: String
    /// Whether the target holds; nil for rows that only inform.
    var holds: Bool?

    /// Whether a verdict may be drawn from it; false for `--quick` rows, whose inputs are too small.
    var isJudged = true

    /// PASS, MISS, `info`, or `not judged` for a quick run's row.
    var verdict: String {
        guard isJudged else { return holds == nil ? "info" : "not judged" }
        return switch holds {
        case true?: "PASS"
        case false?: "MISS"
        case nil: "info"
        }
    }

    /// The row of a quick run: the same numbers, no verdict.
    var unjudged: BenchRow {
        var row = self
        row.isJudged = false
        return row
    }

    /// A row for a file's size that must be at most `limit` megabytes (1,000,000 bytes each).
    static func fileSize(_ target: String, path: String, atMostMegabytes limit: Double, decimals: Int = 2) -> BenchRow {
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        let megabytes = Double(bytes) / 1_000_000
        return BenchRow(
            target: target, value: String(format: "%.\(decimals)f MB", megabytes), baseline: "-", ratio: "-",
            limit: "<= \(NumberFormatting.shortest(limit)) MB", holds: megabytes <= limit)
    }

    /// A row for a time that must be at most `limit` times its baseline's, measured side by side.
    static func time(
        _ target: String, _ value: Double, note: String = "", baseline: Double, baselineNote: String,
        atMost limit: Double
    ) -> BenchRow {
        BenchRow(
            target: target, value: Format.duration(value) + note,
            baseline: Format.duration(baseline) + baselineNote, ratio: Format.ratio(value / baseline),
            limit: "<= \(NumberFormatting.shortest(limit))x", holds: value / baseline <= limit)
    }
}
