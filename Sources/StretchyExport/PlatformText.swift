/// A platform text being written: its lines, and which parameters they express.
struct PlatformText {
    /// The format being written.
    let format: StackExportFormat
    /// How it writes comments.
    let comment: PlatformComment
    /// The lines so far.
    private(set) var lines: [String] = []
    /// The parameters written, as `behaviour/parameter`.
    private var expressed: Set<String> = []

    /// Starts an empty text.
    init(format: StackExportFormat, comment: PlatformComment) {
        self.format = format
        self.comment = comment
    }

    /// Adds a line.
    mutating func line(_ text: String) {
        lines.append(text)
    }

    /// Adds a comment line.
    mutating func comment(_ text: String) {
        lines.append(comment.line(text))
    }

    /// Records that the lines express these parameters of a behaviour.
    mutating func mark(_ behavior: ExportedBehavior, _ parameters: String...) {
        for parameter in parameters {
            precondition(
                behavior.description.parameter(named: parameter) != nil, "\(behavior.identifier): \(parameter)")
            expressed.insert(behavior.identifier + "/" + parameter)
        }
    }

    /// The text with its "not expressible in ..." block: every parameter of `behaviors` that is not marked and not
    /// at its default, one a line as `behaviour: key=value`.
    func finished(_ behaviors: [ExportedBehavior]) -> StackExport {
        let unexpressed = behaviors.flatMap { behavior in
            behavior.givenValues.filter { !expressed.contains(behavior.identifier + "/" + $0.name) }
                .map { "\(behavior.identifier): \($0.pair)" }
        }
        var lines = self.lines
        if !unexpressed.isEmpty {
            lines.append(comment.line(PlatformReader.blockTitle(format) + ":"))
            lines += unexpressed.map { comment.line("  " + $0) }
        }
        return StackExport(text: lines.joined(separator: "\n") + "\n", unexpressed: unexpressed)
    }
}
