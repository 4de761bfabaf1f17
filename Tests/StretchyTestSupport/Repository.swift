import Foundation

/// The package's checkout, for tests that read or check its files.
public enum Repository {
    /// The package's root directory: the folder that holds `Package.swift`.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A file or folder of the checkout, by its path from the root, such as `docs/behaviors.md`.
    public static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }
}
