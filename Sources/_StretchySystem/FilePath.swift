/// Paths as the user gave them, made absolute against a directory of the caller's choosing.
package enum FilePath {
    /// A path made absolute against `directory`; absolute paths and `-` (standard input or output) are returned as
    /// they are.
    ///
    /// For example, `FilePath.resolve("s.db", against: "/work")` is `/work/s.db`.
    package static func resolve(_ path: String, against directory: String) -> String {
        if path.hasPrefix("/") || path == "-" { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    /// The process's current directory, or `.` if it cannot be read.
    package static func currentDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "." }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Whether something exists at `path` (which is used as it is).
    package static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// The last component of a path without its extension: `fling` for `/tmp/fling.csv`.
    package static func stem(_ path: String) -> String {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        return fileName.lastIndex(of: ".").map { String(fileName[..<$0]) } ?? fileName
    }
}
