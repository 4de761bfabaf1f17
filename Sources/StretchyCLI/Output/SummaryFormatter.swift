import Foundation
import StretchyCore
import StretchyPluginKit
import StretchyReplay
import StretchyStore
import _StretchySystem

/// Writes replay summaries for people (aligned text) and for programs (JSON).
enum SummaryFormatter {
    /// What the summary is about, besides the summary itself.
    struct Context {
        var session: SessionInfo
        var stack: String
        var identifiers: [String]
        var header: String
        /// The plugins loaded for the stack, each listed with the behaviours it gave.
        var plugins: [LoadedPlugin] = []
    }

    /// A number for people: at most 4 significant digits below 10,000, a whole number with thousands separators
    /// from there to 1e15 (`16,670`, never `1.667e+04`).
    static func readable(_ value: Double) -> String {
        if value == 0 { return "0" }  // never "-0" for people
        if value == value.rounded(), abs(value) < 1e4 { return NumberFormatting.shortest(value) }
        if abs(value) >= 1e4, abs(value) < 1e15 { return HumanUnits.grouped(Int(value.rounded())) }
        return String(format: "%.4g", value)
    }

    /// A duration for people, from nanoseconds: `820 ns`, `12.5 µs`, `3.2 ms`, `1.25 s`.
    static func duration(nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: "\(readable(nanoseconds.rounded())) ns"
        case ..<1_000_000: "\(readable(nanoseconds / 1_000)) µs"
        case ..<1_000_000_000: "\(readable(nanoseconds / 1_000_000)) ms"
        default: "\(readable(nanoseconds / 1_000_000_000)) s"
        }
    }

    /// ` pt`, ` s` or nothing: the unit of a frames column's values, after a number.
    static func unitSuffix(_ column: String) -> String {
        let unit = FrameColumns.unit(ofColumn: column)
        return unit.isEmpty ? "" : " " + unit
    }

    /// The stack as the user wrote it, parameters included, then the behaviours in the order they run when that
    /// differs (stages sort them, and a default pinning behaviour may join): `top-only,fade=by=0.5 (runs as
    /// top-only, anchor-top, fade)`.
    static func stackLine(_ context: Context) -> String {
        let written = context.stack.split(separator: ",").map { $0.prefix { $0 != "=" } }
        guard written.map(String.init) != context.identifiers else { return context.stack }
        return "\(context.stack) (runs as \(context.identifiers.joined(separator: ", ")))"
    }

    static func text(_ summary: ReplaySummary, context: Context) -> String {
        let session = context.session
        var origin = session.metadata.source.rawValue
        if let rate = session.metadata.refreshRate { origin += ", \(readable(rate)) Hz" }
        let heading =
            "\(TerminalText.visible(session.name)): \(HumanUnits.count(summary.frames, "frame")) over \(HumanUnits.seconds(summary.duration)) "
            + "(\(origin)"
            + (session.isFinished ? ")" : ", unfinished)")
        var rows = [
            ["stack", stackLine(context)],
            ["header", context.header],
        ]
        for plugin in context.plugins {
            let gave = plugin.identifiers.isEmpty ? "no behaviours" : plugin.identifiers.joined(separator: ", ")
            rows.append(["plugin", "\(TerminalText.visible(plugin.path)) (\(gave))"])
        }
        let shown = ["header_height", "stretch_factor"] + summary.columns.names.dropFirst(FrameColumns.fixed.count)
        for column in shown {
            guard let range = summary.range(of: column), summary.frames > 0 else { continue }
            rows.append([column, "\(readable(range.minimum)) … \(readable(range.maximum))" + unitSuffix(column)])
        }
        rows.append(["digest", "sha256:\(summary.digest.hexadecimal)"])
        let perFrame = summary.frames > 0 ? Double(summary.wallNanoseconds) / Double(summary.frames) : 0
        rows.append([
            "time",
            "\(duration(nanoseconds: Double(summary.wallNanoseconds))) "
                + "(\(duration(nanoseconds: perFrame)) per frame, reading and digest included)",
        ])
        if let profile = summary.profile {
            rows += profileRows(profile, refreshRate: session.metadata.refreshRate ?? 60)
        }
        return heading + "\n" + labelled(rows)
    }

    /// Rows of a label and its value, the labels in one column at least 16 wide, so a long label such as
    /// `background.height` moves every value right instead of running into its own.
    static func labelled(_ rows: [[String]]) -> String {
        TableFormatter.render(rows, indent: "  ", gap: 1, minimumWidths: [16])
    }

    static func profileRows(_ profile: ProfileReport, refreshRate: Double) -> [[String]] {
        let budget = 1e9 / refreshRate
        let share = String(format: "%.4f", profile.budgetShare(refreshRate: refreshRate) * 100)
        let costs = profile.behaviors.map {
            "\($0.identifier) \(duration(nanoseconds: $0.nanosecondsPerFrame))"
        }
        return [
            [
                "latency",
                "p50 \(duration(nanoseconds: Double(profile.p50))), "
                    + "p90 \(duration(nanoseconds: Double(profile.p90))), "
                    + "p99 \(duration(nanoseconds: Double(profile.p99))), "
                    + "max \(duration(nanoseconds: Double(profile.maximum))) per frame",
            ],
            [
                "budget",
                "\(share) % of the \(duration(nanoseconds: budget)) frame at \(readable(refreshRate)) Hz (median frame)",
            ],
            ["per behaviour", "\(costs.joined(separator: ", ")) per frame"],
            [
                "profiler cost",
                "\(duration(nanoseconds: profile.clockReadNanoseconds)) per clock read; "
                    + "\(HumanUnits.grouped(profile.behaviorFrames)) frames timed per behaviour, "
                    + "\(HumanUnits.grouped(profile.latencyFrames)) whole",
            ],
        ]
    }

    static func json(_ summary: ReplaySummary, context: Context) -> JSONValue {
        var ranges: [(String, JSONValue)] = []
        for column in summary.columns.names.dropFirst() {
            guard let range = summary.range(of: column), summary.frames > 0 else { continue }
            ranges.append((column, .object([("min", .number(range.minimum)), ("max", .number(range.maximum))])))
        }
        var members: [(String, JSONValue)] = [
            ("session", .string(context.session.name)),
            ("source", .string(context.session.metadata.source.rawValue)),
            ("finished", .bool(context.session.isFinished)),
            ("stack", .string(context.stack)),
            ("behaviors", .array(context.identifiers.map(JSONValue.string))),
            ("header", .string(context.header)),
            ("frames", .number(Double(summary.frames))),
            ("duration", .number(summary.duration)),
            ("ranges", .object(ranges)),
            ("digest", .string(summary.digest.hexadecimal)),
            ("wall_ns", .number(Double(summary.wallNanoseconds))),
        ]
        if let profile = summary.profile {
            members.append(
                (
                    "profile",
                    .object([
                        ("p50_ns", .number(Double(profile.p50))), ("p90_ns", .number(Double(profile.p90))),
                        ("p99_ns", .number(Double(profile.p99))), ("max_ns", .number(Double(profile.maximum))),
                        (
                            "budget_share",
                            .number(profile.budgetShare(refreshRate: context.session.metadata.refreshRate ?? 60))
                        ),
                        ("clock_read_ns", .number(profile.clockReadNanoseconds)),
                        (
                            "behaviors",
                            .array(
                                profile.behaviors.map(\.jsonValue))
                        ),
                    ])
                ))
        }
        return .object(members)
    }
}
