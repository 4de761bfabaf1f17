import Glibc

/// A file written through a 64 KiB buffer.
///
/// Files are written to a temporary name beside the target and renamed over it by ``close()``, so a failed or
/// interrupted run never leaves a half-written file under the name asked for.
public final class OutputFile: TextSink {
    private let descriptor: Int32
    private let path: String
    private let temporaryPath: String
    private var buffer: [UInt8] = []
    private var isClosed = false
    private static let capacity = 1 << 16

    /// Opens a file for writing, under a temporary name until ``close()``.
    ///
    /// - Throws: ``ReplayError/cannotCreateOutput(path:reason:)``.
    public init(path: String) throws(ReplayError) {
        buffer.reserveCapacity(Self.capacity)
        let temporary = path + ".partial"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .cannotCreateOutput(path: path, reason: String(cString: strerror(errno)))
        }
        self.descriptor = descriptor
        self.path = path
        self.temporaryPath = temporary
    }

    deinit {
        if !isClosed {
            _ = Glibc.close(descriptor)
            unlink(temporaryPath)
        }
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
                Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            }
            guard written > 0 else {
                if written < 0, errno == EINTR { continue }
                throw .writeFailed(path: path, reason: String(cString: strerror(errno)))
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes, closes, and moves a file to its final name.
    ///
    /// - Throws: ``ReplayError/writeFailed(path:reason:)``.
    public func close() throws(ReplayError) {
        guard !isClosed else { return }
        try flush()
        isClosed = true
        let closed = Glibc.close(descriptor) == 0
        guard closed, rename(temporaryPath, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw .writeFailed(path: path, reason: reason)
        }
    }
}
