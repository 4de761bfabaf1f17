import CStretchyPlugin
import StretchyCore

/// Copies frames between ``HeaderFrame`` and the interface's C `stretchy_frame`, on both sides of the boundary.
///
/// Nothing here allocates: subviews go through the caller's buffer of
/// `subview_count × STRETCHY_PLUGIN_ATTRIBUTE_COUNT` doubles.
enum PluginFrame {
    /// The doubles per subview, in ``SubviewAttribute/ordered`` order: the C header's count, which must be
    /// `SubviewAttribute.ordered.count` (a test checks it).
    static let attributeCount = Int(STRETCHY_PLUGIN_ATTRIBUTE_COUNT)

    /// A sample as the C struct holds it.
    static func sample(_ sample: ScrollSample) -> stretchy_sample {
        stretchy_sample(
            time: sample.time, offset_y: sample.offsetY, inset_top: sample.insetTop,
            viewport_width: sample.viewportWidth, viewport_height: sample.viewportHeight,
            content_height: sample.contentHeight, phase: phaseIndex(sample.phase), reserved: 0)
    }

    /// A sample from the C struct; an unknown phase index reads as `idle`.
    static func sample(_ sample: stretchy_sample) -> ScrollSample {
        ScrollSample(
            time: sample.time, offsetY: sample.offset_y, insetTop: sample.inset_top,
            viewportWidth: sample.viewport_width, viewportHeight: sample.viewport_height,
            contentHeight: sample.content_height, phase: phase(sample.phase))
    }

    /// The phase's index in ``ScrollPhase/ordered``.
    static func phaseIndex(_ phase: ScrollPhase) -> Int32 {
        Int32(phase.ordinal)
    }

    /// The phase of an index; `idle` for one out of range.
    static func phase(_ index: Int32) -> ScrollPhase {
        ScrollPhase(ordinal: Int(index)) ?? .idle
    }

    /// Writes a subview's attributes at `values`, in ``SubviewAttribute/ordered`` order.
    static func store(_ attributes: SubviewAttributes, at values: UnsafeMutablePointer<Double>) {
        for (index, attribute) in SubviewAttribute.ordered.enumerated() {
            values[index] = attributes[attribute]
        }
    }

    /// Reads a subview's attributes from `values`, in ``SubviewAttribute/ordered`` order.
    static func load(_ attributes: inout SubviewAttributes, from values: UnsafePointer<Double>) {
        for (index, attribute) in SubviewAttribute.ordered.enumerated() {
            attributes[attribute] = values[index]
        }
    }

    /// Host side: fills `c` and `buffer` from a frame.
    static func export(_ frame: HeaderFrame, into buffer: UnsafeMutablePointer<Double>) -> stretchy_frame {
        frame.layout.subviews.withUnsafeBufferPointer { subviews in
            for index in subviews.indices {
                store(subviews[index], at: buffer + index * attributeCount)
            }
        }
        return stretchy_frame(
            sample: sample(frame.sample), previous_sample: sample(frame.previousSample),
            previous_header_height: frame.previousHeaderHeight, header_y: frame.layout.headerY,
            header_height: frame.layout.headerHeight, content_y: frame.layout.contentY,
            content_height: frame.layout.contentHeight, stretch_factor: frame.layout.stretchFactor,
            subview_count: Int64(frame.layout.subviews.count), subviews: buffer, state_count: 0, state: nil,
            is_first_frame: frame.isFirstFrame ? 1 : 0, reserved2: 0)
    }

    /// Host side: a finished layout as `check_invariant` reads it, its subviews written into `buffer`.
    static func layout(_ layout: HeaderLayout, into buffer: UnsafeMutablePointer<Double>) -> stretchy_layout {
        layout.subviews.withUnsafeBufferPointer { subviews in
            for index in subviews.indices {
                store(subviews[index], at: buffer + index * attributeCount)
            }
        }
        return stretchy_layout(
            header_y: layout.headerY, header_height: layout.headerHeight, content_y: layout.contentY,
            content_height: layout.contentHeight, stretch_factor: layout.stretchFactor,
            subview_count: Int64(layout.subviews.count), subviews: buffer)
    }

    /// Plugin side: the layout `c` describes, for an invariant; what it does not carry is the header's resting
    /// value (the settle offset the sample's offset, as a frame that does not settle has it).
    static func layout(_ c: stretchy_layout, configuration: HeaderConfiguration, offsetY: Double) -> HeaderLayout {
        var layout = HeaderLayout(restingFor: configuration)
        layout.headerY = c.header_y
        layout.headerHeight = c.header_height
        layout.contentY = c.content_y
        layout.contentHeight = c.content_height
        layout.stretchFactor = c.stretch_factor
        layout.settleOffset = offsetY
        let count = min(max(0, Int(c.subview_count)), layout.subviews.count)
        for index in 0..<count {
            load(&layout.subviews[index], from: c.subviews + index * attributeCount)
        }
        return layout
    }

    /// Either side: copies the layout of `c` (header, content, stretch factor and subviews) into a frame.
    static func importLayout(_ c: stretchy_frame, into frame: inout HeaderFrame) {
        frame.layout.headerY = c.header_y
        frame.layout.headerHeight = c.header_height
        frame.layout.contentY = c.content_y
        frame.layout.contentHeight = c.content_height
        frame.layout.stretchFactor = c.stretch_factor
        let count = min(max(0, Int(c.subview_count)), frame.layout.subviews.count)
        frame.layout.subviews.withUnsafeMutableBufferPointer { subviews in
            for index in 0..<count {
                load(&subviews[index], from: c.subviews + index * attributeCount)
            }
        }
    }

    /// Plugin side: copies the layout of a frame back into `c` and its buffer.
    static func exportLayout(_ frame: HeaderFrame, into c: inout stretchy_frame) {
        c.header_y = frame.layout.headerY
        c.header_height = frame.layout.headerHeight
        c.content_y = frame.layout.contentY
        c.content_height = frame.layout.contentHeight
        c.stretch_factor = frame.layout.stretchFactor
        let count = min(max(0, Int(c.subview_count)), frame.layout.subviews.count)
        let values = c.subviews
        frame.layout.subviews.withUnsafeBufferPointer { subviews in
            for index in 0..<count {
                store(subviews[index], at: values + index * attributeCount)
            }
        }
    }
}
