import StretchyCore

/// A touch session's samples, made lazily from its motions: constant memory, however long the session.
public struct TouchSamples: Sequence, Sendable {
    let source: ArrayMotionSource
    let clock: FrameClock
    let geometry: ScrollGeometry
    let initialOffset: Double

    /// An iterator that samples the motions at each frame.
    public func makeIterator() -> Iterator {
        Iterator(
            sampler: MotionSampler(source: source, clock: clock, geometry: geometry, initialOffset: initialOffset))
    }

    /// Samples one frame per `next()`.
    public struct Iterator: IteratorProtocol {
        var sampler: MotionSampler<ArrayMotionSource>

        /// The next frame's sample, or `nil` after the last.
        public mutating func next() -> ScrollSample? {
            sampler.next()
        }
    }
}
