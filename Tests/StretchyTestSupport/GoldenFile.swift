import Foundation
import Testing

/// Checked-in files that the tests generate and compare, such as `docs/behaviors.md`, with one record mode.
///
/// `STRETCHY_RECORD` chooses the mode, as swift-snapshot-testing's `record` does: `all` (or `1`) rewrites every
/// golden file, `missing` writes only the ones that do not exist yet (or, for a file of several blocks, only the
/// blocks it lacks), and `never` (the default) only compares.
public enum GoldenFile {
    /// When golden files are written instead of compared.
    public enum Record: String, Sendable {
        /// Write every golden file.
        case all
        /// Write what does not exist yet; compare the rest.
        case missing
        /// Only compare.
        case never
    }

    /// The mode `STRETCHY_RECORD` asks for; `never` when it is unset or unknown.
    public static var record: Record {
        switch ProcessInfo.processInfo.environment["STRETCHY_RECORD"] {
        case "all", "1": .all
        case "missing": .missing
        default: .never
        }
    }

    /// Compares a file of the checkout with what it should hold, or writes it as ``record`` says.
    ///
    /// A write is recorded as an issue, so a recording run never passes silently: run again without
    /// `STRETCHY_RECORD` to check.
    ///
    /// - Parameters:
    ///   - relativePath: The file's path from the repository root, such as `docs/behaviors.md`.
    ///   - expected: The text the file should hold.
    ///   - sourceLocation: Where a mismatch is reported; the caller's by default.
    public static func assert(
        _ relativePath: String, equals expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = Repository.url(relativePath)
        let actual = try? String(contentsOf: url, encoding: .utf8)
        if record == .all || (record == .missing && actual == nil) {
            try expected.write(to: url, atomically: true, encoding: .utf8)
            Issue.record(
                "Recorded \(relativePath); run again without STRETCHY_RECORD to check it.",
                sourceLocation: sourceLocation)
            return
        }
        #expect(
            actual == expected,
            "\(relativePath) is stale: regenerate it with STRETCHY_RECORD=all", sourceLocation: sourceLocation)
    }
}
