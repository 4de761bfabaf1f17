import StretchyCore

/// The columns of a replay's frames: the fixed ones, `settle_offset` when the stack has a settling behaviour, then
/// `<subview>.<attribute>` for every attribute the stack sets.
///
/// The same columns, in the same order, head the frames CSV, name the keys of frames JSON Lines, and fix the order of
/// values in the digest's canonical encoding.
package struct FrameColumns: Hashable, Sendable {
    /// The columns every replay has, in order.
    package static let fixed = [
        "seq", "t", "offset_y", "header_y", "header_height", "content_y", "content_height", "stretch_factor",
    ]

    /// The column of ``HeaderLayout/settleOffset``, present when the stack settles.
    package static let settleOffset = "settle_offset"

    /// The column of ``HeaderLayout/collapsedFraction``, present when a behaviour of the stack reports one.
    package static let collapsedFraction = "collapsed_fraction"

    /// Whether the `collapsed_fraction` column is present.
    package let includesCollapsedFraction: Bool

    /// The column of ``HeaderLayout/settleDuration``, present when a behaviour of the stack reports one.
    package static let settleDuration = "settle_duration"

    /// Whether the `settle_duration` column is present.
    package let includesSettleDuration: Bool

    /// The column of ``HeaderLayout/overlappedFraction``, present when a behaviour of the stack reports one.
    package static let overlappedFraction = "overlapped_fraction"

    /// Whether the `overlapped_fraction` column is present.
    package let includesOverlappedFraction: Bool

    /// The column of ``HeaderLayout/stretchTrigger``, present when a behaviour of the stack reports one.
    package static let stretchTrigger = "stretch_trigger"

    /// Whether the `stretch_trigger` column is present.
    package let includesStretchTrigger: Bool

    /// Whether the `settle_offset` column is present.
    package let includesSettleOffset: Bool
    /// The subview attributes the stack sets, sorted by subview then attribute.
    package let attributes: [SubviewAttributeKey]
    /// Every column name, fixed ones first.
    package let names: [String]

    /// The columns of a stack's replay.
    package init(stack: BehaviorStack) {
        self.init(
            attributes: stack.attributesSet, configuration: stack.configuration,
            includesSettleOffset: stack.settles, includesCollapsedFraction: stack.reportsCollapsedFraction,
            includesSettleDuration: stack.reportsSettleDuration,
            includesOverlappedFraction: stack.reportsOverlappedFraction,
            includesStretchTrigger: stack.reportsStretchTrigger)
    }

    /// The columns for these attributes of a header's subviews.
    package init(
        attributes: [SubviewAttributeKey], configuration: HeaderConfiguration, includesSettleOffset: Bool = false,
        includesCollapsedFraction: Bool = false, includesSettleDuration: Bool = false,
        includesOverlappedFraction: Bool = false, includesStretchTrigger: Bool = false
    ) {
        self.includesOverlappedFraction = includesOverlappedFraction
        self.includesStretchTrigger = includesStretchTrigger
        self.includesSettleDuration = includesSettleDuration
        self.includesSettleOffset = includesSettleOffset
        self.includesCollapsedFraction = includesCollapsedFraction
        self.attributes = attributes
        self.names =
            Self.fixed + (includesSettleOffset ? [Self.settleOffset] : [])
            + (includesSettleDuration ? [Self.settleDuration] : [])
            + (includesCollapsedFraction ? [Self.collapsedFraction] : [])
            + (includesOverlappedFraction ? [Self.overlappedFraction] : [])
            + (includesStretchTrigger ? [Self.stretchTrigger] : [])
            + attributes.map { "\(configuration.subviews[$0.subview].id).\($0.attribute.rawValue)" }
    }

    /// The numeric values of one frame, in column order after `seq`.
    ///
    /// - Complexity: O(columns); writes into `values` without allocating once it has the capacity.
    package func values(sample: ScrollSample, layout: HeaderLayout, into values: inout [Double]) {
        values.removeAll(keepingCapacity: true)
        values.append(sample.time)
        values.append(sample.offsetY)
        values.append(layout.headerY)
        values.append(layout.headerHeight)
        values.append(layout.contentY)
        values.append(layout.contentHeight)
        values.append(layout.stretchFactor)
        if includesSettleOffset { values.append(layout.settleOffset) }
        if includesSettleDuration { values.append(layout.settleDuration) }
        if includesCollapsedFraction { values.append(layout.collapsedFraction) }
        if includesOverlappedFraction { values.append(layout.overlappedFraction) }
        if includesStretchTrigger { values.append(layout.stretchTrigger) }
        for key in attributes {
            values.append(layout.subviews[key.subview][key.attribute])
        }
    }
}
