import _StretchySystem

/// Lays rows of text out in left-aligned columns, measuring each cell by the columns a terminal gives it (a CJK
/// ideograph or an emoji takes two, a combining accent none), so names in any script line up. Every table the
/// tool prints (sessions, runs, goldens, differences, and the label column of summaries) goes through it, with
/// every control character of a cell written as `\u{…}` (``TerminalText``).
///
/// For example:
///
/// ```swift
/// TableFormatter.render([["name", "samples"], ["スクロール", "12"]])
/// // name        samples
/// // スクロール  12
/// ```
enum TableFormatter {
    /// The rows as text, one line each, the last column unpadded.
    ///
    /// - Parameters:
    ///   - rows: The cells; the first row is usually the heading.
    ///   - indent: Text before every line.
    ///   - gap: Spaces after the widest cell of a column.
    ///   - minimumWidths: The least width of each column, gap included, so a short table keeps its layout.
    static func render(_ rows: [[String]], indent: String = "", gap: Int = 2, minimumWidths: [Int] = []) -> String {
        // A cell may hold a file's text (a session name, a device, a stored stack): its control characters are shown,
        // never obeyed by the terminal.
        let rows = rows.map { $0.map(TerminalText.visible) }
        var widths = minimumWidths
        for row in rows {
            for (index, cell) in row.enumerated() {
                let width = displayWidth(cell) + gap
                if index < widths.count {
                    widths[index] = max(widths[index], width)
                } else {
                    widths.append(width)
                }
            }
        }
        return rows.map { row in
            indent
                + row.enumerated().map { index, cell in
                    index == row.count - 1 ? cell : pad(cell, to: widths[index])
                }.joined()
        }.joined(separator: "\n") + "\n"
    }

    /// `text` followed by spaces up to `width` terminal columns.
    static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - displayWidth(text)))
    }

    /// How many terminal columns `text` takes: 2 for each wide or emoji character, 0 for a lone combining mark or
    /// a control character, 1 otherwise.
    static func displayWidth(_ text: String) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    private static func width(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if first.properties.generalCategory == .control { return 0 }
        if first.properties.isEmojiPresentation
            || character.unicodeScalars.contains(where: { $0.value == 0xFE0F })
        {
            return 2
        }
        switch first.value {
        case 0x0300...0x036F: return 0
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default: return 1
        }
    }
}
