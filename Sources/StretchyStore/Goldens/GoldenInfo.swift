/// A golden kept in a session file: the frames of a reference replay, to compare later replays against.
package struct GoldenInfo: Hashable, Sendable {
    /// The golden's row id.
    package var id: Int64
    /// The golden's name, unique within its session.
    package var name: String
    /// The session's name.
    package var session: String
    /// The stack that made it, as given.
    package var stack: String
    /// The header that made it, as ``StretchyCore/HeaderConfiguration/jsonText``.
    package var header: String
    /// Its frame columns (`seq` first).
    package var columns: [String]
    /// Its number of frames.
    package var frames: Int
    /// Its output digest (hexadecimal SHA-256).
    package var digest: String
    /// When it was saved (ISO-8601, UTC).
    package var created: String
}
