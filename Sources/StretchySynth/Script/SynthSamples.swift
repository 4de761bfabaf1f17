import StretchyCore

/// The samples of a gesture script, generated lazily as they are iterated.
///
/// For example:
///
/// ```swift
/// let samples = try SynthScript(parsing: "repeat 1000 { fling up 3000; settle; fling down 3000; settle }").samples()
/// var last = 0.0
/// for sample in samples { last = sample.offsetY }
/// ```
public struct SynthSamples: Sequence, Sendable {
    /// The script generated.
    let script: SynthScript

    /// Creates the sequence.
    ///
    /// - Parameter script: The parsed script.
    init(script: SynthScript) {
        self.script = script
    }

    /// Starts generating from time 0.
    ///
    /// - Returns: A fresh iterator.
    public func makeIterator() -> Iterator {
        Iterator(script: script)
    }

    /// Generates one sample per frame.
    public struct Iterator: IteratorProtocol {
        private var sampler: MotionSampler<SynthMotionSource>

        init(script: SynthScript) {
            let source = SynthMotionSource(script: script)
            sampler = MotionSampler(
                source: source, clock: script.clock, geometry: script.geometry, initialOffset: source.initialOffset)
        }

        /// The next frame's sample, or `nil` after the last.
        ///
        /// - Returns: A sample.
        public mutating func next() -> ScrollSample? {
            sampler.next()
        }
    }
}
