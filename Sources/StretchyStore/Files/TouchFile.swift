import StretchyCore
import _StretchySystem

/// The touch file of `import --touches` and `export --touches`: a session's raw touch events as CSV.
///
/// A header row names the columns, in any order: `t` (session seconds, on the samples' clock), `x`, `y` (points;
/// CSS pixels for a browser), `kind` (`down`, `move`, `up`, `cancel`) and `pointer` (which finger, a whole number);
/// `t`, `y` and `kind` are required, `x` and `pointer` default to 0. Then one event per line, in time order. Fields are
/// separated by commas without quoting; spaces around them, `\r\n` and blank lines are accepted. Numbers are written
/// in shortest round-trip form, so export then import gives back the same events bit for bit.
///
/// For example:
///
/// ```
/// t,x,y,kind,pointer
/// 0,195,650,down,0
/// 0.058,195,638,move,0
/// 0.218,195,410,up,0
/// ```
public enum TouchFile {
    /// The columns, in the order export writes them.
    public static let columnNames = ["t", "x", "y", "kind", "pointer"]
    /// The header row export writes.
    public static let header = columnNames.joined(separator: ",")

    /// One event as a line of the file, without its line break.
    ///
    /// - Parameter touch: The event.
    /// - Returns: `t,x,y,kind,pointer`, numbers in shortest round-trip form.
    public static func line(for touch: TouchPoint) -> String {
        let n = NumberFormatting.shortest
        return "\(n(touch.time)),\(n(touch.x)),\(n(touch.y)),\(touch.kind.rawValue),\(touch.pointer)"
    }

    /// Reads a touch file whole.
    ///
    /// - Parameter path: The file's path.
    /// - Returns: The events, in file order.
    /// - Throws: ``TouchFileError`` naming the file, the line and what is wrong.
    public static func read(path: String) throws(TouchFileError) -> [TouchPoint] {
        let text: String
        do {
            text = try TextFile.read(path)
        } catch {
            throw TouchFileError(path: path, line: nil, reason: .cannotRead("\(error)"))
        }
        return try parse(text, path: path)
    }

    /// Parses the text of a touch file.
    ///
    /// - Parameters:
    ///   - text: The file's text.
    ///   - path: The file's path, for errors.
    /// - Returns: The events, in file order.
    /// - Throws: ``TouchFileError`` naming the file, the line and what is wrong.
    static func parse(_ text: String, path: String) throws(TouchFileError) -> [TouchPoint] {
        // "\r\n" is one Character in Swift: split on it as on "\n".
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.enumerated().lazy
            .map { ($0.offset + 1, $0.element) }
            .filter { !$0.1.allSatisfy { $0 == " " } }
            .makeIterator()
        guard let (headerLine, headerText) = lines.next() else {
            throw TouchFileError(path: path, line: 1, reason: .empty)
        }
        let names = headerText.split(separator: ",", omittingEmptySubsequences: false).map(trimmed)
        var columns: [String: Int] = [:]
        for (index, name) in names.enumerated() {
            guard columnNames.contains(name) else {
                throw TouchFileError(path: path, line: headerLine, reason: .unknownColumn(name))
            }
            guard columns[name] == nil else {
                throw TouchFileError(path: path, line: headerLine, reason: .duplicateColumn(name))
            }
            columns[name] = index
        }
        for required in ["t", "y", "kind"] where columns[required] == nil {
            throw TouchFileError(path: path, line: headerLine, reason: .missingColumn(required))
        }
        var touches: [TouchPoint] = []
        while let (number, line) = lines.next() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(trimmed)
            guard fields.count == names.count else {
                throw TouchFileError(
                    path: path, line: number, reason: .fieldCount(found: fields.count, expected: names.count))
            }
            func value(_ column: String) throws(TouchFileError) -> Double {
                guard let index = columns[column] else { return 0 }
                guard let value = DecimalNumber.parse(fields[index]) else {
                    throw TouchFileError(
                        path: path, line: number, reason: .notANumber(column: column, text: fields[index]))
                }
                guard abs(value) <= ScrollSample.largestMagnitude else {
                    throw TouchFileError(
                        path: path, line: number, reason: .tooLarge(column: column, text: fields[index]))
                }
                return value
            }
            let kindText = fields[columns["kind"] ?? 0]
            guard let kind = TouchPoint.Kind(rawValue: kindText) else {
                throw TouchFileError(path: path, line: number, reason: .unknownKind(kindText))
            }
            var pointer = 0
            if let index = columns["pointer"] {
                guard let found = DecimalNumber.integer(fields[index]), found >= 0 else {
                    throw TouchFileError(path: path, line: number, reason: .badPointer(fields[index]))
                }
                pointer = found
            }
            let touch = TouchPoint(
                time: try value("t"), x: try value("x"), y: try value("y"), kind: kind, pointer: pointer)
            if let previous = touches.last?.time, touch.time < previous {
                throw TouchFileError(
                    path: path, line: number, reason: .timeWentBackwards(time: touch.time, previous: previous))
            }
            touches.append(touch)
        }
        return touches
    }

    /// A field without the spaces around it.
    private static func trimmed(_ field: Substring) -> String {
        String(field.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
