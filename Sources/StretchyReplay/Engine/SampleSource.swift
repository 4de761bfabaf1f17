import StretchyCore

/// Where a replay reads its samples from, one at a time: a session in SQLite, a file, an array.
public protocol SampleSource {
    /// The next sample, or `nil` at the end.
    ///
    /// - Throws: An error reading the underlying storage.
    mutating func next() throws -> ScrollSample?
}

/// Samples held in memory.
public struct ArraySampleSource: SampleSource {
    private var iterator: IndexingIterator<[ScrollSample]>

    /// Replays these samples in order.
    public init(_ samples: [ScrollSample]) {
        iterator = samples.makeIterator()
    }

    /// The next sample of the array.
    public mutating func next() -> ScrollSample? {
        iterator.next()
    }
}
