/// Where a session's samples came from, stored in `sessions.source`.
public enum SessionSource: String, CaseIterable, Sendable, Hashable {
    /// Recorded on a device by an app.
    case device
    /// Recorded in a web browser.
    case browser
    /// Converted from a finger trace by the scroll physics.
    case touchTrace = "touch-trace"
    /// Made by the gesture synthesizer.
    case synthetic
    /// Imported from a CSV or JSON Lines file.
    case `import`

    /// The sources' names, in declaration order, as stored and accepted on the command line.
    package static let acceptedNames: String = allCases.map(\.rawValue).joined(separator: ", ")
}
