/// One frame of output: where the header, its content view and its subviews are.
///
/// The header frame is in the scroll view's content coordinates (GSK pins it at `y = offsetY`). The content view is
/// in the header's coordinates, and subviews are in the content view's coordinates, as in GSK where subviews live in
/// `contentView`. `subviews` is indexed like ``HeaderConfiguration/subviews``.
public struct HeaderLayout: Hashable, Sendable {
    /// The header's origin y, in the scroll view's content coordinates.
    public var headerY: Double
    /// The header's height, insets included.
    public var headerHeight: Double
    /// The content view's origin y, in the header's coordinates.
    public var contentY: Double
    /// The content view's height.
    public var contentHeight: Double
    /// GSK's stretch factor: 0 collapsed, 1 at rest, above 1 when over-stretched.
    public var stretchFactor: Double
    /// Every subview's attributes, in the order of ``HeaderConfiguration/subviews``.
    public var subviews: [SubviewAttributes]
    /// The offset the scroll view should settle at: the sample's own offset, unless a settling behaviour (`snap`)
    /// asks to move it, as on the frame the finger lifts with the header half open.
    public var settleOffset: Double
    /// The header system's own collapsed fraction (Android's title fraction, Compose's `collapsedFraction`,
    /// Flutter's `t`, MDC's scroll phase percentage), written by the behaviours that model one and reported in the
    /// `collapsed_fraction` column only for stacks that contain such a behaviour; 0 otherwise.
    public var collapsedFraction: Double = 0
    /// How long, in seconds, the modelled system takes to settle at ``settleOffset`` (Android's snap animation);
    /// reported in the `settle_duration` column only for stacks whose behaviours compute one; 0 otherwise.
    public var settleDuration: Double = 0
    /// How much the content has scrolled under the header, 0 to 1 (Compose's `overlappedFraction`), written by the
    /// behaviours that model one and reported in the `overlapped_fraction` column only for stacks that contain such
    /// a behaviour; 0 otherwise.
    public var overlappedFraction: Double = 0
    /// 1 on a frame where the modelled system fires its stretch callback (Flutter's `onStretchTrigger`), 0 on every
    /// other; reported in the `stretch_trigger` column only for stacks whose behaviours model one.
    public var stretchTrigger: Double = 0

    /// Creates a layout.
    public init(
        headerY: Double,
        headerHeight: Double,
        contentY: Double,
        contentHeight: Double,
        stretchFactor: Double,
        subviews: [SubviewAttributes],
        settleOffset: Double
    ) {
        self.headerY = headerY
        self.headerHeight = headerHeight
        self.contentY = contentY
        self.contentHeight = contentHeight
        self.stretchFactor = stretchFactor
        self.subviews = subviews
        self.settleOffset = settleOffset
    }

    /// The layout of a header at rest: fully expanded, at offset `-maximumHeight`, subviews at their resting values.
    public init(restingFor configuration: HeaderConfiguration) {
        self.init(
            headerY: -configuration.maximumHeight,
            headerHeight: configuration.maximumHeight,
            contentY: configuration.contentInset.top,
            contentHeight: configuration.maximumContentHeight,
            stretchFactor: 1,
            subviews: configuration.subviews.map(\.restingAttributes),
            settleOffset: -configuration.maximumHeight
        )
    }
}
