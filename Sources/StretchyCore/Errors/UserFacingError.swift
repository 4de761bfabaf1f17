/// An error written for a person: one line that says what is wrong, and a hint that says how to put it right.
///
/// Every error type of Stretchy conforms, and keeps all of its text in one `switch`, so tests can pin the exact
/// words users see.
public protocol UserFacingError: Error, CustomStringConvertible {
    /// What is wrong, in one line, naming the file, line, key or value at fault.
    var description: String { get }
    /// How to put it right, or `nil` when the message says it all.
    var hint: String? { get }
}

extension UserFacingError {
    /// No hint by default.
    public var hint: String? { nil }
}
