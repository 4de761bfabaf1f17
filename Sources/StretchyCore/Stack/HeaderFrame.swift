/// The working state of one frame, handed to every behaviour of a stack in stage order.
///
/// Behaviours read the sample and the header configuration and write their part of ``layout``. Subviews start every
/// frame at their resting attributes; the header and content frames keep the previous frame's values until the
/// expansion and content stages set them.
public struct HeaderFrame: Sendable {
    /// The header the stack runs with.
    public let configuration: HeaderConfiguration
    /// This frame's sample.
    @inlinable public var sample: ScrollSample { storedSample }
    /// The previous frame's sample; for the first frame, the first sample itself.
    @inlinable public var previousSample: ScrollSample { storedPreviousSample }
    /// The previous frame's header height; for the first frame, the resting (maximum) height.
    @inlinable public var previousHeaderHeight: Double { storedPreviousHeaderHeight }
    /// The layout being built.
    public var layout: HeaderLayout
    /// Whether this is the first frame of the run.
    @inlinable public var isFirstFrame: Bool { storedIsFirstFrame }
    /// ``sample``'s storage. Only the runner (through the inlinable `advance`) and `setInputs` write this and the
    /// three below.
    @usableFromInline var storedSample: ScrollSample
    /// ``previousSample``'s storage.
    @usableFromInline var storedPreviousSample: ScrollSample
    /// ``previousHeaderHeight``'s storage.
    @usableFromInline var storedPreviousHeaderHeight: Double
    /// ``isFirstFrame``'s storage.
    @usableFromInline var storedIsFirstFrame = true
    /// Every behaviour's per-run state, one block per behaviour, allocated once per run.
    @usableFromInline package var stateStorage: [Double] = []
    /// Where the running behaviour's block of ``stateStorage`` starts.
    @usableFromInline package var stateBase = 0

    /// Creates the frame a run starts from: the header at rest, at the resting offset `-maximumHeight`.
    public init(configuration: HeaderConfiguration) {
        let resting = ScrollSample(
            time: 0, offsetY: -configuration.maximumHeight, insetTop: configuration.maximumHeight)
        self.configuration = configuration
        self.storedSample = resting
        self.storedPreviousSample = resting
        self.storedPreviousHeaderHeight = configuration.maximumHeight
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
    ///   - isFirstFrame: Whether this is the first frame of a run (``isFirstFrame``).
    package mutating func setInputs(
        sample: ScrollSample, previousSample: ScrollSample, previousHeaderHeight: Double, isFirstFrame: Bool
    ) {
        self.storedIsFirstFrame = isFirstFrame
        self.storedSample = sample
        self.storedPreviousSample = previousSample
        self.storedPreviousHeaderHeight = previousHeaderHeight
        layout.settleOffset = sample.offsetY
    }

    /// Moves on to the next sample, puts the subviews back at rest and the settle offset at the sample's offset.
    ///
    /// The first sample of a run is its own previous sample, so folds over deltas start with a zero delta.
    @inlinable @inline(__always)
    mutating func advance(to next: ScrollSample, isFirst: Bool, reset: SubviewReset) {
        storedIsFirstFrame = isFirst
        storedPreviousSample = isFirst ? next : storedSample
        storedPreviousHeaderHeight = layout.headerHeight
        storedSample = next
        // The optional values (``LayoutMeasure``) that their writers set on some frames only start each frame
        // afresh: the settle offset at the sample's offset (no settling), the others at 0. The collapsed and
        // overlapped fractions carry over: their only writers, expansions, set them on every frame, so resetting
        // them would be work without effect (and a stack without such a writer has no column for them).
        layout.settleOffset = next.offsetY
        layout.settleDuration = 0
        layout.stretchTrigger = 0
        layout.backgroundBlur = 0
        reset.apply(to: &layout.subviews)
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
    @inlinable @inline(__always)
    public mutating func setHeader(y: Double, height: Double) {
        layout.headerY = y
        layout.headerHeight = height
        layout.stretchFactor = configuration.stretchFactor(forHeaderHeight: height)
    }
}
