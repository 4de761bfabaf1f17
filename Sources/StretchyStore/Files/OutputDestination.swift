#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where an output file is written, so that a failed or interrupted write never leaves half a file.
///
/// A regular file (or a name that does not exist yet) is written to a fresh temporary file beside it, made with
/// `mkstemp`, and renamed over it by ``commit()``; the new file keeps an existing file's permissions. Anything else
/// (a pipe, a device such as `/dev/stdout`, a symbolic link) is written in place: replacing it would break it.
public final class OutputDestination {
    /// The descriptor to write to.
    public let descriptor: Int32
    /// The path asked for.
    public let path: String
    private let temporaryPath: String?
    private var isFinished = false

    /// Why a system call failed: the C library's `errno`.
    public struct Failure: Error, Sendable {
        /// The `errno` value.
        public let code: Int32
        /// The C library's text for it, such as `No such file or directory`.
        public var reason: String { String(cString: strerror(code)) }
    }

    /// Opens a destination for `path`.
    ///
    /// - Throws: ``Failure`` when the file or its temporary cannot be created.
    public init(path: String) throws(Failure) {
        self.path = path
        var status = stat()
        let exists = lstat(path, &status) == 0
        if exists, status.st_mode & S_IFMT != S_IFREG {
            let descriptor = open(path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw Failure(code: errno) }
            self.descriptor = descriptor
            self.temporaryPath = nil
            return
        }
        var template = Array((path + ".partial-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw Failure(code: errno) }
        _ = fchmod(descriptor, exists ? status.st_mode & 0o7777 : 0o644)
        self.descriptor = descriptor
        self.temporaryPath = String(cString: template)
    }

    deinit {
        discard()
    }

    /// Closes the descriptor and moves a temporary file to its final name.
    ///
    /// - Throws: ``Failure`` when closing or renaming fails; the temporary file is then removed.
    public func commit() throws(Failure) {
        guard !isFinished else { return }
        isFinished = true
        let closed = close(descriptor) == 0
        guard let temporaryPath else {
            if !closed { throw Failure(code: errno) }
            return
        }
        guard closed, rename(temporaryPath, path) == 0 else {
            let code = errno
            unlink(temporaryPath)
            throw Failure(code: code)
        }
    }

    /// Closes the descriptor and removes a temporary file, leaving the destination as it was.
    public func discard() {
        guard !isFinished else { return }
        isFinished = true
        close(descriptor)
        if let temporaryPath { unlink(temporaryPath) }
    }
}
