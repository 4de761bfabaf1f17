/// Reads a file line by line into one reused buffer, with `getline`: constant memory, no strings per line.
package final class LineReader {
    private let file: UnsafeMutablePointer<FILE>
    private var buffer: UnsafeMutablePointer<CChar>?
    private var capacity = 0
    /// The number of the line last read, from 1.
    package private(set) var lineNumber = 0

    /// Opens the file, or returns the system's reason it cannot.
    package init(path: String) throws(SystemFailure) {
        guard let file = fopen(path, "rb") else {
            throw .current
        }
        self.file = file
    }

    deinit {
        fclose(file)
        free(buffer)
    }

    /// The next line's bytes without the line ending (`\n` or `\r\n`), or `nil` at the end of the file.
    ///
    /// The bytes stay valid, and writable, until the next call. The byte after the last one is writable too
    /// (it held the line ending or the terminating zero).
    package func nextLine() throws(SystemFailure) -> UnsafeMutableBufferPointer<UInt8>? {
        let count = getline(&buffer, &capacity, file)
        guard count >= 0, let buffer else {
            if ferror(file) != 0 { throw .current }
            return nil
        }
        lineNumber += 1
        var length = count
        let bytes = UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: UInt8.self)
        if length > 0, bytes[length - 1] == UInt8(ascii: "\n") { length -= 1 }
        if length > 0, bytes[length - 1] == UInt8(ascii: "\r") { length -= 1 }
        var start = 0
        if lineNumber == 1, length >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        return UnsafeMutableBufferPointer(start: bytes + start, count: length - start)
    }
}
