import StretchyCore

/// Why a stack could not be exported, or a platform text not read back.
package enum StackExportError: UserFacingError, Equatable {
    /// The stack text does not build: the registry's own error.
    case invalidStack(BehaviorError)
    /// A behaviour of the stack has no counterpart in the format; `formats` can express it.
    case noCounterpart(behavior: String, format: StackExportFormat, formats: [StackExportFormat])
    /// A line of a platform text being read back is not one the exporter writes.
    case unreadableLine(format: StackExportFormat, line: Int, text: String, problem: String)
    /// A platform text being read back names no behaviour.
    case nothingToRead(format: StackExportFormat)
    /// An error reading back the text of a file, which it names.
    indirect case inFile(path: String, StackExportError)

    /// What is wrong, in one line.
    package var description: String {
        switch self {
        case .invalidStack(let error):
            error.description
        case .noCounterpart(let behavior, let format, _):
            "'\(behavior)' has no counterpart in \(format.title)"
        case .unreadableLine(let format, let line, let text, let problem):
            "line \(line) of the \(format.textName), '\(text)': \(problem)"
        case .nothingToRead(let format):
            "the \(format.textName) names no behaviour that export-stack writes"
        case .inFile(let path, let error):
            "\(path): \(error.description)"
        }
    }

    /// How to put it right.
    package var hint: String? {
        switch self {
        case .invalidStack(let error):
            error.hint
        case .noCounterpart(_, _, let formats):
            "Formats that can express it: " + formats.map(\.rawValue).joined(separator: ", ") + "."
        case .unreadableLine, .nothingToRead:
            "Only text that 'stretchy-replay export-stack --as \(formatName)' writes reads back."
        case .inFile(_, let error):
            error.hint
        }
    }

    /// The format a read-back error is about.
    private var formatName: String {
        switch self {
        case .unreadableLine(let format, _, _, _), .nothingToRead(let format), .noCounterpart(_, let format, _):
            format.rawValue
        case .invalidStack:
            StackExportFormat.stack.rawValue
        case .inFile(_, let error):
            error.formatName
        }
    }
}
