import StretchyCore

@testable import StretchyCLI

/// A plain error with neither a hint nor a code.
struct PlainError: Error, CustomStringConvertible {
    var description: String { "something broke" }
}
