import _StretchySystem

extension LineReader {
    /// Opens a sample file, reporting a failure as a ``SampleFileError`` of that file.
    static func open(sampleFile path: String, format: SampleFileFormat) throws(SampleFileError) -> LineReader {
        do {
            return try LineReader(path: path)
        } catch {
            throw SampleFileError(path: path, line: nil, format: format, reason: .cannotRead(error.reason))
        }
    }

    /// The next line that is not blank (empty, or spaces, tabs and a carriage return only), or `nil` at the end.
    func nextNonBlankLine(path: String, format: SampleFileFormat) throws(SampleFileError)
        -> UnsafeMutableBufferPointer<UInt8>?
    {
        while true {
            let next: UnsafeMutableBufferPointer<UInt8>?
            do { next = try nextLine() } catch {
                let reason: SampleFileError.Reason =
                    if case .unreadable(let failure) = error { .cannotRead(failure.reason) } else {
                        .notText(error.description)
                    }
                throw SampleFileError(path: path, line: lineNumber, format: format, reason: reason)
            }
            guard let line = next else { return nil }
            if !line.allSatisfy(Self.isBlank) { return line }
        }
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
