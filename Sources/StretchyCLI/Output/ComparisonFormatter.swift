import StretchyReplay
import _StretchySystem

/// Writes stack comparisons for people (a verdict and a table of differing fields) and for programs (JSON).
enum ComparisonFormatter {
    static func text(_ report: ComparisonReport, session: String, first: String, second: String) -> String {
        let agreement =
            report.tolerance > 0 ? "agree within \(SummaryFormatter.readable(report.tolerance))" : "identical"
        let verdict =
            report.isWithinTolerance
            ? agreement
            : report.sharedFieldsAgree
                ? "SAME ON SHARED FIELDS (the \(report.fields.count) fields both write are \(agreement); "
                    + "only one side writes the others)"
                : "DIFFER"
        var lines = [
            "\(TerminalText.visible(session)): '\(first)' vs '\(second)' over \(HumanUnits.count(report.frames, "frame")): \(verdict)"
        ]
        if !report.onlyInFirst.isEmpty {
            lines.append("  fields only the first side writes: \(report.onlyInFirst.joined(separator: ", "))")
        }
        if !report.onlyInSecond.isEmpty {
            lines.append("  fields only the second side writes: \(report.onlyInSecond.joined(separator: ", "))")
        }
        let unit = SummaryFormatter.unitSuffix
        let rows =
            [["field", "largest diff", "first frame", "first", "second"]]
            + report.fields.map { field in
                [
                    field.name, SummaryFormatter.readable(field.largestDifference) + unit(field.name),
                    field.firstDivergence.map { String($0.seq) } ?? "-",
                    field.firstDivergence.map { SummaryFormatter.readable($0.first) + unit(field.name) } ?? "-",
                    field.firstDivergence.map { SummaryFormatter.readable($0.second) + unit(field.name) } ?? "-",
                ]
            }
        lines += TableFormatter.render(rows).split(separator: "\n").map { "  " + $0 }
        lines.append(timing(report))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The timing line: both medians, the median ratio and its spread over the interleaved repetitions, and a
    /// plain warning when the spread is too wide for the ratio to mean anything.
    static func timing(_ report: ComparisonReport) -> String {
        var text =
            "  time: first \(SummaryFormatter.duration(nanoseconds: Double(report.firstNanoseconds))), second "
            + "\(SummaryFormatter.duration(nanoseconds: Double(report.secondNanoseconds))) (medians of "
            + "\(HumanUnits.count(report.firstTimes.count, "interleaved run")) each); second / first = "
            + SummaryFormatter.readable(report.timingRatio)
        if let spread = report.ratioSpread {
            text +=
                " (middle runs \(SummaryFormatter.readable(spread.low)) to \(SummaryFormatter.readable(spread.high)))"
        }
        if report.isTimingNoise {
            text +=
                "; the runs disagree by more than \(SummaryFormatter.readable(ComparisonReport.noisySpread))x, so "
                + "this ratio is noise: compare on a quiet machine or a longer session"
        }
        return text
    }

    static func json(_ report: ComparisonReport, session: String, first: String, second: String) -> JSONValue {
        .object([
            ("session", .string(session)), ("first", .string(first)), ("second", .string(second)),
            ("frames", .number(Double(report.frames))), ("tolerance", .number(report.tolerance)),
            ("within_tolerance", .bool(report.isWithinTolerance)),
            ("shared_fields_agree", .bool(report.sharedFieldsAgree)),
            (
                "fields",
                .array(
                    report.fields.map { field in
                        .object([
                            ("field", .string(field.name)), ("largest_difference", .number(field.largestDifference)),
                            ("first_divergence", field.firstDivergence.map { .number(Double($0.seq)) } ?? .null),
                        ])
                    })
            ),
            ("only_in_first", .array(report.onlyInFirst.map(JSONValue.string))),
            ("only_in_second", .array(report.onlyInSecond.map(JSONValue.string))),
            ("first_ns", .number(Double(report.firstNanoseconds))),
            ("second_ns", .number(Double(report.secondNanoseconds))),
            ("timing_ratio", .number(report.timingRatio)),
            ("timing_ratio_low", report.ratioSpread.map { .number($0.low) } ?? .null),
            ("timing_ratio_high", report.ratioSpread.map { .number($0.high) } ?? .null),
            ("timing_repetitions", .number(Double(report.firstTimes.count))),
            ("timing_is_noise", .bool(report.isTimingNoise)),
        ])
    }
}
