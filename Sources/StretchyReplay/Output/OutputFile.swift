import StretchyStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file written through a 64 KiB buffer, never left half-written (``OutputDestination``).
public final class OutputFile: TextSink {
    private let destination: OutputDestination
    private var buffer: [UInt8] = []
    private static let capacity = 1 << 16

    /// Opens a file for writing.
    ///
    /// - Throws: ``ReplayError/cannotCreateOutput(path:reason:)``.
    public init(path: String) throws(ReplayError) {
        do {
            destination = try OutputDestination(path: path)
        } catch {
            throw .cannotCreateOutput(path: path, reason: error.reason)
        }
        buffer.reserveCapacity(Self.capacity)
    }

    /// Appends bytes.
    ///
    /// - Throws: ``ReplayError/writeFailed(path:reason:)``.
    public func write(_ bytes: some Collection<UInt8>) throws(ReplayError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.capacity { try flush() }
    }

    /// Appends text as UTF-8.
    ///
    /// - Throws: ``ReplayError/writeFailed(path:reason:)``.
    public func write(_ text: String) throws(ReplayError) {
        try write(text.utf8)
    }

    /// Writes the buffer out.
    ///
    /// - Throws: ``ReplayError/writeFailed(path:reason:)``.
    public func flush() throws(ReplayError) {
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { bytes in
                systemWrite(destination.descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            }
            guard written > 0 else {
                if written < 0, errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                destination.discard()
                throw .writeFailed(path: destination.path, reason: reason)
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes, closes, and moves the file to its final name.
    ///
    /// - Throws: ``ReplayError/writeFailed(path:reason:)``.
    public func close() throws(ReplayError) {
        try flush()
        do {
            try destination.commit()
        } catch {
            throw .writeFailed(path: destination.path, reason: error.reason)
        }
    }
}

/// The C `write`, named apart from ``OutputFile/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
