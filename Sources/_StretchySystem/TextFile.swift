/// Reads whole text files with the C library, reporting the C library's own reason when it cannot.
package enum TextFile {
    /// The most a whole-file read takes by default: 16 MiB (header configurations, scripts, plugin descriptions).
    package static let defaultMaximumBytes = 16 << 20

    /// Why a whole-file read failed: the defect, and the line (from 1) it is on when it is in the text.
    package struct Failure: Error, Sendable, Equatable {
        /// The line, from 1, for a NUL byte or bytes that are not UTF-8.
        package let line: Int?
        /// What was wrong.
        package let defect: TextDefect

        /// What was found and where, such as `line 2 holds a NUL byte at column 3`.
        package var description: String {
            (line.map { "line \($0): found " } ?? "found ") + defect.description
        }
    }

    /// The file's contents, which must be text: UTF-8 without NUL bytes, at most `maximumBytes` long.
    ///
    /// - Throws: ``Failure`` when the file cannot be read, is too large or is not text.
    package static func read(_ path: String, maximumBytes: Int = defaultMaximumBytes) throws(Failure) -> String {
        let bytes = try readBytes(path, maximumBytes: maximumBytes)
        if let (line, defect) = bytes.withUnsafeBufferPointer({ TextDefect.firstWithLine(in: $0) }) {
            throw Failure(line: line, defect: defect)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The file's bytes, at most `maximumBytes` of them: a larger file (or an endless one such as `/dev/zero`)
    /// is refused after `maximumBytes + 1` bytes are read.
    package static func readBytes(_ path: String, maximumBytes: Int = defaultMaximumBytes) throws(Failure) -> [UInt8] {
        guard let handle = fopen(path, "rb") else { throw Failure(line: nil, defect: .unreadable(.current)) }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, handle) }
            if count > 0 { bytes.append(contentsOf: buffer[0..<count]) }
            if bytes.count > maximumBytes { throw Failure(line: nil, defect: .fileTooLarge(limit: maximumBytes)) }
            if count < buffer.count {
                if ferror(handle) != 0 { throw Failure(line: nil, defect: .unreadable(.current)) }
                break
            }
        }
        return bytes
    }
}
