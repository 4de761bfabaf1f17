/// What the command line and the Swift program replay: the session, the header file and the plugins.
struct ReplayTarget: Sendable {
    /// The header file, `nil` for the embedded profile header.
    var headerPath: String?
    /// The session file, `nil` when none is given.
    var sessionPath: String?
    /// The session's name in the file, `nil` for its only session.
    var session: String?
    /// The plugin libraries, in order.
    var plugins: [String]
}
