import StretchyStore

extension StoreError: ExitCodeProviding {
    /// 66 for a missing file or session, 65 for a file or data the store refuses, 73 when the session cannot be
    /// created or the file cannot be written, 74 for other SQLite failures.
    public var exitCode: ExitCode {
        switch self {
        case .fileNotFound, .sessionNotFound: .noInput
        case .notADatabase, .newerSchema, .invalidSample, .sampleFile, .emptySessionName: .dataError
        case .duplicateSession, .sessionFinished, .cannotWrite: .cannotCreate
        case .sqlite(let error): error.resultCode == .SQLITE_READONLY ? .cannotCreate : .ioError
        }
    }
}
