import StretchyCore

/// A runtime error of the command-line layer itself (not a usage error).
public enum CLIError: UserFacingError, ExitCodeProviding, Equatable {
    /// The command exists but its run logic is not part of this build.
    case notAvailable(command: String)
    /// Writing to standard output or a file failed.
    case writeFailed(target: String, reason: String)

    /// What is wrong, naming the command or file.
    public var description: String {
        switch self {
        case .notAvailable(let command):
            "'\(command)' is not available in this build"
        case .writeFailed(let target, let reason):
            "could not write to \(target): \(reason)"
        }
    }

    /// How to put it right.
    public var hint: String? {
        switch self {
        case .notAvailable:
            "This build of stretchy-replay was made without the replay engine; use a full build."
        case .writeFailed:
            "Check that the disk has room and the output is still open."
        }
    }

    /// ``ExitCode/unavailable`` or ``ExitCode/ioError``.
    public var exitCode: ExitCode {
        switch self {
        case .notAvailable: .unavailable
        case .writeFailed: .ioError
        }
    }
}
