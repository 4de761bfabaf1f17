/// A request to end a command early and successfully, printing help or a message to standard output.
///
/// The parser throws it for `-h`, `--help` and `--version`; a command's `run` may throw it too.
public enum CleanExit: Error, Equatable, Sendable {
    /// Print the help of the command being run, then exit 0.
    case helpRequest
    /// Print a message, then exit 0.
    case message(String)
}
