import _StretchySystem

/// Builds a ``TouchTrace`` from a finger-trace CSV one line at a time, so a file can be parsed as it is read.
struct TouchTraceBuilder {
    private let file: String
    private var names: [String] = []
    private var unit = TouchTrace.TimeUnit.milliseconds
    private var columns: (stroke: Int, event: Int, time: Int, x: Int, y: Int) = (0, 0, 0, 0, 0)
    private var strokes: [TouchStroke] = []
    private var open: TouchStroke?

    init(file: String) {
        self.file = file
    }

    /// Takes the next line (without its line ending) and its number, from 1; blank lines are skipped.
    mutating func add(_ text: Substring, number line: Int) throws(TouchTraceError) {
        guard !text.allSatisfy({ $0 == " " || $0 == "\t" }) else { return }
        guard !names.isEmpty else { return try readHeader(text) }
        let fields = text.split(separator: ",", omittingEmptySubsequences: false).map { Self.trimmed($0) }
        guard fields.count == names.count else {
            throw .fieldCount(file: file, line: line, found: fields.count, expected: names.count)
        }
        let id = fields[columns.stroke]
        guard !id.isEmpty else { throw .emptyStrokeID(file: file, line: line) }
        guard let kind = TouchEvent.Kind(rawValue: fields[columns.event]) else {
            throw .unknownEvent(file: file, line: line, text: fields[columns.event])
        }
        func number(_ column: Int) throws(TouchTraceError) -> Double {
            guard let value = DecimalNumber.parse(fields[column]), value.isFinite else {
                throw .notANumber(file: file, line: line, column: names[column], text: fields[column])
            }
            return value
        }
        let rawTime = try number(columns.time)
        let event = TouchEvent(
            kind: kind, time: rawTime * unit.seconds, x: try number(columns.x), y: try number(columns.y), line: line)
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

    /// The trace, once every line was added.
    func finish() throws(TouchTraceError) -> TouchTrace {
        guard !names.isEmpty else { throw .empty(file: file) }
        if let stroke = open { throw .missingUp(file: file, line: stroke.events.last!.line, stroke: stroke.id) }
        guard !strokes.isEmpty else { throw .noStrokes(file: file) }
        return TouchTrace(file: file, timeUnit: unit, strokes: strokes)
    }

    private mutating func readHeader(_ text: Substring) throws(TouchTraceError) {
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map { Self.trimmed($0) }
        var indexes: [String: Int] = [:]
        for (index, name) in names.enumerated() {
            guard indexes[name] == nil else { throw .duplicateColumn(file: file, column: name) }
            indexes[name] = index
        }
        for required in ["stroke", "event"] where indexes[required] == nil {
            throw .missingColumn(file: file, column: required)
        }
        switch (indexes["t_ms"] != nil, indexes["t_ns"] != nil) {
        case (true, true): throw .twoTimeColumns(file: file)
        case (true, false): unit = .milliseconds
        case (false, true): unit = .nanoseconds
        case (false, false): throw .missingTimeColumn(file: file)
        }
        for required in ["x", "y"] where indexes[required] == nil {
            throw .missingColumn(file: file, column: required)
        }
        columns = (indexes["stroke"]!, indexes["event"]!, indexes[unit.rawValue]!, indexes["x"]!, indexes["y"]!)
        self.names = names
    }

    private static func trimmed(_ field: Substring) -> String {
        String(field.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
