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
}
