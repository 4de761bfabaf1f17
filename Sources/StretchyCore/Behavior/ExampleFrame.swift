/// One frame of a behaviour example: a sample in, the values expected out.
///
/// Only the values given are checked. Expected values are compared within `1e-9` (relative to their size), so
/// examples can state exact fractions such as `100.0 / 280`.
public struct ExampleFrame: Sendable {
    /// The sample fed to the stack.
    public var sample: ScrollSample
    /// The expected header origin y.
    public var headerY: Double?
    /// The expected header height.
    public var headerHeight: Double?
    /// The expected content-view origin y.
    public var contentY: Double?
    /// The expected content-view height.
    public var contentHeight: Double?
    /// The expected stretch factor.
    public var stretchFactor: Double?
    /// The expected settle offset.
    public var settleOffset: Double?
    /// The expected settle duration, in seconds.
    public var settleDuration: Double?
    /// The expected collapsed fraction.
    public var collapsedFraction: Double?
    /// The expected overlapped fraction.
    public var overlappedFraction: Double?
    /// The expected stretch trigger: 1 on a frame the stretch callback fires, 0 otherwise.
    public var stretchTrigger: Double?
    /// Expected subview attributes, keyed `subview.attribute`, such as `"title.alpha"`.
    public var attributes: [String: Double]

    /// Creates an example frame for a sample at `offsetY`.
    public init(
        offsetY: Double,
        insetTop: Double = ScrollSample.Defaults.insetTop,
        phase: ScrollPhase = ScrollSample.Defaults.phase,
        headerY: Double? = nil,
        headerHeight: Double? = nil,
        contentY: Double? = nil,
        contentHeight: Double? = nil,
        stretchFactor: Double? = nil,
        settleOffset: Double? = nil,
        settleDuration: Double? = nil,
        collapsedFraction: Double? = nil,
        overlappedFraction: Double? = nil,
        stretchTrigger: Double? = nil,
        attributes: [String: Double] = [:]
    ) {
        self.sample = ScrollSample(time: 0, offsetY: offsetY, insetTop: insetTop, phase: phase)
        self.headerY = headerY
        self.headerHeight = headerHeight
        self.contentY = contentY
        self.contentHeight = contentHeight
        self.stretchFactor = stretchFactor
        self.settleOffset = settleOffset
        self.settleDuration = settleDuration
        self.collapsedFraction = collapsedFraction
        self.overlappedFraction = overlappedFraction
        self.stretchTrigger = stretchTrigger
        self.attributes = attributes
    }
}
