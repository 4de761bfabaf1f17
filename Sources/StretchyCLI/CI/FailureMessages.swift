import StretchyReplay

/// The one-line messages and the details of the failures `--junit` and the annotations report, worded once for
/// goldens and comparisons. Deterministic (no timings), so the same results give the same report.
enum FailureMessages {
    /// `golden 'baseline' differs for slow-drag: title.alpha first at frame 12 (golden 1, now 0.5)`, or what
    /// else differs (the frame count, the columns).
    static func golden(_ report: GoldenReport, session: String) -> String {
        let head = "golden '\(report.golden.name)' differs for \(session)"
        if report.frames != report.golden.frames {
            return head + ": \(report.frames) frames now, \(report.golden.frames) in the golden"
        }
        if let field = report.fields.first(where: { $0.firstDivergence != nil }) {
            return head + ": " + divergence(field, sides: ("golden", "now"))
        }
        let columns =
            report.missingColumns.map { "\($0) only in the golden" }
            + report.extraColumns.map { "\($0) only in this replay" }
        return head + (columns.isEmpty ? "" : ": " + columns.joined(separator: ", "))
    }

    /// `slow-drag: 'fade' and 'fade:to=0.5' differ: title.alpha first at frame 3 (first 1, second 0.5)`, or the
    /// fields only one side writes.
    static func comparison(_ report: ComparisonReport, session: String, first: String, second: String) -> String {
        let head = "\(session): '\(first)' and '\(second)'"
        if let field = report.fields.first(where: { $0.firstDivergence != nil }) {
            return head + " differ: " + divergence(field, sides: ("first", "second"))
        }
        return head + " write different fields: "
            + (report.onlyInFirst.map { "\($0) only in the first" }
            + report.onlyInSecond.map { "\($0) only in the second" })
            .joined(separator: ", ")
    }

    /// Every field that diverges, one line each: `title.alpha: largest difference 0.5, first at frame 12 (…)`.
    static func fields(_ fields: [FieldDifference], sides: (String, String)) -> String {
        fields.filter { $0.firstDivergence != nil }.map {
            "\($0.name): largest difference \(SummaryFormatter.readable($0.largestDifference)), first at "
                + divergence($0, sides: sides).dropFirst($0.name.count + " first at ".count) + "\n"
        }.joined()
    }

    private static func divergence(_ field: FieldDifference, sides: (String, String)) -> String {
        guard let first = field.firstDivergence else { return field.name }
        return "\(field.name) first at frame \(first.seq) (\(sides.0) \(SummaryFormatter.readable(first.first)), "
            + "\(sides.1) \(SummaryFormatter.readable(first.second)))"
    }
}
