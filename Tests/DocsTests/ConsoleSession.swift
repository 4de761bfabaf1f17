import Foundation
import StretchyTestSupport

/// A ```` ```console ```` block as the commands it shows and the output after each: a line that starts with `$ `
/// is a command (continued on the next line after a trailing `\`), the lines up to the next command its output.
struct ConsoleSession {
    /// One command and the output the page shows for it.
    struct Step {
        /// The command line, for `/bin/sh -c`.
        let command: String
        /// The output lines shown after it.
        let output: [String]
    }

    /// The steps, in order.
    let steps: [Step]

    init(_ block: MarkdownBlock) {
        var steps: [Step] = []
        var command: String?
        var output: [String] = []
        var continuing = false
        for line in block.lines {
            if continuing, let partial = command {
                command = partial + "\n" + line
                continuing = line.hasSuffix("\\")
            } else if line.hasPrefix("$ ") {
                if let command { steps.append(Step(command: command, output: output)) }
                command = String(line.dropFirst(2))
                output = []
                continuing = line.hasSuffix("\\")
            } else if command != nil {
                output.append(line)
            }
        }
        if let command { steps.append(Step(command: command, output: output)) }
        self.steps = steps.map { step in
            var lines = step.output
            while lines.last?.isEmpty == true { lines.removeLast() }
            return Step(command: step.command, output: lines)
        }
    }

    /// A line as it is compared: a line whose first word is `time` (or `time:`) is wall-clock time, which changes from
    /// run to run, so only that word is kept.
    static func comparable(_ line: String) -> String {
        let trimmed = line.drop { $0 == " " }
        if trimmed.hasPrefix("time ") || trimmed.hasPrefix("time:") {
            return String(line.prefix(line.count - trimmed.count)) + "time"
        }
        return line
    }

    /// A fresh folder holding a copy of the shipped sessions and headers (`Sessions/`, `Examples/Headers/`), so a
    /// command of the docs can name them as written and write beside them, never into the shipped files.
    static func workspace() throws -> URL {
        let manager = FileManager.default
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
            "stretchy-docs-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try manager.createDirectory(at: folder.appendingPathComponent("Examples"), withIntermediateDirectories: true)
        try manager.copyItem(at: Repository.url("Sessions"), to: folder.appendingPathComponent("Sessions"))
        let headers = Repository.url("Examples/Headers")
        if manager.fileExists(atPath: headers.path) {
            try manager.copyItem(at: headers, to: folder.appendingPathComponent("Examples/Headers"))
        }
        return folder
    }
}
