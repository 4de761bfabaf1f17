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
    ///
    /// - Throws: ``Missing`` when the executable is not built, or what starting it throws.
    static func run(_ name: String, _ arguments: [String]) throws -> ExportRun {
        guard let url = BuiltExecutable.url(name) else { throw Missing(name: name) }
        let run = try BuiltExecutable.run(url, arguments, in: Repository.root)
        return ExportRun(
            status: run.status, output: String(decoding: run.output, as: UTF8.self),
            error: String(decoding: run.error, as: UTF8.self))
    }

    /// An executable the tests need is not built.
    struct Missing: Error, CustomStringConvertible {
        /// The product's name.
        let name: String
        var description: String { "\(name) is not built next to the tests" }
    }
}
