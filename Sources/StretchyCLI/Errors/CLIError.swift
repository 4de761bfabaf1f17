import StretchyCore

/// A runtime error of the command-line layer itself (not a usage error).
public enum CLIError: UserFacingError, ExitCodeProviding, Equatable {
    /// Writing the command's output failed, for example on a full disk or a closed pipe.
    case outputFailed(target: String, reason: String)
    /// A file given on the command line cannot be read.
    case unreadableFile(path: String, reason: String)
    /// The header configuration file is refused.
    case invalidHeader(path: String, ConfigurationError)
    /// The database holds several sessions and the command needs to know which.
    case sessionNotChosen(path: String, sessions: [String])
    /// The database holds no session.
    case noSessions(path: String)

    /// What is wrong, naming the command or file.
    public var description: String {
        switch self {
        case .outputFailed(let target, let reason):
            "could not write to \(target): \(reason)"
        case .unreadableFile(let path, let reason):
            "cannot read '\(path)': \(reason)"
        case .invalidHeader(let path, let error):
            "\(path): \(error.description)"
        case .sessionNotChosen(let path, let sessions):
            "'\(path)' holds \(sessions.count) sessions; say which to use"
        case .noSessions(let path):
            "'\(path)' holds no sessions"
        }
    }

    /// How to put it right.
    public var hint: String? {
        switch self {
        case .outputFailed:
            "Check that the disk or device has room."
        case .unreadableFile:
            "Check the path and the file's permissions."
        case .invalidHeader(_, let error):
            error.hint
        case .sessionNotChosen(_, let sessions):
            "Pass --session with one of: \(sessions.joined(separator: ", ")); or --all for every session."
        case .noSessions:
            "Add one with 'stretchy-replay import', 'synth' or 'import-touches'."
        }
    }

    /// ``ExitCode/ioError``, ``ExitCode/noInput``, ``ExitCode/dataError`` or ``ExitCode/usageError``.
    public var exitCode: ExitCode {
        switch self {
        case .outputFailed: .ioError
        case .unreadableFile: .noInput
        case .invalidHeader, .noSessions: .dataError
        case .sessionNotChosen: .usageError
        }
    }
}
