/// What is wrong with a session name (``StoreError/invalidSessionName(name:problem:)``).
public enum SessionNameProblem: Equatable, Sendable {
    /// The name is white space only.
    case blank
    /// The name holds a control character (U+0000 to U+001F, U+007F to U+009F, U+2028, U+2029) at a column
    /// (from 1, in characters), with its code.
    case controlCharacter(column: Int, code: UInt32)
    /// The name is longer than the limit, in UTF-8 bytes.
    case tooLong(bytes: Int, limit: Int)
}
