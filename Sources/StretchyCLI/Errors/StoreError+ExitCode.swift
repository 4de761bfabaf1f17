import StretchyStore

extension StoreError: ExitCodeProviding {
    /// 66 for a missing file, sample file or session, 65 for a file or data the store refuses (corrupt included), 73 when the
    /// session cannot be created or the file cannot be written, 74 for other SQLite failures.
    public var exitCode: ExitCode {
        switch self {
        case .fileNotFound, .sessionNotFound: .noInput
        case .sampleFile(let error): error.isUnreadable ? .noInput : .dataError
        case .notADatabase, .newerSchema, .invalidSample, .emptySessionName: .dataError
        case .duplicateSession, .sessionFinished, .cannotWrite: .cannotCreate
        case .writeFailed: .ioError
        case .sqlite(let error):
            switch error.resultCode {
            case .SQLITE_READONLY: .cannotCreate
            case .SQLITE_CORRUPT, .SQLITE_NOTADB: .dataError
            default: .ioError
            }
        }
    }
}
