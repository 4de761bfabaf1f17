import StretchyCore

/// The fixed geometry of a generated session: inset, viewport and content size.
///
/// Every sample of a session carries these values; they also give the bounds and the rubber band's dimension.
///
/// For example:
///
/// ```swift
/// let geometry = ScrollGeometry(insetTop: 280, viewportWidth: 390, viewportHeight: 844, contentHeight: 3000)
/// geometry.bounds.maximumOffset  // 2156
/// ```
public struct ScrollGeometry: Hashable, Sendable {
    /// The adjusted content inset top, points.
    public var insetTop: Double
    /// The viewport width, points.
    public var viewportWidth: Double
    /// The viewport height, points: the rubber band's dimension.
    public var viewportHeight: Double
    /// The content height, points.
    public var contentHeight: Double

    /// The inset top a generated session has when its script or options say nothing: the embedded profile header's
    /// maximum height (280), so that the session rests with the default header fully open.
    public static let defaultInsetTop = HeaderConfiguration.profileHeader.maximumContentHeight

    /// Creates a geometry; the inset defaults to ``defaultInsetTop``, the rest to
    /// ``StretchyCore/ScrollSample/Defaults``'.
    ///
    /// - Parameters:
    ///   - insetTop: The adjusted content inset top.
    ///   - viewportWidth: The viewport width.
    ///   - viewportHeight: The viewport height.
    ///   - contentHeight: The content height.
    public init(
        insetTop: Double = ScrollGeometry.defaultInsetTop,
        viewportWidth: Double = ScrollSample.Defaults.viewportWidth,
        viewportHeight: Double = ScrollSample.Defaults.viewportHeight,
        contentHeight: Double = ScrollSample.Defaults.contentHeight
    ) {
        self.insetTop = insetTop
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        self.contentHeight = contentHeight
    }

    /// The resting bounds: `-insetTop` to `max(-insetTop, contentHeight - viewportHeight)`.
    var bounds: ScrollBounds {
        ScrollBounds(insetTop: insetTop, viewportHeight: viewportHeight, contentHeight: contentHeight)
    }

    /// A sample of this geometry.
    ///
    /// - Parameters:
    ///   - time: Seconds.
    ///   - offsetY: The content offset.
    ///   - phase: The phase.
    /// - Returns: The sample.
    @inlinable
    func sample(time: Double, offsetY: Double, phase: ScrollPhase) -> ScrollSample {
        ScrollSample(
            time: time, offsetY: offsetY, insetTop: insetTop, viewportWidth: viewportWidth,
            viewportHeight: viewportHeight, contentHeight: contentHeight, phase: phase)
    }
}
