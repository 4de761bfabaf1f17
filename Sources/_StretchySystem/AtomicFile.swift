/// Where an output file is written, so that a failed or interrupted write never leaves half a file.
///
/// A regular file (or a name that does not exist yet) is written to a fresh temporary file beside it, made with
/// `mkstemp`, and renamed over it by ``commit()``; the new file keeps an existing file's permissions. Anything else
/// (a pipe, a device such as `/dev/stdout`, a symbolic link) is written in place: replacing it would break it.
package final class AtomicFile {
    /// The descriptor to write to.
    package let descriptor: Int32
    /// The path asked for.
    package let path: String
    private let temporaryPath: String?
    private var isFinished = false

    /// Opens a destination for `path`.
    ///
    /// - Throws: ``SystemFailure`` when the file or its temporary cannot be created.
    package init(path: String) throws(SystemFailure) {
        self.path = path
        var status = stat()
        let exists = lstat(path, &status) == 0
        if exists, status.st_mode & S_IFMT != S_IFREG {
            let descriptor = open(path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw .current }
            self.descriptor = descriptor
            self.temporaryPath = nil
            return
        }
        var template = Array((path + ".partial-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .current }
        _ = fchmod(descriptor, exists ? status.st_mode & 0o7777 : 0o644)
        self.descriptor = descriptor
        self.temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    deinit {
        discard()
    }

    /// Closes the descriptor and moves a temporary file to its final name.
    ///
    /// - Throws: ``SystemFailure`` when closing or renaming fails; the temporary file is then removed.
    package func commit() throws(SystemFailure) {
        guard !isFinished else { return }
        isFinished = true
        let closed = close(descriptor) == 0
        guard let temporaryPath else {
            if !closed { throw .current }
            return
        }
        guard closed, rename(temporaryPath, path) == 0 else {
            let code = errno
            unlink(temporaryPath)
            throw SystemFailure(code: code)
        }
    }

    /// Closes the descriptor and removes a temporary file, leaving the destination as it was.
    package func discard() {
        guard !isFinished else { return }
        isFinished = true
        close(descriptor)
        if let temporaryPath { unlink(temporaryPath) }
    }
}
