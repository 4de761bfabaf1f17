/// Renders rows as a plain-text table with aligned columns.
enum BenchTable {
    static let header = ["target", "value", "baseline", "ratio", "limit", "result"]

    /// The table, one line per row, header first.
    static func render(_ rows: [BenchRow]) -> String {
        let lines = [header] + rows.map { [$0.target, $0.value, $0.baseline, $0.ratio, $0.limit, $0.verdict] }
        var widths = [Int](repeating: 0, count: header.count)
        for line in lines {
            for (index, cell) in line.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        func render(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                index == cells.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
            }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([render(header), rule] + lines.dropFirst().map(render)).joined(separator: "\n")
    }
}
