/// Somewhere text is written: standard output, standard error, a file, or a buffer in tests.
///
/// Sinks are reference types so a command context can be passed by value and still write to one place. A write
/// never throws: a sink that fails keeps the first failure in ``failure`` and drops what follows, and the caller
/// checks it where a failure matters (at the end of a command, or after each frame written to a file).
///
/// For example:
///
/// ```swift
/// let output = CapturedOutput()
/// output.writeLine("3 sessions")
/// #expect(output.text == "3 sessions\n")
/// ```
public protocol TextOutput: AnyObject {
    /// Writes text as is, adding no newline.
    func write(_ text: String)
    /// Writes anything buffered to its destination.
    func flush()
    /// Why writing failed, if it did.
    var failure: String? { get }
}

extension TextOutput {
    /// Writes text followed by a newline.
    public func writeLine(_ text: String) {
        write(text + "\n")
    }

    /// Nothing to flush by default.
    public func flush() {}

    /// Writing never fails by default.
    public var failure: String? { nil }
}

/// A sink that keeps everything written to it, for tests and for composing output before printing it.
public final class CapturedOutput: TextOutput {
    /// Everything written so far.
    public private(set) var text = ""

    /// Creates an empty sink.
    public init() {}

    /// Appends text.
    public func write(_ text: String) {
        self.text += text
    }
}

/// A sink that writes to an open file descriptor through a buffer, with ``writeAll(_:_:)``.
///
/// Standard output is buffered (64 KiB) so frame files stream fast; call ``flush()`` before exiting. Standard error
/// is written through at once.
package final class DescriptorOutput: TextOutput {
    /// The descriptor written to.
    package let descriptor: Int32
    private let bufferLimit: Int
    private var buffer: [UInt8] = []
    /// Why a write failed, if one did; later writes are dropped.
    package private(set) var failure: String?

    /// Creates a sink for a descriptor.
    ///
    /// - Parameters:
    ///   - descriptor: An open file descriptor.
    ///   - bufferLimit: How many bytes to collect before writing; 0 writes every call through.
    package init(descriptor: Int32, bufferLimit: Int) {
        self.descriptor = descriptor
        self.bufferLimit = bufferLimit
        buffer.reserveCapacity(bufferLimit)
    }

    /// A buffered sink for standard output.
    package static func standardOutput() -> DescriptorOutput {
        DescriptorOutput(descriptor: 1, bufferLimit: 1 << 16)
    }

    /// An unbuffered sink for standard error.
    package static func standardError() -> DescriptorOutput {
        DescriptorOutput(descriptor: 2, bufferLimit: 0)
    }

    deinit {
        flush()
    }

    /// Appends text, writing the buffer out when it is full.
    package func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count > bufferLimit {
            flush()
        }
    }

    /// Drops anything buffered and every later write, for a descriptor about to be closed unwritten.
    package func abandon() {
        buffer.removeAll()
        failure = failure ?? "abandoned"
    }

    /// Writes out everything buffered.
    package func flush() {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        guard failure == nil else { return }
        let result = buffer.withUnsafeBytes { bytes in
            Result { () throws(SystemFailure) in try writeAll(descriptor, bytes) }
        }
        if case .failure(let error) = result { failure = error.reason }
    }
}

/// A file written through a buffer into an ``AtomicFile``: it appears under its name, whole, only on ``commit()``.
package final class FileOutput: TextOutput {
    private let file: AtomicFile
    private let output: DescriptorOutput

    /// The path asked for.
    package var path: String { file.path }

    /// Opens a file for writing.
    ///
    /// - Throws: ``SystemFailure`` when the file or its temporary cannot be created.
    package init(path: String) throws(SystemFailure) {
        file = try AtomicFile(path: path)
        output = DescriptorOutput(descriptor: file.descriptor, bufferLimit: 1 << 16)
    }

    deinit {
        discard()
    }

    /// Appends text.
    package func write(_ text: String) {
        output.write(text)
    }

    /// Writes out everything buffered.
    package func flush() {
        output.flush()
    }

    /// Why a write failed, if one did.
    package var failure: String? { output.failure }

    /// Flushes, closes, and moves the file to its final name; after a failed write, removes it instead.
    ///
    /// - Throws: The reason a write, the close or the rename failed (the C library's text).
    package func commit() throws(FileOutputFailure) {
        output.flush()
        if let failure = output.failure {
            discard()
            throw FileOutputFailure(reason: failure)
        }
        output.abandon()
        do {
            try file.commit()
        } catch {
            throw FileOutputFailure(reason: error.reason)
        }
    }

    /// Closes the file and removes it, leaving the destination as it was.
    package func discard() {
        output.abandon()
        file.discard()
    }
}

/// Why a ``FileOutput`` could not be written: the C library's text.
package struct FileOutputFailure: Error, Sendable {
    /// The C library's text, such as `No space left on device`.
    package let reason: String
}
