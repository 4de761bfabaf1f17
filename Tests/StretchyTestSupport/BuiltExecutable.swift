import Foundation

/// Finds a helper executable of the package (`recorder-probe`, `recording-probe`) built next to the test bundle.
public enum BuiltExecutable {
    /// The executable's URL, or `nil` when it is not built.
    ///
    /// - Parameters:
    ///   - name: The product's name.
    ///   - filePath: The calling test's `#filePath`, for the fallback `.build/debug` two folders above it.
    public static func url(_ name: String, filePath: String = #filePath) -> URL? {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
            URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent(".build/debug"),
        ].map { $0.appendingPathComponent(name) }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

extension BuiltExecutable {
    /// What a run of an executable wrote, and how it ended.
    public struct Run: Sendable {
        /// The exit status.
        public let status: Int32
        /// Everything written to standard output.
        public let output: Data
        /// Everything written to standard error.
        public let error: Data
    }

    /// Runs an executable in a directory and waits for it.
    ///
    /// Standard output is read first, then standard error: a command that writes more than a pipe's buffer to
    /// standard error before it ends its output would wait, so keep such runs' standard error short.
    ///
    /// - Throws: What `Process.run()` throws when the executable cannot start.
    public static func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: outputData, error: errorData)
    }
}
