import StretchyCore

/// Why a report could not be made.
public enum ReportError: UserFacingError, Equatable {
    /// The report was asked for no session at all.
    case noSessionsNamed
    /// `--all` on a file that holds no session.
    case fileHasNoSessions(path: String)
    /// The player's frame cap is below 2.
    case playerFrameCapTooSmall(Int)
    /// The plots' width in pixel columns is outside 16...8192.
    case plotColumnsOutOfRange(Int)
    /// Both a second side and a golden were asked for; a report shows two sides at most.
    case secondSideAndGolden
    /// The output file could not be created.
    case cannotCreateOutput(path: String, reason: String)
    /// Writing the output failed part-way; nothing was left under its name.
    case writeFailed(path: String, reason: String)

    /// What is wrong, naming the file or value.
    public var description: String {
        switch self {
        case .noSessionsNamed:
            "no session to report on"
        case .fileHasNoSessions(let path):
            "'\(path)' holds no session"
        case .playerFrameCapTooSmall(let cap):
            "player frame cap \(cap) is below 2"
        case .plotColumnsOutOfRange(let columns):
            "plot width \(columns) is outside 16...8192 pixel columns"
        case .secondSideAndGolden:
            "a report compares with a second stack or header, or with a golden, not both"
        case .cannotCreateOutput(let path, let reason):
            "cannot create '\(path)': \(reason)"
        case .writeFailed(let path, let reason):
            "writing '\(path)' failed: \(reason)"
        }
    }

    /// How to put it right.
    public var hint: String? {
        switch self {
        case .noSessionsNamed:
            "Name at least one session, or report on every session of the file."
        case .fileHasNoSessions:
            "Record, synthesize or import a session into it first."
        case .playerFrameCapTooSmall:
            "Give the player at least 2 frames; the default is \(ReportBuilder.defaultPlayerFrameCap)."
        case .plotColumnsOutOfRange:
            "Use a width from 16 to 8192; the default is \(ReportBuilder.defaultPlotColumns)."
        case .secondSideAndGolden:
            "Leave out --against and --against-header to compare with the golden, or make a second report."
        case .cannotCreateOutput:
            "Check that the folder exists and is writable."
        case .writeFailed:
            "Check the free space on the disk; nothing was left under that name."
        }
    }
}
