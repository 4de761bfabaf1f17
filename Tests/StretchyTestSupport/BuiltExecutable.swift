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
