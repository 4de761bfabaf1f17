/// The header files shipped in `Examples/Headers/` (each with the stack that gives its behaviour, in that folder's
/// README) and their subview ids: an error about subviews a header lacks names the file that has them.
/// `StarterHeadersTests` checks this table against the files.
package enum StarterHeader {
    /// Each file's path from the repository's root, and its subview ids in order.
    package static let files: [(path: String, subviews: [String])] = [
        ("Examples/Headers/android-collapsing-toolbar.json", ["background", "scrim", "toolbar", "title"]),
        ("Examples/Headers/compose-large-top-app-bar.json", ["navigation-icon", "actions", "title"]),
        ("Examples/Headers/flutter-sliver-app-bar.json", ["background", "title"]),
        ("Examples/Headers/mdc-flexible-header.json", ["background", "title"]),
        ("Examples/Headers/profile-header.json", ["background", "avatar", "name", "handle", "tabs"]),
        ("Examples/Headers/large-title-navigation-bar.json", ["back", "title", "large-title"]),
        ("Examples/Headers/media-header.json", ["background", "title", "controls"]),
    ]

    /// The first starter header that has every one of these subviews, or `nil`.
    package static func file(having ids: [String]) -> String? {
        files.first { file in ids.allSatisfy(file.subviews.contains) }?.path
    }
}
