/// A usage error found by a command's own checks: printed with the command's usage, exits 64.
///
/// Throw it from `run` when the command line parses but does not make sense, such as a `--viewport` that is not
/// `<w>x<h>`. The message is one line in the parser's style: a capital first letter, values in single quotes,
/// no final period unless a second sentence follows.
///
/// For example:
///
/// ```swift
/// guard jobs > 0 else { throw ValidationError("The value '0' is invalid for '--jobs <n>'. Expected at least 1.") }
/// ```
///
/// It prints:
///
/// ```
/// Error: The value '0' is invalid for '--jobs <n>'. Expected at least 1.
/// Usage: stretchy-replay replay [<options>] <session.db>
///   See 'stretchy-replay replay --help' for more information.
/// ```
public struct ValidationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The one-line message printed after `Error: `.
    public var message: String

    /// Creates a validation error.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
