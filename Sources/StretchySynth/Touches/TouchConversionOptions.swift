import StretchyCore

/// How finger traces become a scroll session: units, frame clock, geometry, physics and spacing of recordings.
///
/// For example:
///
/// ```swift
/// var options = TouchConversionOptions()
/// options.scale = 3           // the trace is in pixels of a 3x screen
/// options.clock = .hz120
/// ```
public struct TouchConversionOptions: Hashable, Sendable {
    /// Trace units per point: trace coordinates are divided by it (`--scale`). 1 by default.
    public var scale: Double
    /// When frames are sampled. 60 Hz by default.
    public var clock: FrameClock
    /// The scroll view's inset, viewport and content. ``ScrollGeometry``'s defaults by default.
    public var geometry: ScrollGeometry
    /// The offset before the first stroke, or `nil` for the top edge (`-insetTop`).
    public var initialOffset: Double?
    /// The scroll model. ``ScrollPhysics/ios`` by default.
    public var physics: ScrollPhysics
    /// Idle seconds placed before a stroke whose `down` is earlier than the previous stroke's `up` in the trace
    /// (separate recordings), counted from the moment the previous motion has settled. 0.5 s by default.
    public var gapBetweenRecordings: Double
    /// The most idle seconds kept between one stroke's motion coming to rest and the next stroke's `down`
    /// (`--max-gap`): longer pauses in the trace (a trace of many recordings, hours apart) are cut to it, so a
    /// session's length follows its strokes, not its wall-clock span. 10 s by default.
    public var maximumGap: Double

    /// Creates options; every parameter has a default.
    ///
    /// - Parameters:
    ///   - scale: Trace units per point, > 0.
    ///   - clock: The frame clock.
    ///   - geometry: The scroll view's geometry.
    ///   - initialOffset: The offset before the first stroke, `nil` for the top edge.
    ///   - physics: The scroll model.
    ///   - gapBetweenRecordings: Idle seconds between strokes that are not in time order.
    ///   - maximumGap: The most idle seconds kept between strokes, ≥ 0.
    public init(
        scale: Double = 1,
        clock: FrameClock = .hz60,
        geometry: ScrollGeometry = ScrollGeometry(),
        initialOffset: Double? = nil,
        physics: ScrollPhysics = .ios,
        gapBetweenRecordings: Double = 0.5,
        maximumGap: Double = 10
    ) {
        self.scale = scale
        self.clock = clock
        self.geometry = geometry
        self.initialOffset = initialOffset
        self.physics = physics
        self.gapBetweenRecordings = gapBetweenRecordings
        self.maximumGap = maximumGap
    }
}
