/// Where an output file is written, so that a failed, interrupted or killed write never leaves half a file.
///
/// A regular file (or a name that does not exist yet) is written to a fresh temporary file in its directory and
/// moved over it by ``commit()``; the new file keeps an existing file's permissions. On Linux the temporary file has
/// no name (`O_TMPFILE`), so even `SIGKILL` leaves nothing behind: ``commit()`` links it under a unique name
/// (`linkat` of `/proc/self/fd/<n>`) and renames that over the target. Where `O_TMPFILE` is not supported, it is
/// `<path>.partial-XXXXXX`, made with `mkstemp` and registered with ``Interruption`` so that `SIGINT` and `SIGTERM`
/// remove it. Anything else (a pipe, a device such as `/dev/stdout`, a symbolic link) is written in place: replacing
/// it would break it.
package final class AtomicFile {
    /// The descriptor to write to.
    package let descriptor: Int32
    /// The path asked for.
    package let path: String
    private let temporary: Temporary
    private var isFinished = false

    /// What is written until ``commit()``.
    private enum Temporary {
        /// Nothing: the path itself (a pipe, a device, a symbolic link).
        case none
        /// A named file, removed on `SIGINT` and `SIGTERM` through the ``Interruption`` token.
        case named(String, token: Int?)
        /// An unnamed file (`O_TMPFILE`) in the path's directory.
        case unnamed
    }

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
            self.temporary = .none
            return
        }
        let mode = exists ? status.st_mode & 0o7777 : 0o644
        if let descriptor = Self.openUnnamed(in: Self.directory(of: path)) {
            _ = fchmod(descriptor, mode)
            self.descriptor = descriptor
            self.temporary = .unnamed
            return
        }
        var template = Array((path + ".partial-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .current }
        _ = fchmod(descriptor, mode)
        self.descriptor = descriptor
        let name = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        self.temporary = .named(name, token: Interruption.removeOnInterrupt(name))
    }

    /// The directory a path's file lives in: `.` for a bare name, `/` for a file at the root.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// An unnamed file in `directory`, opened for writing, or `nil` where the system cannot make one (not Linux, a
    /// file system without `O_TMPFILE`, no `/proc` to link it by).
    private static func openUnnamed(in directory: String) -> Int32? {
        #if os(Linux)
            // O_TMPFILE (`__O_TMPFILE | O_DIRECTORY`), which Swift does not import; __O_TMPFILE is 020000000 on
            // x86-64 and ARM.
            let unnamedFile: Int32 = 0o20_000_000 | O_DIRECTORY
            guard access("/proc/self/fd", F_OK) == 0 else { return nil }
            let descriptor = open(directory, unnamedFile | O_WRONLY | O_CLOEXEC, 0o600)
            return descriptor >= 0 ? descriptor : nil
        #else
            return nil
        #endif
    }

    /// Gives the unnamed file behind `descriptor` a unique name beside `path`, `<path>.partial-<pid>-<n>`.
    ///
    /// - Returns: The name.
    /// - Throws: ``SystemFailure`` when `linkat` fails for another reason than the name being taken.
    private static func linkUnnamed(_ descriptor: Int32, beside path: String) throws(SystemFailure) -> String {
        let source = "/proc/self/fd/" + String(descriptor)
        var attempt = monotonicNanoseconds() % 1_000_000
        while true {
            let name = path + ".partial-" + String(getpid()) + "-" + String(attempt)
            if linkat(AT_FDCWD, source, AT_FDCWD, name, AT_SYMLINK_FOLLOW) == 0 { return name }
            guard errno == EEXIST else { throw .current }
            attempt += 1
        }
    }

    deinit {
        discard()
    }

    /// Closes the descriptor and moves a temporary file to its final name.
    ///
    /// - Throws: ``SystemFailure`` when closing, linking or renaming fails; the temporary file is then removed.
    package func commit() throws(SystemFailure) {
        guard !isFinished else { return }
        isFinished = true
        switch temporary {
        case .none:
            guard close(descriptor) == 0 else { throw .current }
        case .named(let name, let token):
            defer { Interruption.forget(token) }
            try Self.publish(descriptor, renaming: name, to: path)
        case .unnamed:
            let name: String
            do {
                name = try Self.linkUnnamed(descriptor, beside: path)
            } catch {
                close(descriptor)
                throw error
            }
            let token = Interruption.removeOnInterrupt(name)
            defer { Interruption.forget(token) }
            try Self.publish(descriptor, renaming: name, to: path)
        }
    }

    /// Closes `descriptor` and renames `name` to `path`; on a failure, removes `name`.
    private static func publish(_ descriptor: Int32, renaming name: String, to path: String) throws(SystemFailure) {
        guard close(descriptor) == 0, rename(name, path) == 0 else {
            let code = errno
            unlink(name)
            throw SystemFailure(code: code)
        }
    }

    /// Closes the descriptor and removes a temporary file, leaving the destination as it was.
    package func discard() {
        guard !isFinished else { return }
        isFinished = true
        close(descriptor)
        if case .named(let name, let token) = temporary {
            unlink(name)
            Interruption.forget(token)
        }
    }
}
