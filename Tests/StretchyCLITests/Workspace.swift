import Foundation
import StretchyBehaviors
import StretchyCore
import StretchyStore
import StretchyTestSupport
import _StretchySystem

@testable import StretchyCLI

/// A temporary folder holding copies of shipped sessions, where commands run with the built-in behaviours.
final class Workspace: Sendable {
    static let repository = Repository.root

    let folder: URL

    /// A new folder with copies of these shipped sessions (file names without `.db`).
    init(copying sessions: [String] = []) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("stretchy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for session in sessions {
            try FileManager.default.copyItem(
                at: Self.repository.appendingPathComponent("Sessions/\(session).db"),
                to: folder.appendingPathComponent("\(session).db"))
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The path of a file in the folder.
    func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    /// Runs `stretchy-replay` with these words, in the folder, with the built-in behaviours.
    func run(_ words: String...) -> RunResult {
        run(words)
    }

    /// The `digest` of every summary of a `--format json` replay.
    func digests(_ words: String...) throws -> [String] {
        let result = run(words + ["--format", "json"])
        let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
        let summaries = (json as? [[String: Any]]) ?? [(json as? [String: Any]) ?? [:]]
        return summaries.compactMap { $0["digest"] as? String }
    }
}

extension Workspace {
    /// Runs `stretchy-replay` with these words, in the folder, with the built-in behaviours or another registry.
    func run(
        _ words: [String], registry: BehaviorRegistry = .builtIn, environment: [String: String] = [:]
    ) -> RunResult {
        let output = CapturedOutput()
        let error = CapturedOutput()
        var context = CommandContext(
            standardOutput: output, standardError: error, currentDirectory: folder.path, registry: registry)
        context.environment = environment
        let status = StretchyCommand.run(arguments: ["stretchy-replay"] + words, context: context)
        return RunResult(status: status.rawValue, output: output.text, error: error.text)
    }
}

extension Workspace {
    /// Runs SQL on a file of the folder, as the `sqlite3` shell would: to damage it on purpose.
    func execute(_ sql: String, in file: String) throws {
        try SessionStore(path: path(file), mode: .readWrite).connection.execute(sql)
    }
}
