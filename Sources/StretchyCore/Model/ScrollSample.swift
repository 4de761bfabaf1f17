/// One display frame of scroll-view state: the input of every header behaviour.
///
/// Coordinates follow UIKit: y grows downward and `offsetY` (`contentOffset.y`) is negative while the top inset is
/// visible or the content is pulled past the top. The header is at rest when `offsetY == -insetTop`.
///
/// For example:
///
/// ```swift
/// let sample = ScrollSample(time: 0.5, offsetY: -400, insetTop: 280)
/// ```
public struct ScrollSample: Hashable, Sendable {
    /// The default values of the optional fields, used when a file or caller leaves them out.
    public enum Defaults {
        /// The adjusted content inset top: 0 points.
        public static let insetTop = 0.0
        /// The viewport width: 390 points (an iPhone 14 in portrait).
        public static let viewportWidth = 390.0
        /// The viewport height: 844 points (an iPhone 14 in portrait).
        public static let viewportHeight = 844.0
        /// The content height: 3000 points.
        public static let contentHeight = 3000.0
        /// The phase: `idle`.
        public static let phase = ScrollPhase.idle
    }

    /// The sample's time in seconds, on a monotonic clock. Times never decrease within a session.
    public var time: Double
    /// `contentOffset.y` in points.
    public var offsetY: Double
    /// The adjusted content inset top in points (the managed header inset plus any safe-area inset).
    public var insetTop: Double
    /// The scroll view's visible width in points.
    public var viewportWidth: Double
    /// The scroll view's visible height in points.
    public var viewportHeight: Double
    /// The height of the scrollable content in points.
    public var contentHeight: Double
    /// What the gesture machinery was doing.
    public var phase: ScrollPhase

    /// Creates a sample; every field but the time and offset has a documented default (``Defaults``).
    public init(
        time: Double,
        offsetY: Double,
        insetTop: Double = Defaults.insetTop,
        viewportWidth: Double = Defaults.viewportWidth,
        viewportHeight: Double = Defaults.viewportHeight,
        contentHeight: Double = Defaults.contentHeight,
        phase: ScrollPhase = Defaults.phase
    ) {
        self.time = time
        self.offsetY = offsetY
        self.insetTop = insetTop
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        self.contentHeight = contentHeight
        self.phase = phase
    }

    /// The largest offset the content can rest at: the bottom edge, below which the scroll view bounces.
    public var maximumOffsetY: Double {
        max(-insetTop, contentHeight - viewportHeight)
    }
}
