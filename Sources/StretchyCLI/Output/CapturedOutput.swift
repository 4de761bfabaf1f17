/// A sink that keeps everything written to it, for tests and for composing output before printing it.
///
/// For example:
///
/// ```swift
/// let output = CapturedOutput()
/// let errors = CapturedOutput()
/// let status = StretchyCommand.run(arguments: ["stretchy-replay", "--version"], output: output, error: errors)
/// #expect(output.text == "0.1.0\n")
/// ```
public final class CapturedOutput: TextOutput {
    /// Everything written so far.
    public private(set) var text = ""

    /// Creates an empty sink.
    public init() {}

    /// Appends text.
    public func write(_ text: String) {
        self.text += text
    }
}
