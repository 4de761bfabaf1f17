import StretchyReplay

extension ReplayError: ExitCodeProviding {
    /// 73 when an output cannot be created, 74 when writing it fails, 66 for a missing golden, 65 for a stored sample
    /// the engine refuses.
    public var exitCode: ExitCode {
        switch self {
        case .cannotCreateOutput: .cannotCreate
        case .writeFailed: .ioError
        case .goldenNotFound: .noInput
        case .invalidSample: .dataError
        }
    }
}
