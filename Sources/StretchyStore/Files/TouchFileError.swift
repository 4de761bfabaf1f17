import StretchyCore
import _StretchySystem

/// A touch file refused on import (`import --touches`), naming the file and line (from 1) and the reason.
public struct TouchFileError: UserFacingError, Equatable {
    /// Why a touch file was refused.
    public enum Reason: Equatable, Sendable {
        /// The file could not be read.
        case cannotRead(String)
        /// The file holds nothing.
        case empty
        /// A column that is not one of ``TouchFile/columnNames``.
        case unknownColumn(String)
        /// A required column (`t`, `y`, `kind`) is absent.
        case missingColumn(String)
        /// A column appears twice.
        case duplicateColumn(String)
        /// A row's field count differs from the header's column count.
        case fieldCount(found: Int, expected: Int)
        /// A value that should be a number does not parse as one.
        case notANumber(column: String, text: String)
        /// A number beyond 1e9 in magnitude.
        case tooLarge(column: String, text: String)
        /// A `pointer` that is not a whole number from 0.
        case badPointer(String)
        /// A `kind` that is not `down`, `move`, `up` or `cancel`.
        case unknownKind(String)
        /// A time before the previous event's.
        case timeWentBackwards(time: Double, previous: Double)
    }

    /// The file's path, as given.
    public var path: String
    /// The line at fault, from 1; `nil` when the error concerns the whole file.
    public var line: Int?
    /// Why it was refused.
    public var reason: Reason

    /// Creates the error.
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - line: The line at fault, from 1, or `nil`.
    ///   - reason: Why it was refused.
    package init(path: String, line: Int?, reason: Reason) {
        self.path = path
        self.line = line
        self.reason = reason
    }

    /// `<path>:<line>: <what is wrong>`.
    public var description: String {
        let place = line.map { "\(path):\($0)" } ?? path
        let n = NumberFormatting.shortest
        let message =
            switch reason {
            case .cannotRead(let reason): "cannot read the touch file: \(reason)"
            case .empty: "the touch file is empty"
            case .unknownColumn(let name): "unknown touch column '\(name)'"
            case .missingColumn(let name): "missing required touch column '\(name)'"
            case .duplicateColumn(let name): "touch column '\(name)' appears twice"
            case .fieldCount(let found, let expected):
                "found \(found) fields, but the header names \(expected) columns"
            case .notANumber(let column, let text): "'\(column)' is '\(text)', which is not a number"
            case .tooLarge(let column, let text): "'\(column)' is \(text); its magnitude must be at most 1e9"
            case .badPointer(let text): "'pointer' is '\(text)'; it must be a whole number from 0"
            case .unknownKind(let text): "unknown touch kind '\(text)'"
            case .timeWentBackwards(let time, let previous):
                "'t' is \(n(time)), before the previous event's \(n(previous))"
            }
        return "\(place): \(message)"
    }

    /// How to put it right.
    public var hint: String? {
        switch reason {
        case .cannotRead: "Check the path and the file's permissions."
        case .empty: "Write a header row such as '\(TouchFile.header)', then one touch event per line."
        case .unknownColumn, .missingColumn, .duplicateColumn:
            "Accepted columns: \(TouchFile.columnNames.joined(separator: ", ")); t, y and kind are required."
        case .fieldCount: "Write one value per column, separated by commas."
        case .notANumber, .tooLarge, .badPointer: "Write numbers such as 12, -0.5 or 1e-3."
        case .unknownKind: "Accepted kinds: down, move, up, cancel."
        case .timeWentBackwards: "Write the events in the order they happened."
        }
    }
}
