import Foundation
import StretchyTestSupport

/// Runs a built executable of the package from the repository root and captures what it writes.
struct ExportRun {
    /// The exit status.
    let status: Int32
    /// Standard output.
    let output: String
    /// Standard error.
    let error: String

    /// Runs `name` with `arguments`.
    static func run(_ name: String, _ arguments: [String]) throws -> ExportRun {
        guard let url = BuiltExecutable.url(name) else { throw Missing(name: name) }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = Repository.root
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Standard output first, then standard error: what these commands write to standard error is far below a
        // pipe's buffer, so the child never waits on it.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ExportRun(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }

    /// An executable the tests need is not built.
    struct Missing: Error, CustomStringConvertible {
        /// The product's name.
        let name: String
        var description: String { "\(name) is not built next to the tests" }
    }
}
