import StretchyReplay
import _StretchySystem

/// Writes golden checks for people (a verdict, then a table of the fields that differ) and for programs (JSON).
enum GoldenFormatter {
    /// The check for `--format json`: the outcome and every difference, numbers in their shortest exact form.
    ///
    /// For example: `{"name": "v1", "matches": false, "frames": 319, "golden_frames": 319, "tolerance": 0,
    /// "saved": "...", "saved_stack": "top-only,fade", "missing_columns": [], "extra_columns": [],
    /// "differences": [{"field": "title.alpha", "largest_difference": 0.5, "first_frame": 12, "golden": 1,
    /// "now": 0.5}]}`.
    static func json(_ report: GoldenReport) -> JSONValue {
        let differences = report.fields.compactMap { field -> JSONValue? in
            field.firstDivergence.map { first in
                .object([
                    ("field", .string(field.name)), ("largest_difference", .number(field.largestDifference)),
                    ("first_frame", .number(Double(first.seq))), ("golden", .number(first.first)),
                    ("now", .number(first.second)),
                ])
            }
        }
        return .object([
            ("name", .string(report.golden.name)), ("matches", .bool(report.matches)),
            ("frames", .number(Double(report.frames))), ("golden_frames", .number(Double(report.golden.frames))),
            ("tolerance", .number(report.tolerance)), ("saved", .string(report.golden.created)),
            ("saved_stack", .string(report.golden.stack)),
            ("missing_columns", .array(report.missingColumns.map(JSONValue.string))),
            ("extra_columns", .array(report.extraColumns.map(JSONValue.string))),
            ("differences", .array(differences)),
        ])
    }

    /// The verdict as text; `stack` is the stack text this replay ran, named beside a golden saved with another.
    static func text(_ report: GoldenReport, stack: String) -> String {
        let golden = report.golden
        if report.matches {
            let verdict =
                "'\(golden.name)' matches: \(HumanUnits.count(report.frames, "frame"))"
                + (report.tolerance > 0
                    ? " within \(SummaryFormatter.readable(report.tolerance))"
                    : report.isBitForBit
                        ? ", bit for bit" : ", equal in value but not bit for bit (a zero's sign differs)")
            return SummaryFormatter.labelled([["golden", verdict]])
        }
        var lines = [
            String(
                SummaryFormatter.labelled([
                    ["golden", "'\(golden.name)' DIFFERS (saved \(golden.created) with '\(golden.stack)')"]
                ]).dropLast())
        ]
        if stack != golden.stack {
            // A golden checked against another stack than it pins differs for that alone (`--behaviors` left out
            // replays top-only): say which stack would check it.
            lines.append(
                "    this replay ran '\(stack)', not the golden's stack: --behaviors \(ShellWords.quoted(golden.stack)) "
                    + "checks that one")
        }
        if report.frames != golden.frames {
            lines.append(
                "    frames: \(HumanUnits.grouped(report.frames)) now, \(HumanUnits.grouped(golden.frames)) in the golden"
            )
        }
        if !report.missingColumns.isEmpty {
            lines.append("    columns only in the golden: \(report.missingColumns.joined(separator: ", "))")
        }
        if !report.extraColumns.isEmpty {
            lines.append("    columns only in this replay: \(report.extraColumns.joined(separator: ", "))")
        }
        let diverging = report.fields.filter { $0.firstDivergence != nil }
        let unit = SummaryFormatter.unitSuffix
        if !diverging.isEmpty {
            let rows =
                [["field", "largest diff", "first frame", "golden", "now"]]
                + diverging.compactMap { field in
                    field.firstDivergence.map { first in
                        [
                            field.name, SummaryFormatter.readable(field.largestDifference) + unit(field.name),
                            String(first.seq), SummaryFormatter.readable(first.first) + unit(field.name),
                            SummaryFormatter.readable(first.second) + unit(field.name),
                        ]
                    }
                }
            lines += TableFormatter.render(rows).split(separator: "\n").map { "    " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
