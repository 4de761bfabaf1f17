/// An error that says which status the program exits with when it ends a command.
///
/// Errors that do not conform end the command with ``ExitCode/failure`` (1).
///
/// For example:
///
/// ```swift
/// extension StoreError: ExitCodeProviding {
///     public var exitCode: ExitCode {
///         switch self {
///         case .cannotOpen: .noInput
///         case .corrupt: .dataError
///         }
///     }
/// }
/// ```
public protocol ExitCodeProviding: Error {
    /// The status the program exits with when this error ends a command.
    var exitCode: ExitCode { get }
}
