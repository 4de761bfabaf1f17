import Foundation
import StretchyCore
import _StretchySystem

/// Loads the header a command runs with: a JSON file given with `--header`, or the embedded profile header.
enum HeaderLoader {
    /// The header at `path`, or the embedded profile header when `path` is `nil`.
    ///
    /// - Throws: ``CLIError/unreadableFile(path:expected:problem:)`` or ``CLIError/invalidHeader(path:_:)``.
    static func load(_ path: String?, context: CommandContext) throws(CLIError) -> HeaderConfiguration {
        guard let path else { return .profileHeader }
        let data = try InputFile.data(path, expected: "a header JSON file", context: context)
        do {
            return try HeaderConfiguration(json: data)
        } catch {
            throw .invalidHeader(path: path, error)
        }
    }

    /// How summaries name the header: the file's path, or `profile header (embedded)`.
    static func label(_ path: String?) -> String {
        path ?? "profile header (embedded)"
    }
}
