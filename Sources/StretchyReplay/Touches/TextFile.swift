#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads whole text files with the C library, reporting the C library's own reason when it cannot.
enum TextFile {
    /// Why a file could not be read: the C library's message.
    struct ReadError: Error {
        let reason: String
    }

    /// The file's contents, decoded as UTF-8 (invalid bytes are repaired).
    static func read(_ path: String) throws(ReadError) -> String {
        guard let handle = fopen(path, "rb") else { throw ReadError(reason: String(cString: strerror(errno))) }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, handle) }
            if count > 0 { bytes.append(contentsOf: buffer[0..<count]) }
            if count < buffer.count {
                if ferror(handle) != 0 { throw ReadError(reason: String(cString: strerror(errno))) }
                break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
