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
    /// Where each of ``attributes`` lives in a layout's subviews, in bytes from the first subview's start: read
    /// with one load each instead of a `switch` on the attribute.
    private let attributeOffsets: [Int]
    /// How many subviews a layout needs for every offset in ``attributeOffsets`` to fall inside it.
    private let subviewsNeeded: Int

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
        self.attributeOffsets = attributes.map {
            $0.subview * MemoryLayout<SubviewAttributes>.stride + Self.offset(of: $0.attribute)
        }
        self.subviewsNeeded = (attributes.map(\.subview).max() ?? -1) + 1
    }

    /// The byte offset of an attribute inside ``SubviewAttributes``.
    private static func offset(of attribute: SubviewAttribute) -> Int {
        let path: KeyPath<SubviewAttributes, Double> =
            switch attribute {
            case .x: \.x
            case .y: \.y
            case .width: \.width
            case .height: \.height
            case .alpha: \.alpha
            case .cornerRadius: \.cornerRadius
            case .shadowRadius: \.shadowRadius
            case .shadowOpacity: \.shadowOpacity
            case .fontSize: \.fontSize
            case .scale: \.scale
            }
        return MemoryLayout<SubviewAttributes>.offset(of: path)!
    }

    /// The numeric values of one frame, in column order after `seq`.
    ///
    /// - Complexity: O(columns); writes into `values` without allocating once it has the capacity.
    package func values(sample: ScrollSample, layout: HeaderLayout, into values: inout [Double]) {
        let count = names.count - 1
        if values.count != count {
            values.removeAll(keepingCapacity: true)
            values.append(contentsOf: repeatElement(0, count: count))
        }
        precondition(layout.subviews.count >= subviewsNeeded, "the layout has fewer subviews than its columns name")
        // Written through one buffer: one uniqueness check per frame, not one per value appended.
        values.withUnsafeMutableBufferPointer { buffer in
            guard let out = buffer.baseAddress else { return }
            out[0] = sample.time
            out[1] = sample.offsetY
            out[2] = layout.headerY
            out[3] = layout.headerHeight
            out[4] = layout.contentY
            out[5] = layout.contentHeight
            out[6] = layout.stretchFactor
            var index = 7
            if includesSettleOffset {
                out[index] = layout.settleOffset
                index += 1
            }
            if includesSettleDuration {
                out[index] = layout.settleDuration
                index += 1
            }
            if includesCollapsedFraction {
                out[index] = layout.collapsedFraction
                index += 1
            }
            if includesOverlappedFraction {
                out[index] = layout.overlappedFraction
                index += 1
            }
            if includesStretchTrigger {
                out[index] = layout.stretchTrigger
                index += 1
            }
            layout.subviews.withUnsafeBytes { subviews in
                for offset in attributeOffsets {
                    out[index] = subviews.load(fromByteOffset: offset, as: Double.self)
                    index += 1
                }
            }
        }
    }
}
