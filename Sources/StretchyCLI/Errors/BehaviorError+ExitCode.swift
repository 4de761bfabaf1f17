import StretchyCore

extension BehaviorError: ExitCodeProviding {
    /// ``ExitCode/usageError`` for a stack written wrongly on the command line; ``ExitCode/internalError`` for a
    /// behaviour or registry that breaks its own contract.
    public var exitCode: ExitCode {
        switch self {
        case .undeclaredParameter, .duplicateIdentifier, .invalidIdentifier: .internalError
        default: .usageError
        }
    }
}
