import _StretchySystem

/// Reads the files in `Fixtures/`, found next to this source file.
enum Fixture {
    static let directory: String = {
        let path = #filePath
        let folder = path[..<path.lastIndex(of: "/")!]
        return String(folder) + "/Fixtures"
    }()

    static func path(_ name: String) -> String { directory + "/" + name }

    static func text(_ name: String) throws -> String { try TextFile.read(path(name)) }

    /// Rows of a CSV file without its header, split on commas.
    static func rows(_ name: String) throws -> [[Substring]] {
        try text(name).split(separator: "\n").dropFirst().map {
            $0.split(separator: ",", omittingEmptySubsequences: false)
        }
    }
}
