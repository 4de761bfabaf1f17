/// Where a replay reads its samples from, one at a time: a session in SQLite, a synthesized script, an array.
///
/// A store's cursor conforms directly, an array becomes a source with ``ArraySampleSource`` and any other `Sequence`
/// of samples with ``SequenceSampleSource``, so every producer of samples feeds a replay without an adapter of its own.
///
/// For example:
///
/// ```swift
/// var source = ArraySampleSource(samples)
/// while let sample = try source.next() { _ = try runner.step(sample) }
/// ```
public protocol SampleSource {
    /// The next sample, or `nil` at the end.
    ///
    /// - Throws: An error reading the underlying storage.
    mutating func next() throws -> ScrollSample?
}

/// Samples held in an array, as a ``SampleSource``.
///
/// A concrete type, not ``SequenceSampleSource``: a replay's engine is compiled once for every source, so its calls to
/// this source's ``next()`` reach code specialized for arrays, which allocates nothing per sample.
public struct ArraySampleSource: SampleSource {
    private var iterator: IndexingIterator<[ScrollSample]>

    /// Reads these samples in order.
    public init(_ samples: [ScrollSample]) {
        iterator = samples.makeIterator()
    }

    /// The array's next sample.
    public mutating func next() -> ScrollSample? {
        iterator.next()
    }
}

/// Any sequence of samples (an array, a synthesized script's samples) as a ``SampleSource``.
public struct SequenceSampleSource<Base: Sequence<ScrollSample>>: SampleSource {
    private var iterator: Base.Iterator

    /// Reads the sequence's samples in order.
    public init(_ samples: Base) {
        iterator = samples.makeIterator()
    }

    /// The sequence's next sample.
    public mutating func next() -> ScrollSample? {
        iterator.next()
    }
}
