import StretchyCore

/// A sample file refused on import, naming the file and line (from 1) and the reason.
public struct SampleFileError: UserFacingError, Equatable {
    /// Why a file was refused. (It conforms to `Error` so the readers can throw it before the line is known.)
    public enum Reason: Error, Equatable, Sendable {
        /// The file could not be opened or read.
        case cannotRead(String)
        /// The extension is neither `.csv` nor `.jsonl`.
        case unknownFormat(extension: String)
        /// The file holds nothing (or only blank lines).
        case empty
        /// A CSV file holds a header row and no samples.
        case noSamples
        /// A column or key that is not one of ``SampleFileFormat/columnNames``.
        case unknownColumn(String)
        /// A required column or key (`t`, `offset_y`) is absent.
        case missingColumn(String)
        /// A column or key appears twice.
        case duplicateColumn(String)
        /// A CSV row's field count differs from the header's column count.
        case fieldCount(found: Int, expected: Int)
        /// A value that should be a number does not parse as one.
        case notANumber(column: String, text: String)
        /// A JSON value has the wrong type.
        case wrongType(column: String, expected: String)
        /// A phase that is not one of ``ScrollPhase``'s names.
        case unknownPhase(String)
        /// A JSON Lines line that is not a flat JSON object.
        case invalidJSON(String)
        /// A sample that parsed but was refused by ``ScrollSample/validate(index:previousTime:)``.
        case invalidSample(InvalidSample)
        /// A line that is not text (a NUL byte, bytes that are not UTF-8) or is too long: what was found.
        case notText(String)
    }

    /// The file's path, as given.
    public var path: String
    /// The line at fault, from 1; `nil` when the error concerns the whole file.
    public var line: Int?
    /// The file's format.
    public var format: SampleFileFormat
    /// Why it was refused.
    public var reason: Reason

    /// Creates the error.
    package init(path: String, line: Int?, format: SampleFileFormat, reason: Reason) {
        self.path = path
        self.line = line
        self.format = format
        self.reason = reason
    }

    /// `<path>:<line>: <what is wrong>`.
    public var description: String {
        let place = line.map { "\(path):\($0)" } ?? path
        let column = format == .csv ? "column" : "key"
        let message =
            switch reason {
            case .cannotRead(let reason): "cannot read the file: \(reason)"
            case .unknownFormat(let pathExtension):
                pathExtension.isEmpty ? "the file has no extension" : "unknown file extension '.\(pathExtension)'"
            case .empty: "the file is empty"
            case .noSamples: "the file has a header row but no samples"
            case .unknownColumn(let name): "unknown \(column) '\(name)'"
            case .missingColumn(let name): "missing required \(column) '\(name)'"
            case .duplicateColumn(let name): "\(column) '\(name)' appears twice"
            case .fieldCount(let found, let expected):
                "found \(found) field\(found == 1 ? "" : "s"), but the header names \(expected) column"
                    + (expected == 1 ? "" : "s")
            case .notANumber(let name, let text): "'\(name)' is '\(text)', which is not a number"
            case .wrongType(let name, let expected): "'\(name)' must be \(expected)"
            case .unknownPhase(let text): "unknown phase '\(text)'"
            case .invalidJSON(let detail): "not a flat JSON object: \(detail)"
            case .invalidSample(let error): error.description
            case .notText(let found): "found \(found)"
            }
        return "\(place): \(message)"
    }

    /// How to put it right.
    public var hint: String? {
        let example =
            format == .csv
            ? "a header row such as 't,offset_y,phase', then one sample per line"
            : "one JSON object per line, such as {\"t\": 0, \"offset_y\": -280, \"phase\": \"dragging\"}"
        return switch reason {
        case .cannotRead: "Check the path and the file's permissions."
        case .unknownFormat(let pathExtension) where pathExtension.lowercased() == "db":
            "A .db file already holds sessions: replay it ('stretchy-replay FILE.db'), or write its samples out with "
                + "'stretchy-replay export'."
        case .unknownFormat: "Name the file .csv or .jsonl."
        case .empty, .invalidJSON: "Write \(example)."
        case .noSamples: "Add one sample per line after the header row."
        case .unknownColumn(let name):
            Self.nearest(name, among: SampleFileFormat.columnNames) + Self.acceptedColumns(format)
        case .duplicateColumn, .missingColumn: Self.acceptedColumns(format)
        case .fieldCount: "Write one value per column, separated by commas."
        case .notANumber, .wrongType: "Write numbers such as 12, -0.5 or 1e-3, and the phase as a name."
        case .unknownPhase(let text):
            Self.nearest(text, among: ScrollPhase.allCases.map(\.rawValue))
                + "Accepted phases: \(ScrollPhase.acceptedNames)."
        case .invalidSample: "Times must not decrease, numbers must be finite, and sizes must not be negative."
        case .notText: "Sample files are UTF-8 text without NUL bytes, with lines of at most 1 MiB (docs/inputs.md)."
        }
    }
}

extension SampleFileError {
    /// `Did you mean 'offset_y'? ` when `name` looks like a typo of one of `candidates`; empty otherwise.
    fileprivate static func nearest(_ name: String, among candidates: [String]) -> String {
        NameSuggestion.didYouMean(name, among: candidates).map { "Did you mean '\($0)'? " } ?? ""
    }

    /// The columns (or JSON keys) a sample file may have.
    fileprivate static func acceptedColumns(_ format: SampleFileFormat) -> String {
        "Accepted \(format == .csv ? "columns" : "keys"): \(SampleFileFormat.acceptedColumns); t and offset_y are "
            + "required."
    }
}
