import StretchyCore

/// The columns of a replay's frames: the fixed ones, the optional layout values the stack writes (`settle_offset`
/// when it has a settling behaviour, `collapsed_fraction`, ...: ``LayoutMeasure``), then `<subview>.<attribute>` for
/// every attribute the stack sets.
///
/// The same columns, in the same order, head the frames CSV, name the keys of frames JSON Lines, and fix the order of
/// values in the digest's canonical encoding.
package struct FrameColumns: Hashable, Sendable {
    /// The columns every replay has, in order.
    package static let fixed = [
        "seq", SampleField.time.name, SampleField.offsetY.name, "header_y", "header_height", "content_y",
        "content_height", "stretch_factor",
    ]

    /// The `settle_offset` column.
    package static let settleOffset = LayoutMeasure.settleOffset.column
    /// The `settle_duration` column.
    package static let settleDuration = LayoutMeasure.settleDuration.column
    /// The `collapsed_fraction` column.
    package static let collapsedFraction = LayoutMeasure.collapsedFraction.column
    /// The `overlapped_fraction` column.
    package static let overlappedFraction = LayoutMeasure.overlappedFraction.column
    /// The `stretch_trigger` column.
    package static let stretchTrigger = LayoutMeasure.stretchTrigger.column
    /// The `background_blur` column.
    package static let backgroundBlur = LayoutMeasure.backgroundBlur.column

    /// The optional layout values present, in column order, after the fixed columns.
    package let measures: [LayoutMeasure]
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
        self.init(attributes: stack.writtenAttributes, configuration: stack.configuration, measures: stack.measures)
    }

    /// The columns for these attributes of a header's subviews, after these optional layout values.
    package init(
        attributes: [SubviewAttributeKey], configuration: HeaderConfiguration, measures: [LayoutMeasure] = []
    ) {
        self.measures = measures
        self.attributes = attributes
        self.names =
            Self.fixed + measures.map(\.column)
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
            for measure in measures {
                out[index] = measure.value(in: layout)
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

extension FrameColumns {
    /// The unit of a column's values, for people: `pt` for positions and lengths, `s` for times, empty for a
    /// count, a factor, a fraction or an opacity (`seq`, `stretch_factor`, `collapsed_fraction`, `title.alpha`).
    ///
    /// For example, `FrameColumns.unit(ofColumn: "tabs.y")` is `pt` and `FrameColumns.unit(ofColumn: "t")` is `s`.
    ///
    /// - Parameter name: A column name: a fixed one, a ``LayoutMeasure``'s, or `<subview>.<attribute>`; any other
    ///   has no unit.
    /// - Returns: The unit, without a leading space.
    package static func unit(ofColumn name: String) -> String {
        switch name {
        case "seq", "stretch_factor": return ""
        case SampleField.time.name: return "s"
        case _ where fixed.contains(name): return "pt"
        default: break
        }
        if let measure = LayoutMeasure.allCases.first(where: { $0.column == name }) { return measure.unit }
        guard let dot = name.lastIndex(of: "."),
            let attribute = SubviewAttribute(rawValue: String(name[name.index(after: dot)...]))
        else { return "" }
        switch attribute {
        case .x, .y, .width, .height, .cornerRadius, .shadowRadius, .fontSize: return "pt"
        case .alpha, .shadowOpacity, .scale: return ""
        }
    }

    /// Whether the column of `measure` is present.
    package func includes(_ measure: LayoutMeasure) -> Bool {
        measures.contains(measure)
    }
}

extension LayoutMeasure {
    /// The frames column the value is written in.
    package var column: String {
        switch self {
        case .settleOffset: "settle_offset"
        case .settleDuration: "settle_duration"
        case .collapsedFraction: "collapsed_fraction"
        case .overlappedFraction: "overlapped_fraction"
        case .stretchTrigger: "stretch_trigger"
        case .backgroundBlur: "background_blur"
        }
    }

    /// The value's unit, for people: `pt`, `s`, or empty for a fraction or a 0/1 event.
    package var unit: String {
        switch self {
        case .settleOffset, .backgroundBlur: "pt"
        case .settleDuration: "s"
        case .collapsedFraction, .overlappedFraction, .stretchTrigger: ""
        }
    }
}
