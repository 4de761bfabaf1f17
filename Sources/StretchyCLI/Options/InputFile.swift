import Foundation
import _StretchySystem

/// The one place the tool checks that a path given on the command line is a file it can read, before a library
/// reads it, so every command says the same thing, in its own words, about a missing file, a directory or a file
/// it may not read.
///
/// For example:
///
/// ```swift
/// let text = try InputFile.text(scriptFile, expected: "a gesture script", context: context)
/// ```
enum InputFile {
    /// What a path was instead of a readable file.
    enum Problem: Hashable, Sendable {
        /// Nothing exists at the path.
        case missing
        /// The path is a directory.
        case directory
        /// The file exists but may not be read.
        case notPermitted
        /// The file was read, but its bytes are not text a reader takes: what was found and where (a NUL byte,
        /// bytes that are not UTF-8, a line or a file over its limit).
        case notText(String)
        /// Reading failed, with the system's reason.
        case failed(String)
    }

    /// Checks that `path` is a regular file the process may read.
    ///
    /// - Parameters:
    ///   - path: The path as the user wrote it; messages name it so.
    ///   - expected: What the file should be, for messages: `a header JSON file`.
    ///   - context: The directory the path is relative to.
    /// - Throws: ``CLIError/unreadableFile(path:expected:problem:)``.
    static func check(_ path: String, expected: String, context: CommandContext) throws(CLIError) {
        let resolved = context.resolve(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) else {
            throw .unreadableFile(path: path, expected: expected, problem: .missing)
        }
        guard !isDirectory.boolValue else {
            throw .unreadableFile(path: path, expected: expected, problem: .directory)
        }
        guard FileManager.default.isReadableFile(atPath: resolved) else {
            throw .unreadableFile(path: path, expected: expected, problem: .notPermitted)
        }
    }

    /// The bytes of the file at `path`, after ``check(_:expected:context:)``.
    ///
    /// - Throws: ``CLIError/unreadableFile(path:expected:problem:)``.
    static func data(_ path: String, expected: String, context: CommandContext) throws(CLIError) -> Data {
        try check(path, expected: expected, context: context)
        do {
            return Data(try TextFile.readBytes(context.resolve(path)))
        } catch {
            throw .unreadableFile(path: path, expected: expected, problem: problem(error))
        }
    }

    /// The UTF-8 text of the file at `path`, after ``check(_:expected:context:)``.
    ///
    /// - Throws: ``CLIError/unreadableFile(path:expected:problem:)``, also when the bytes are not UTF-8.
    static func text(_ path: String, expected: String, context: CommandContext) throws(CLIError) -> String {
        try check(path, expected: expected, context: context)
        do {
            return try TextFile.read(context.resolve(path))
        } catch {
            throw .unreadableFile(path: path, expected: expected, problem: problem(error))
        }
    }

    /// What a failed read of a checked file says: the system's reason, or the text defect and where it is.
    private static func problem(_ failure: TextFile.Failure) -> Problem {
        if case .unreadable(let system) = failure.defect { return .failed(system.reason) }
        return .notText(failure.description)
    }
}
