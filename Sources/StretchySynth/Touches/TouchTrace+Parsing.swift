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
        var builder = TouchTraceBuilder(file: file)
        var number = 0
        // "\r\n" is one Character in Swift: split on both forms.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            try builder.add(line, number: number)
        }
        self = try builder.finish()
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
    /// The file is read line by line (lines of at most 1 MiB, UTF-8 without NUL bytes): memory follows the number of
    /// events, not the file's size.
    ///
    /// - Throws: ``TouchTraceError``: `unreadable` when the file cannot be read, else as ``init(parsing:file:)``.
    public init(contentsOfFile path: String) throws(TouchTraceError) {
        let lines: LineReader
        do {
            lines = try LineReader(path: path)
        } catch {
            throw .unreadable(file: path, reason: error.reason)
        }
        var builder = TouchTraceBuilder(file: path)
        while true {
            let next: UnsafeMutableBufferPointer<UInt8>?
            do {
                next = try lines.nextLine()
            } catch {
                if case .unreadable(let failure) = error { throw .unreadable(file: path, reason: failure.reason) }
                throw .notText(file: path, line: lines.lineNumber, found: error.description)
            }
            guard let line = next else { break }
            try builder.add(Substring(decoding: UnsafeBufferPointer(line), as: UTF8.self), number: lines.lineNumber)
        }
        self = try builder.finish()
    }
}
