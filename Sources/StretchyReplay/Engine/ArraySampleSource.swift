import StretchyCore

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
