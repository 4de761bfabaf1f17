import StretchyStore

/// Which sessions of a file a command works on: `--all`, `--session NAME`, or the only one.
enum SessionChoice {
    /// The names of the chosen sessions.
    ///
    /// - Throws: ``CLIError/sessionNotFound(name:path:available:)``, ``CLIError/noSessions(path:)`` or
    ///   ``CLIError/sessionNotChosen(path:sessions:offersAll:)``.
    ///
    /// - Parameter offersAll: Whether the command takes `--all`, for the hint when several sessions are held.
    static func names(
        in store: SessionStore, database: String, session: String?, all: Bool, offersAll: Bool = true
    ) throws -> [String] {
        let names = try store.sessions().map(\.name)
        if let session {
            guard names.contains(session) else {
                throw CLIError.sessionNotFound(name: session, path: store.path, available: names)
            }
            return [session]
        }
        guard !names.isEmpty else { throw CLIError.noSessions(path: database) }
        if all || names.count == 1 { return names }
        throw CLIError.sessionNotChosen(path: database, sessions: names, offersAll: offersAll)
    }
}
