import StretchyReplay

/// Writes golden checks for people: a verdict, then a table of the fields that differ.
enum GoldenFormatter {
    static func text(_ report: GoldenReport) -> String {
        let golden = report.golden
        if report.matches {
            return "  golden          '\(golden.name)' matches: \(report.frames) frames"
                + (report.tolerance > 0
                    ? " within \(SummaryFormatter.readable(report.tolerance))\n" : ", bit for bit\n")
        }
        var lines = ["  golden          '\(golden.name)' DIFFERS (saved \(golden.created) with '\(golden.stack)')"]
        if report.frames != golden.frames {
            lines.append("    frames: \(report.frames) now, \(golden.frames) in the golden")
        }
        if !report.missingColumns.isEmpty {
            lines.append("    columns only in the golden: \(report.missingColumns.joined(separator: ", "))")
        }
        if !report.extraColumns.isEmpty {
            lines.append("    columns only in this replay: \(report.extraColumns.joined(separator: ", "))")
        }
        let diverging = report.fields.filter { $0.firstDivergence != nil }
        if !diverging.isEmpty {
            let rows =
                [["field", "largest diff", "first frame", "golden", "now"]]
                + diverging.compactMap { field in
                    field.firstDivergence.map { first in
                        [
                            field.name, SummaryFormatter.readable(field.largestDifference), String(first.seq),
                            SummaryFormatter.readable(first.first), SummaryFormatter.readable(first.second),
                        ]
                    }
                }
            lines += TableFormatter.render(rows).split(separator: "\n").map { "    " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
