#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A sink that writes to an open file descriptor, such as standard output (1) or standard error (2).
///
/// Standard output is buffered (64 KiB) so frame files stream fast; call ``flush()`` before exiting, as
/// ``CommandRunner`` does when a command ends. Standard error is written through at once.
public final class FileDescriptorOutput: TextOutput {
    /// The descriptor written to.
    public let descriptor: Int32
    private let bufferLimit: Int
    private var buffer: [UInt8] = []
    /// Why a write failed, if one did; later writes are dropped.
    public private(set) var failure: String?

    /// Creates a sink for a descriptor.
    ///
    /// - Parameters:
    ///   - descriptor: An open file descriptor.
    ///   - bufferLimit: How many bytes to collect before writing; 0 writes every call through.
    public init(descriptor: Int32, bufferLimit: Int) {
        self.descriptor = descriptor
        self.bufferLimit = bufferLimit
        buffer.reserveCapacity(bufferLimit)
    }

    /// A buffered sink for standard output.
    public static func standardOutput() -> FileDescriptorOutput {
        FileDescriptorOutput(descriptor: 1, bufferLimit: 1 << 16)
    }

    /// An unbuffered sink for standard error.
    public static func standardError() -> FileDescriptorOutput {
        FileDescriptorOutput(descriptor: 2, bufferLimit: 0)
    }

    deinit {
        flush()
    }

    /// Appends text, writing the buffer out when it is full.
    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count > bufferLimit {
            flush()
        }
    }

    /// Writes out everything buffered.
    public func flush() {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        guard failure == nil else { return }
        buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
    }
}

/// The C `write`, named apart from ``FileDescriptorOutput/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
