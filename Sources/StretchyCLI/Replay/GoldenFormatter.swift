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
            lines.append(
                "    " + "field".padding(toLength: 18, withPad: " ", startingAt: 0)
                    + "largest diff  first frame  golden        now")
            for field in diverging {
                guard let first = field.firstDivergence else { continue }
                lines.append(
                    "    " + field.name.padding(toLength: 18, withPad: " ", startingAt: 0)
                        + pad(SummaryFormatter.readable(field.largestDifference), 14)
                        + pad(String(first.seq), 13) + pad(SummaryFormatter.readable(first.first), 14)
                        + SummaryFormatter.readable(first.second))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.padding(toLength: max(width, text.count + 1), withPad: " ", startingAt: 0)
    }
}
