extension String {
    /// The text broken at spaces into lines of at most `width` characters, every line indented by `indent` spaces.
    ///
    /// Line breaks already in the text are kept, and empty lines stay empty. A word longer than a line is left
    /// whole on its own line.
    func wrapped(to width: Int, indent: Int = 0) -> String {
        let padding = String(repeating: " ", count: indent)
        let available = Swift.max(1, width - indent)
        var lines: [String] = []
        for paragraph in split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                if line.isEmpty {
                    line = String(word)
                } else if line.count + 1 + word.count <= available {
                    line += " " + word
                } else {
                    lines.append(padding + line)
                    line = String(word)
                }
            }
            lines.append(line.isEmpty ? "" : padding + line)
        }
        return lines.joined(separator: "\n")
    }

    /// The text in lines of at most `width - hangingIndent` characters, each line after the first indented by
    /// `hangingIndent` spaces: the first follows a label that wide, or stands alone a little wider than the rest.
    ///
    /// A line is broken after a `; ` where it can, else after a `, `, else at a space, so that a number keeps its
    /// unit (`aligned 0 ms;` stays whole). A word longer than a line is left whole.
    func wrapped(to width: Int, hangingIndent: Int) -> String {
        Self.clauses(of: self, width: max(1, width - hangingIndent), separators: ["; ", ", ", " "])
            .joined(separator: "\n" + String(repeating: " ", count: hangingIndent))
    }

    private static func clauses(of text: String, width: Int, separators: [String]) -> [String] {
        guard text.count > width, let separator = separators.first else { return [text] }
        let kept = separator.dropLast()  // `;` or `,` stays at the end of its clause
        let pieces = text.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
        var lines: [String] = []
        var line = ""
        for (index, piece) in pieces.enumerated() {
            let clause = index == pieces.count - 1 ? piece : piece + kept
            for part in clauses(of: clause, width: width, separators: Array(separators.dropFirst())) {
                if line.isEmpty {
                    line = part
                } else if line.count + 1 + part.count <= width {
                    line += " " + part
                } else {
                    lines.append(line)
                    line = part
                }
            }
        }
        lines.append(line)
        return lines
    }
}
