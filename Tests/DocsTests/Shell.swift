import Foundation

/// Runs a command with its standard output and standard error in one pipe, as a terminal shows them.
enum Shell {
    /// What a command printed, and how it exited.
    struct Result: Sendable {
        /// The exit status.
        let status: Int32
        /// Standard output and standard error, interleaved as written.
        let output: String
    }

    /// Runs `command` (its first word looked up on the `PATH`) in `directory`, with `path` before the `PATH`.
    static func run(_ command: [String], in directory: URL, path: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        if let path { environment["PATH"] = path + ":" + (environment["PATH"] ?? "/usr/bin:/bin") }
        environment["COLUMNS"] = "100"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
