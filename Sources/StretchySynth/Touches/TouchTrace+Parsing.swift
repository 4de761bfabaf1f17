import StretchyCore
import _StretchySystem

extension TouchTrace {
    /// Parses a finger-trace CSV text.
    ///
    /// For example:
    ///
    /// ```swift
    /// let trace = try TouchTrace(parsing: text, file: "TRACE.csv")
    /// ```
    ///
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - file: The name used in errors.
    /// - Throws: ``TouchTraceError`` naming the file, line and column at fault.
    /// - Complexity: O(n) in the text's length.
    public init(parsing text: String, file: String) throws(TouchTraceError) {
        var bytes = text
        if let (line, defect) = bytes.withUTF8({ TextDefect.firstWithLine(in: $0) }) {
            throw .notText(file: file, line: line, found: defect.description)
        }
        var lines: [(number: Int, text: Substring)] = []
        var number = 0
        // "\r\n" is one Character in Swift: split on both forms.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            if !line.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.append((number, line)) }
        }
        guard let header = lines.first else { throw .empty(file: file) }
        let names = header.text.split(separator: ",", omittingEmptySubsequences: false).map { Self.trimmed($0) }
        var columns: [String: Int] = [:]
        for (index, name) in names.enumerated() {
            guard columns[name] == nil else { throw .duplicateColumn(file: file, column: name) }
            columns[name] = index
        }
        for required in ["stroke", "event"] where columns[required] == nil {
            throw .missingColumn(file: file, column: required)
        }
        let unit: TimeUnit
        switch (columns["t_ms"] != nil, columns["t_ns"] != nil) {
        case (true, true): throw .twoTimeColumns(file: file)
        case (true, false): unit = .milliseconds
        case (false, true): unit = .nanoseconds
        case (false, false): throw .missingTimeColumn(file: file)
        }
        for required in ["x", "y"] where columns[required] == nil {
            throw .missingColumn(file: file, column: required)
        }
        let strokeColumn = columns["stroke"]!
        let eventColumn = columns["event"]!
        let timeColumn = columns[unit.rawValue]!
        let xColumn = columns["x"]!
        let yColumn = columns["y"]!

        var strokes: [TouchStroke] = []
        var open: TouchStroke?
        for (line, text) in lines.dropFirst() {
            let fields = text.split(separator: ",", omittingEmptySubsequences: false).map { Self.trimmed($0) }
            guard fields.count == names.count else {
                throw .fieldCount(file: file, line: line, found: fields.count, expected: names.count)
            }
            let id = fields[strokeColumn]
            guard !id.isEmpty else { throw .emptyStrokeID(file: file, line: line) }
            guard let kind = TouchEvent.Kind(rawValue: fields[eventColumn]) else {
                throw .unknownEvent(file: file, line: line, text: fields[eventColumn])
            }
            func number(_ column: Int) throws(TouchTraceError) -> Double {
                guard let value = DecimalNumber.parse(fields[column]), value.isFinite else {
                    throw .notANumber(file: file, line: line, column: names[column], text: fields[column])
                }
                return value
            }
            let rawTime = try number(timeColumn)
            let event = TouchEvent(
                kind: kind, time: rawTime * unit.seconds, x: try number(xColumn), y: try number(yColumn), line: line)
            if var stroke = open {
                guard stroke.id == id else {
                    throw .missingUp(file: file, line: stroke.events.last!.line, stroke: stroke.id)
                }
                guard kind != .down else { throw .secondDown(file: file, line: line, stroke: id) }
                let previous = stroke.events.last!
                if event.time < previous.time {
                    throw .timeWentBackwards(
                        file: file, line: line, column: unit.rawValue, value: rawTime,
                        previous: previous.time / unit.seconds)
                }
                stroke.events.append(event)
                if kind == .up {
                    strokes.append(stroke)
                    open = nil
                } else {
                    open = stroke
                }
            } else {
                guard kind == .down else {
                    throw .missingDown(file: file, line: line, stroke: id, event: kind.rawValue)
                }
                open = TouchStroke(id: id, events: [event])
            }
        }
        if let stroke = open { throw .missingUp(file: file, line: stroke.events.last!.line, stroke: stroke.id) }
        guard !strokes.isEmpty else { throw .noStrokes(file: file) }
        self.init(file: file, timeUnit: unit, strokes: strokes)
    }

    /// Reads and parses a finger-trace CSV file.
    ///
    /// For example:
    ///
    /// ```swift
    /// let trace = try TouchTrace(contentsOfFile: "TRACE.csv")
    /// ```
    ///
    /// - Parameter path: The file's path; also the name used in errors.
    /// - Throws: ``TouchTraceError``: `unreadable` when the file cannot be read, else as ``init(parsing:file:)``.
    public init(contentsOfFile path: String) throws(TouchTraceError) {
        let text: String
        do {
            text = try TextFile.read(path, maximumBytes: Self.maximumBytes)
        } catch {
            if case .unreadable(let failure) = error.defect { throw .unreadable(file: path, reason: failure.reason) }
            throw .notText(file: path, line: error.line, found: error.defect.description)
        }
        try self.init(parsing: text, file: path)
    }

    /// The largest trace file read: 256 MiB.
    static let maximumBytes = 256 << 20

    private static func trimmed(_ field: Substring) -> String {
        String(field.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
