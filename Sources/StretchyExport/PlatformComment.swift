/// How a platform's text writes a comment line.
enum PlatformComment: Sendable {
    /// `// ...` (Swift, Kotlin, Dart).
    case slashes
    /// `<!-- ... -->` (XML).
    case xml

    /// A comment line with this text.
    func line(_ text: String) -> String {
        switch self {
        case .slashes: "// " + text
        case .xml: "<!-- " + text + " -->"
        }
    }

    /// The text of a comment line, or `nil` for a line that is not one.
    func text(of line: String) -> String? {
        let trimmed = line.trimmingWhitespace
        switch self {
        case .slashes:
            guard trimmed.hasPrefix("//") else { return nil }
            return String(trimmed.dropFirst(2)).trimmingWhitespace
        case .xml:
            guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
            return String(trimmed.dropFirst(4).dropLast(3)).trimmingWhitespace
        }
    }
}
