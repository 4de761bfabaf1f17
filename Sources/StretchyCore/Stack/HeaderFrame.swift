/// The working state of one frame, handed to every behaviour of a stack in stage order.
///
/// Behaviours read the sample and the header configuration and write their part of ``layout``. Subviews start every
/// frame at their resting attributes; the header and content frames keep the previous frame's values until the
/// expansion and content stages set them.
public struct HeaderFrame: Sendable {
    /// The header the stack runs with.
    public let configuration: HeaderConfiguration
    /// This frame's sample.
    public internal(set) var sample: ScrollSample
    /// The previous frame's sample; for the first frame, the first sample itself.
    public internal(set) var previousSample: ScrollSample
    /// The previous frame's header height; for the first frame, the resting (maximum) height.
    public internal(set) var previousHeaderHeight: Double
    /// The layout being built.
    public var layout: HeaderLayout
    /// Whether this is the first frame of the run.
    public internal(set) var isFirstFrame = true
    /// Every behaviour's per-run state, one block per behaviour, allocated once per run.
    @usableFromInline package var stateStorage: [Double] = []
    /// Where the running behaviour's block of ``stateStorage`` starts.
    @usableFromInline package var stateBase = 0

    /// Creates the frame a run starts from: the header at rest, at the resting offset `-maximumHeight`.
    public init(configuration: HeaderConfiguration) {
        let resting = ScrollSample(
            time: 0, offsetY: -configuration.maximumHeight, insetTop: configuration.maximumHeight)
        self.configuration = configuration
        self.sample = resting
        self.previousSample = resting
        self.previousHeaderHeight = configuration.maximumHeight
        self.layout = HeaderLayout(restingFor: configuration)
    }

    /// Replaces the frame's inputs, for adapters that run a behaviour outside a ``StackRunner``, such as the bridge
    /// of a plugin loaded at run time, and for tests.
    ///
    /// The layout is left as it is; set ``layout`` for the rest of the frame.
    ///
    /// - Parameters:
    ///   - sample: This frame's sample.
    ///   - previousSample: The previous frame's sample.
    ///   - previousHeaderHeight: The previous frame's header height.
    package mutating func setInputs(sample: ScrollSample, previousSample: ScrollSample, previousHeaderHeight: Double) {
        self.sample = sample
        self.previousSample = previousSample
        self.previousHeaderHeight = previousHeaderHeight
        layout.settleOffset = sample.offsetY
    }

    /// Moves on to the next sample, resets every subview to its resting attributes and the settle offset to the
    /// sample's offset.
    ///
    /// The first sample of a run is its own previous sample, so folds over deltas start with a zero delta.
    @inline(__always)
    mutating func advance(to next: ScrollSample, isFirst: Bool, restingSubviews: [SubviewAttributes]) {
        isFirstFrame = isFirst
        previousSample = isFirst ? next : sample
        previousHeaderHeight = layout.headerHeight
        sample = next
        layout.settleOffset = next.offsetY
        layout.settleDuration = 0
        layout.stretchTrigger = 0
        // One uniqueness check and one copy for all subviews, instead of a checked store per subview.
        restingSubviews.withUnsafeBufferPointer { resting in
            layout.subviews.withUnsafeMutableBufferPointer { subviews in
                precondition(subviews.count >= resting.count, "the layout has fewer subviews than the header")
                guard let target = subviews.baseAddress, let source = resting.baseAddress else { return }
                target.update(from: source, count: resting.count)
            }
        }
    }

    /// One number of the running behaviour's per-run state (``HeaderBehavior/stateCount``); 0 at the run's start.
    ///
    /// - Parameter index: Which number, from 0 to the behaviour's `stateCount - 1`.
    /// - Complexity: O(1).
    @inlinable
    public func state(_ index: Int) -> Double {
        stateStorage[stateBase + index]
    }

    /// Keeps one number of the running behaviour's per-run state for the next frame.
    ///
    /// - Parameters:
    ///   - index: Which number, from 0 to the behaviour's `stateCount - 1`.
    ///   - value: The value.
    /// - Complexity: O(1); no allocation.
    @inlinable
    public mutating func setState(_ index: Int, to value: Double) {
        stateStorage[stateBase + index] = value
    }

    /// Collapse progress in [0, 1], MGCollapsingHeader's `ratio`: `1 - clamp(stretchFactor, 0, 1)`.
    @inlinable
    public var collapseRatio: Double {
        1 - min(1, max(0, layout.stretchFactor))
    }

    /// Sets the header's frame and the stretch factor that follows from its height.
    ///
    /// - Complexity: O(1).
    @inlinable
    public mutating func setHeader(y: Double, height: Double) {
        layout.headerY = y
        layout.headerHeight = height
        layout.stretchFactor = configuration.stretchFactor(forHeaderHeight: height)
    }
}
