/// Reads a file line by line into one reused buffer: constant memory, no strings per line.
///
/// Every line is checked to be text (no NUL byte, valid UTF-8) and at most ``maximumLineLength`` bytes long, so a
/// file such as `/dev/zero` is refused after one megabyte instead of read until memory runs out.
package final class LineReader {
    /// The longest line a reader takes, in bytes without the line ending: 1 MiB.
    package static let maximumLineLength = 1 << 20

    private let file: UnsafeMutablePointer<FILE>
    private let limit: Int
    private let chunk: UnsafeMutablePointer<UInt8>
    private static let chunkSize = 1 << 16
    private var chunkStart = 0
    private var chunkEnd = 0
    private var line: UnsafeMutablePointer<UInt8>
    private var lineCapacity = 256
    private var atEnd = false
    /// The number of the line last read, from 1.
    package private(set) var lineNumber = 0
    /// How many bytes have been read from the file, some of them not yet returned as lines.
    private var bytesReadFromFile = 0
    /// The file's size in bytes when it is a regular file (not a pipe or a device), for a progress display.
    package let fileSize: Int?

    /// How many bytes of the file the lines returned so far took, line endings included.
    package var bytesConsumed: Int { bytesReadFromFile - (chunkEnd - chunkStart) }

    /// Opens the file, or returns the system's reason it cannot.
    package init(path: String, maximumLineLength: Int = LineReader.maximumLineLength) throws(SystemFailure) {
        guard let file = fopen(path, "rb") else {
            throw .current
        }
        self.file = file
        var status = stat()
        fileSize = fstat(fileno(file), &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : nil
        limit = maximumLineLength
        chunk = .allocate(capacity: Self.chunkSize)
        line = .allocate(capacity: lineCapacity)
    }

    deinit {
        fclose(file)
        chunk.deallocate()
        line.deallocate()
    }

    /// The next line's bytes without the line ending (`\n` or `\r\n`), or `nil` at the end of the file.
    ///
    /// The bytes stay valid, and writable, until the next call. The byte after the last one is writable too.
    ///
    /// - Throws: ``TextDefect`` for a line that is too long, holds a NUL byte or is not UTF-8, or a read error.
    package func nextLine() throws(TextDefect) -> UnsafeMutableBufferPointer<UInt8>? {
        var length = 0
        var sawAny = false
        while true {
            if chunkStart == chunkEnd {
                if atEnd { break }
                let count = fread(chunk, 1, Self.chunkSize, file)
                bytesReadFromFile += count
                if count < Self.chunkSize {
                    if ferror(file) != 0 { throw .unreadable(.current) }
                    atEnd = true
                }
                chunkStart = 0
                chunkEnd = count
                if count == 0 { break }
            }
            sawAny = true
            let available = chunkEnd - chunkStart
            let newline = memchr(chunk + chunkStart, Int32(UInt8(ascii: "\n")), available)
            let take =
                newline.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: UInt8.self) - (chunk + chunkStart) }
                ?? available
            if length + take > limit + 1 {
                lineNumber += 1
                throw .lineTooLong(limit: limit)
            }
            reserve(length + take + 1)
            (line + length).update(from: chunk + chunkStart, count: take)
            length += take
            chunkStart += take
            if newline != nil {
                chunkStart += 1
                break
            }
        }
        guard sawAny else { return nil }
        lineNumber += 1
        if length > 0, line[length - 1] == UInt8(ascii: "\r") { length -= 1 }
        guard length <= limit else { throw .lineTooLong(limit: limit) }
        line[length] = 0
        var start = 0
        if lineNumber == 1, length >= 3, line[0] == 0xEF, line[1] == 0xBB, line[2] == 0xBF { start = 3 }
        let bytes = UnsafeMutableBufferPointer(start: line + start, count: length - start)
        if let defect = TextDefect.first(in: UnsafeBufferPointer(bytes)) {
            switch defect {
            case .nulByte(let column): throw .nulByte(column: column + start)
            case .invalidUTF8(let column): throw .invalidUTF8(column: column + start)
            default: throw defect
            }
        }
        return bytes
    }

    private func reserve(_ capacity: Int) {
        guard capacity > lineCapacity else { return }
        var newCapacity = lineCapacity
        while newCapacity < capacity { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.update(from: line, count: lineCapacity)
        line.deallocate()
        line = grown
        lineCapacity = newCapacity
    }
}
