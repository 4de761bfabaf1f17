import StretchyCore
import _StretchySystem

/// Why a finger-trace CSV file was refused; every case names the file and, where there is one, the line.
public enum TouchTraceError: UserFacingError, Equatable {
    /// The file could not be read.
    case unreadable(file: String, reason: String)
    /// The file has no header line.
    case empty(file: String)
    /// The header lacks a required column.
    case missingColumn(file: String, column: String)
    /// The header has neither `t_ms` nor `t_ns`.
    case missingTimeColumn(file: String)
    /// The header has both `t_ms` and `t_ns`.
    case twoTimeColumns(file: String)
    /// The header names a column twice.
    case duplicateColumn(file: String, column: String)
    /// A row has a different number of fields than the header.
    case fieldCount(file: String, line: Int, found: Int, expected: Int)
    /// A numeric field is not a finite number.
    case notANumber(file: String, line: Int, column: String, text: String)
    /// The `event` field is not `down`, `move` or `up`.
    case unknownEvent(file: String, line: Int, text: String)
    /// The `stroke` field is empty.
    case emptyStrokeID(file: String, line: Int)
    /// A stroke's first row is not `down`.
    case missingDown(file: String, line: Int, stroke: String, event: String)
    /// A stroke has a second `down` before its `up`.
    case secondDown(file: String, line: Int, stroke: String)
    /// A stroke ends (another stroke starts, or the file ends) without an `up`; the line is the stroke's last row.
    case missingUp(file: String, line: Int, stroke: String)
    /// A stroke's time is before its previous event's.
    case timeWentBackwards(file: String, line: Int, column: String, value: Double, previous: Double)
    /// The file has a header but no rows.
    case noStrokes(file: String)
    /// The file is not text (a NUL byte, bytes that are not UTF-8) or too large: what was found, and where.
    case notText(file: String, line: Int?, found: String)
    /// The session would hold more than ``SynthScript/maximumSamples`` samples: about `samples`.
    case tooManySamples(file: String, samples: Double, limit: Int)

    /// What is wrong, naming the file and line.
    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            "\(file): cannot read the file: \(reason)"
        case .empty(let file):
            "\(file): the file is empty; expected a header line"
        case .missingColumn(let file, let column):
            "\(file):1: missing column '\(column)'"
        case .missingTimeColumn(let file):
            "\(file):1: missing a time column, 't_ms' or 't_ns'"
        case .twoTimeColumns(let file):
            "\(file):1: both 't_ms' and 't_ns' columns; keep one"
        case .duplicateColumn(let file, let column):
            "\(file):1: column '\(column)' appears twice"
        case .fieldCount(let file, let line, let found, let expected):
            "\(file):\(line): \(found) fields, expected \(expected)"
        case .notANumber(let file, let line, let column, let text):
            "\(file):\(line): '\(column)' is '\(text)', not a finite number"
        case .unknownEvent(let file, let line, let text):
            "\(file):\(line): unknown event '\(text)'"
        case .emptyStrokeID(let file, let line):
            "\(file):\(line): the stroke id is empty"
        case .missingDown(let file, let line, let stroke, let event):
            "\(file):\(line): stroke '\(stroke)' starts with '\(event)', not 'down'"
        case .secondDown(let file, let line, let stroke):
            "\(file):\(line): stroke '\(stroke)' has a second 'down' before its 'up'"
        case .missingUp(let file, let line, let stroke):
            "\(file):\(line): stroke '\(stroke)' ends without an 'up'"
        case .timeWentBackwards(let file, let line, let column, let value, let previous):
            "\(file):\(line): '\(column)' is \(NumberFormatting.shortest(value)), before the stroke's previous "
                + NumberFormatting.shortest(previous)
        case .noStrokes(let file):
            "\(file): no rows after the header"
        case .notText(let file, let line, let found):
            "\(file)\(line.map { ":\($0)" } ?? ""): found \(found)"
        case .tooManySamples(let file, let samples, let limit):
            "\(file): the session would hold about \(NumberFormatting.shortest(samples.rounded(.up))) samples, "
                + "more than the limit of \(limit)"
        }
    }

    /// How to put it right.
    public var hint: String? {
        switch self {
        case .unreadable:
            "Check the path and the file's permissions."
        case .empty, .missingColumn, .missingTimeColumn, .duplicateColumn, .noStrokes:
            "The header must name stroke, event, t_ms or t_ns, x and y, for example 'stroke,event,t_ms,x,y'."
        case .twoTimeColumns:
            "Use 't_ms' for milliseconds or 't_ns' for nanoseconds, not both."
        case .fieldCount:
            "Give every row one field per header column, separated by commas."
        case .notANumber:
            "Write times and positions as plain decimal numbers, for example 216690896 or 538.29."
        case .unknownEvent(_, _, let text):
            (NameSuggestion.didYouMean(text, among: TouchEvent.Kind.allCases.map(\.rawValue))
                .map { "Did you mean '\($0)'? " } ?? "") + "Events are down, move and up."
        case .emptyStrokeID:
            "Give every row a stroke id, for example 1."
        case .missingDown, .secondDown, .missingUp:
            "Write each stroke as one 'down', any number of 'move' rows and one 'up', in consecutive rows."
        case .timeWentBackwards:
            "Sort each stroke's rows by time."
        case .notText:
            "Touch traces are UTF-8 CSV text without NUL bytes, with lines of at most 1 MiB (docs/inputs.md)."
        case .tooManySamples:
            "Split the trace, lower --rate, or check the time column's unit (t_ms or t_ns)."
        }
    }
}
