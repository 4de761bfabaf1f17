import StretchyCore
import _StretchySystem

@testable import StretchyCLI

/// Helpers shared by the command-line tests.
enum CLITestSupport {
    /// A registry of the two fake behaviours, with `fake-stretch` the default of the expansion stage.
    static var registry: BehaviorRegistry {
        try! BehaviorRegistry(
            behaviors: [FakeStretchBehavior.self, FakeFadeBehavior.self], defaults: [.expansion: "fake-stretch"])
    }

    /// Runs `stretchy-replay` with these words after its name, in `/nonexistent-directory` so no word names a file.
    static func run(_ words: String..., registry: BehaviorRegistry = registry) -> RunResult {
        run(words, registry: registry)
    }

    /// Runs `stretchy-replay` with these words after its name.
    static func run(_ words: [String], registry: BehaviorRegistry = registry) -> RunResult {
        let output = CapturedOutput()
        let error = CapturedOutput()
        let context = CommandContext(
            standardOutput: output, standardError: error, currentDirectory: "/nonexistent-directory",
            registry: registry)
        let status = StretchyCommand.run(arguments: ["/usr/bin/stretchy-replay"] + words, context: context)
        return RunResult(status: status.rawValue, output: output.text, error: error.text)
    }

    /// The three lines of a usage error, as the runner prints them.
    static func usageError(_ message: String, usage: String, command: String) -> String {
        """
        Error: \(message)
        Usage: \(usage)
          See '\(command) --help' for more information.

        """
    }
}
