import StretchyCore

/// One stack on one header, as a report shows it: the stack to replay and the names the page gives it.
///
/// For example:
///
/// ```swift
/// let stack = try BehaviorRegistry.builtIn.makeStack(stack: "top-only,tabs", configuration: .profileHeader)
/// let side = ReportSide(stack: stack, stackText: "top-only,tabs", headerName: "profile header (embedded)")
/// ```
public struct ReportSide: Sendable {
    /// The stack replayed, with its header.
    public var stack: BehaviorStack
    /// The stack as the user wrote it, such as `top-only,fade=target=title`.
    public var stackText: String
    /// What the header is called on the page: its file's name, or `profile header (embedded)`.
    public var headerName: String

    /// Creates a side.
    ///
    /// - Parameters:
    ///   - stack: The stack replayed, with its header.
    ///   - stackText: The stack as the user wrote it.
    ///   - headerName: The header's file name, or a description of the embedded header.
    public init(stack: BehaviorStack, stackText: String, headerName: String) {
        self.stack = stack
        self.stackText = stackText
        self.headerName = headerName
    }
}
