import Foundation
import StretchyTestSupport
import Testing

/// End-to-end tests: run the built `stretchy-replay` and check `stderr + stdout` and the exit status, as
/// swift-argument-parser's `AssertExecuteCommand` does.
@Suite("The stretchy-replay executable")
struct StretchyReplayExecutableTests {
    /// The built executable, found beside the test bundle in the build products directory.
    static func executable() throws -> URL {
        let bundle = URL(
            fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? CommandLine.arguments[0])
        var directory = bundle.deletingLastPathComponent()
        // On macOS the bundle is `…/debug/StretchyPackageTests.xctest/Contents/MacOS/StretchyPackageTests`.
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("stretchy-replay")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        throw ExecutableNotFound(bundle: bundle.path)
    }

    struct ExecutableNotFound: Error, CustomStringConvertible {
        var bundle: String
        var description: String { "no stretchy-replay executable beside \(bundle)" }
    }

    /// Runs the executable and returns its status and `stderr + stdout`.
    static func execute(_ words: [String]) throws -> (status: Int32, text: String) {
        let run = try BuiltExecutable.run(try executable(), words, in: URL(fileURLWithPath: "/"))
        return (run.status, String(decoding: run.error + run.output, as: UTF8.self))
    }

    @Test func version() throws {
        let result = try Self.execute(["--version"])
        #expect(result.status == 0)
        #expect(result.text == "0.1.0\n")
    }

    @Test func helpOfASubcommand() throws {
        let result = try Self.execute(["help", "export"])
        #expect(result.status == 0)
        #expect(result.text == StretchyCommandTests.exportHelp)
    }

    @Test func usageErrorGoesToStandardErrorAndExits64() throws {
        let result = try Self.execute(["export", "a.db", "--session", "s", "--format", "xml"])
        #expect(result.status == 64)
        #expect(
            result.text == """
                Error: The value 'xml' is invalid for '--format <format>'. Accepted values: csv, jsonl.
                Usage: stretchy-replay export <session.db> [--session <name>] [--format <format>] [--output <file>] [--touches <file>]
                  See 'stretchy-replay export --help' for more information.

                """)
    }

    @Test func misspeltSubcommand() throws {
        let result = try Self.execute(["compre", "x.db"])
        #expect(result.status == 64)
        #expect(
            result.text == """
                Error: Unknown subcommand 'compre'. Did you mean 'compare'?
                Usage: stretchy-replay <subcommand>
                  See 'stretchy-replay --help' for more information.

                """)
    }
}

extension StretchyReplayExecutableTests {
    @Test func theReadmesMainCommandReplaysAShippedSession() throws {
        let session = Workspace.repository.appendingPathComponent("Sessions/fast-fling-up-and-back.db").path
        let result = try Self.execute([session, "--behaviors", "top-only,fade=target=title+avatar:by=0.5,tabs"])
        #expect(result.status == 0)
        #expect(result.text.hasPrefix("fast-fling-up-and-back: 376 frames over 6.25 s (synthetic, 60 Hz)\n"))
        #expect(
            result.text.contains(
                "  digest          sha256:e3eaa92149e664a9f6955d6072876e2addc989d7d86a09f0f0df7538e712ec0c\n"))
    }

    @Test func aFullDiskOnStandardOutputEndsWith74() throws {
        let session = Workspace.repository.appendingPathComponent("Sessions/slow-drag.db").path
        let process = Process()
        process.executableURL = try Self.executable()
        process.arguments = [session, "--frames", "-"]
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let error = Pipe()
        process.standardError = error
        try process.run()
        let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 74)
        #expect(text.contains("Error: could not write to standard output: No space left on device\n"))
    }
}
