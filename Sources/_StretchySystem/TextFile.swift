/// Reads whole text files with the C library, reporting the C library's own reason when it cannot.
package enum TextFile {
    /// The file's contents, decoded as UTF-8 (invalid bytes are repaired).
    ///
    /// - Throws: ``SystemFailure`` when the file cannot be opened or read.
    package static func read(_ path: String) throws(SystemFailure) -> String {
        guard let handle = fopen(path, "rb") else { throw .current }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, handle) }
            if count > 0 { bytes.append(contentsOf: buffer[0..<count]) }
            if count < buffer.count {
                if ferror(handle) != 0 { throw .current }
                break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
