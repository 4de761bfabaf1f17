/// One frame as an invariant sees it: the inputs, the stack's output, and the previous frame's.
///
/// On the first frame of a session `previousSample` and `previousLayout` are the frame's own, so a continuity
/// invariant sees no change.
public struct InvariantFrame: Sendable {
    /// The header the stack was made for.
    public var configuration: HeaderConfiguration
    /// The frame's sample.
    public var sample: ScrollSample
    /// The previous frame's sample (this frame's on the first frame).
    public var previousSample: ScrollSample
    /// The whole stack's output for the frame.
    public var layout: HeaderLayout
    /// The previous frame's output (this frame's on the first frame).
    public var previousLayout: HeaderLayout

    /// Creates a frame.
    public init(
        configuration: HeaderConfiguration, sample: ScrollSample, previousSample: ScrollSample, layout: HeaderLayout,
        previousLayout: HeaderLayout
    ) {
        self.configuration = configuration
        self.sample = sample
        self.previousSample = previousSample
        self.layout = layout
        self.previousLayout = previousLayout
    }

    /// The collapse progress, `1 - clamp(stretchFactor, 0, 1)`.
    public var collapseRatio: Double { 1 - min(1, max(0, layout.stretchFactor)) }

    /// The previous frame's collapse progress.
    public var previousCollapseRatio: Double { 1 - min(1, max(0, previousLayout.stretchFactor)) }
}
