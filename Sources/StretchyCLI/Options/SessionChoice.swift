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
        // Names only: listing `sessions()` would count every session's samples, a pass over the whole file before
        // anything is replayed (the serial part of `--all`).
        let names = try store.sessionNames()
        if let session {
            // The name as listed (a control character written `\u{…}`) names the session too: the store resolves it.
            guard try names.contains(session) || store.containsSession(listedAs: session) else {
                throw CLIError.sessionNotFound(name: session, path: store.path, available: names)
            }
            return [session]
        }
        guard !names.isEmpty else { throw CLIError.noSessions(path: database) }
        if all || names.count == 1 { return names }
        throw CLIError.sessionNotChosen(path: database, sessions: names, offersAll: offersAll)
    }
}
