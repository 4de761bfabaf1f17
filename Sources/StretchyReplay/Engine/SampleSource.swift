import StretchyCore

/// Where a replay reads its samples from, one at a time: a session in SQLite, a file, an array.
public protocol SampleSource {
    /// The next sample, or `nil` at the end.
    ///
    /// - Throws: An error reading the underlying storage.
    mutating func next() throws -> ScrollSample?
}
