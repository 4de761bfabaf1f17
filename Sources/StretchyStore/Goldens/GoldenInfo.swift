/// A golden kept in a session file: the frames of a reference replay, to compare later replays against.
public struct GoldenInfo: Hashable, Sendable {
    /// The golden's row id.
    public var id: Int64
    /// The golden's name, unique within its session.
    public var name: String
    /// The session's name.
    public var session: String
    /// The stack that made it, as given.
    public var stack: String
    /// The header that made it, as ``StretchyCore/HeaderConfiguration/jsonText``.
    public var header: String
    /// Its frame columns (`seq` first).
    public var columns: [String]
    /// Its number of frames.
    public var frames: Int
    /// Its output digest (hexadecimal SHA-256).
    public var digest: String
    /// When it was saved (ISO-8601, UTC).
    public var created: String
}
