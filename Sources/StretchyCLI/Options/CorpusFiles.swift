import Foundation
import _StretchySystem

/// The session files a corpus replay reads: each file argument as given, each folder as every file whose name ends
/// in `.db` in it and in its subfolders.
///
/// A folder's files come sorted by their path inside it, byte by byte, so the order does not depend on the file
/// system; symbolic links to files are taken, symbolic links to folders are not followed. Files are named as the
/// argument joined with the path inside it (`corpus/2026/a.db`).
enum CorpusFiles {
    /// Whether an argument names a folder (following symbolic links).
    static func isFolder(_ argument: String, context: CommandContext) -> Bool {
        FileKind(path: context.resolve(argument)) == .directory
    }

    /// The session files the arguments name, in order: files as given, folders expanded.
    ///
    /// - Throws: ``CLIError/unreadableFolder(path:reason:)`` for a folder that cannot be listed,
    ///   ``CLIError/noSessionFiles(folder:)`` for one that holds no session file.
    static func expand(_ arguments: [String], context: CommandContext) throws(CLIError) -> [String] {
        var files: [String] = []
        for argument in arguments {
            guard isFolder(argument, context: context) else {
                files.append(argument)
                continue
            }
            let found = try sessionFiles(in: context.resolve(argument), shownAs: argument)
            guard !found.isEmpty else { throw .noSessionFiles(folder: argument) }
            let prefix = argument.hasSuffix("/") ? argument : argument + "/"
            files += found.map { prefix + $0 }
        }
        return files
    }

    /// The files without repeats: a file named twice, by any path (`a.db` and `./a.db`, a folder and a file in it, a
    /// link), is kept where it first comes, and `skipped` is told of each later one with the first.
    static func distinct(
        _ files: [String], context: CommandContext, skipped: (_ file: String, _ first: String) -> Void
    ) -> [String] {
        var firsts: [FileIdentity: String] = [:]
        return files.filter { file in
            guard let identity = FileIdentity(path: context.resolve(file)) else { return true }
            if let first = firsts[identity] {
                skipped(file, first)
                return false
            }
            firsts[identity] = file
            return true
        }
    }

    /// The paths, relative to `folder`, of every name ending in `.db` in it and below that is not a folder, sorted
    /// byte by byte.
    private static func sessionFiles(in folder: String, shownAs shown: String) throws(CLIError) -> [String] {
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(
                    atPath: relative.isEmpty ? folder : folder + "/" + relative)
            } catch {
                let path = relative.isEmpty ? shown : shown + "/" + relative
                // The system's reason (`Permission denied`), as every other message gives it, when Foundation
                // keeps it.
                let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
                let reason =
                    underlying.map { systemErrorText(Int32(truncatingIfNeeded: $0.code)) }
                    ?? (error as NSError).localizedDescription
                throw .unreadableFolder(path: path, reason: reason)
            }
            for name in names {
                let path = relative.isEmpty ? name : relative + "/" + name
                // The entry itself, not what a link points to: a link to a folder is not followed (no cycles).
                let type =
                    try? FileManager.default.attributesOfItem(atPath: folder + "/" + path)[.type] as? FileAttributeType
                if type == .typeDirectory {
                    pending.append(path)
                } else if name.hasSuffix(".db") {
                    found.append(path)
                }
            }
        }
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
