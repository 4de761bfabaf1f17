import StretchyCore

/// One replayed frame, as handed to frame writers and comparisons.
public struct ReplayFrame: Sendable {
    /// The frame's sequence number, from 0.
    public var seq: Int
    /// The sample that produced it.
    public var sample: ScrollSample
    /// The layout.
    public var layout: HeaderLayout
    /// Every column's value after `seq`, in ``FrameColumns`` order.
    public var values: [Double]
}
