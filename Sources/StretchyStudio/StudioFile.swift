/// One session file the studio serves: the name it is shown by (the argument as given) and the path it is opened at.
package struct StudioFile: Hashable, Sendable {
    /// The file as the user gave it, such as `Sessions/slow-drag.db`; pages and command lines name it so.
    package var shownAs: String
    /// The path it is opened at, resolved against the working directory.
    package var path: String

    /// Creates a file entry.
    ///
    /// - Parameters:
    ///   - shownAs: The file as given.
    ///   - path: Its resolved path.
    package init(shownAs: String, path: String) {
        self.shownAs = shownAs
        self.path = path
    }
}
