/// Somewhere a command writes text: standard output, standard error, or a buffer in tests.
///
/// Sinks are reference types so a ``CommandContext`` can be passed by value and still write to one place.
///
/// For example:
///
/// ```swift
/// context.standardOutput.writeLine("3 sessions")
/// ```
public protocol TextOutput: AnyObject {
    /// Writes text as is, adding no newline.
    func write(_ text: String)
    /// Writes anything buffered to its destination.
    func flush()
    /// Why writing failed, if it did: the command then ends with ``ExitCode/ioError``.
    var failure: String? { get }
}

extension TextOutput {
    /// Writes text followed by a newline.
    public func writeLine(_ text: String) {
        write(text + "\n")
    }

    /// Nothing to flush by default.
    public func flush() {}

    /// Writing never fails by default.
    public var failure: String? { nil }
}
