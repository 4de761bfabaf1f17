/// What a path names, by `stat` (following symbolic links): its device and inode, and its kind.
///
/// Two paths name the same file when their identities are equal, whatever their spelling (`./x.so` and `x.so`),
/// through symbolic or hard links alike.
///
/// For example:
///
/// ```swift
/// if FileIdentity(path: "frames.csv") == FileIdentity(path: "session.db") { ... }
/// ```
package struct FileIdentity: Hashable, Sendable {
    /// The device the file lives on.
    package let device: UInt64
    /// The file's inode on that device.
    package let inode: UInt64

    /// The identity of the file at `path`, or `nil` when nothing is there.
    package init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The identity of an open descriptor, or `nil` when `fstat` fails.
    package init?(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The identity in a `stat` result.
    fileprivate init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}

/// What `stat` says of a file that changes whenever it is written or replaced: its identity, size and time of last
/// modification, to the nanosecond where the file system keeps them.
package struct FileState: Hashable, Sendable {
    /// The file's device and inode.
    package let identity: FileIdentity
    /// Its size in bytes.
    package let size: Int64
    /// Its time of last modification, in whole seconds.
    package let modifiedSeconds: Int
    /// The nanoseconds of that time past its second, where the file system keeps them.
    package let modifiedNanoseconds: Int

    /// The state of the file at `path`, or `nil` when nothing is there.
    package init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        identity = FileIdentity(status)
        size = Int64(status.st_size)
        #if canImport(Darwin)
            (modifiedSeconds, modifiedNanoseconds) = (status.st_mtimespec.tv_sec, status.st_mtimespec.tv_nsec)
        #else
            (modifiedSeconds, modifiedNanoseconds) = (status.st_mtim.tv_sec, status.st_mtim.tv_nsec)
        #endif
    }
}

/// The kind of file a path names (following symbolic links).
package enum FileKind: Sendable, Equatable {
    /// Nothing exists at the path.
    case missing
    /// A regular file.
    case regular
    /// A directory.
    case directory
    /// A named pipe.
    case fifo
    /// A character or block device.
    case device
    /// A socket.
    case socket

    /// The kind of what `path` names.
    package init(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            self = .missing
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFCHR, S_IFBLK: self = .device
        default: self = .socket
        }
    }

    /// How messages name it: `a directory`, `a FIFO (named pipe)`, `a device`, `a socket`.
    package var phrase: String {
        switch self {
        case .missing: "missing"
        case .regular: "a regular file"
        case .directory: "a directory"
        case .fifo: "a FIFO (named pipe)"
        case .device: "a device"
        case .socket: "a socket"
        }
    }
}

/// Whether the file at `path` starts with SQLite's 16-byte header `SQLite format 3\0`.
///
/// Only a regular file is read; anything else (a pipe, a device) is never opened, so this never blocks.
package func startsWithSQLiteHeader(_ path: String) -> Bool {
    firstBytes(of: path, count: 16) == sqliteMagic
}

/// The first 100 bytes of the SQLite file at `path` (its database header), or `nil` when it is not a regular file
/// that starts with `SQLite format 3\0` and holds a whole header. Never blocks, as ``startsWithSQLiteHeader(_:)``.
package func sqliteHeader(_ path: String) -> [UInt8]? {
    guard let bytes = firstBytes(of: path, count: 100), bytes.starts(with: sqliteMagic) else { return nil }
    return bytes
}

/// The 16 bytes every SQLite file starts with.
private let sqliteMagic = Array("SQLite format 3".utf8) + [0]

/// The first `count` bytes of the regular file at `path`, or `nil` when it is not a regular file or is shorter.
private func firstBytes(of path: String, count: Int) -> [UInt8]? {
    guard FileKind(path: path) == .regular else { return nil }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: count)
    let length = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, count) }
    return length == count ? bytes : nil
}
