/// Which sessions of a file a report shows.
public enum ReportSessions: Hashable, Sendable {
    /// These sessions, in this order (`--session NAME`, repeated).
    case named([String])
    /// Every session of the file, in name order (`--all`).
    case all
}
