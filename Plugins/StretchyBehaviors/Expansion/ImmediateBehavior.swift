import StretchyCore

/// GSKStretchyHeaderView's `.immediate` expansion: the header expands as soon as the list scrolls down, anywhere.
///
/// Scroll: a fold over offset deltas. Header: pinned at the visible top, height `-offset` when over-stretched, else
/// `clamp(previousHeight - delta, minimumHeight, maximumHeight)`.
struct ImmediateBehavior: BuiltInBehavior {
    static let bottomBounce = Parameter<BottomBounce>(
        "bottom-bounce", .choice(default: .follow),
        summary: "follow counts deltas past the bottom edge as GSK does; ignore drops them (GSK issue #29).")

    /// `immediate`: GSK's immediate expansion mode.
    static let description = BehaviorDescription(
        identifier: "immediate",
        name: "Immediate",
        stage: .expansion,
        summary: "GSK .immediate: the header expands as soon as the list scrolls down, anywhere in it.",
        discussion: """
            A fold over exactly the samples given: height = -offset when over-stretched, else clamp(previous height \
            - (offset - previous offset), minimumHeight, maximumHeight). It starts from the resting (maximum) \
            height with the first sample's offset as the previous one. Because of the clamp the result depends on \
            the path and the sampling: 500 -> 300 -> 350 ends at 230, 500 -> 350 at 270. bottom-bounce=ignore drops deltas past the bottom \
            edge, which GSK counts (issue #29: the header expands while the list bounces at the bottom).
            """,
        parameters: ExpansionInput.parameters + [
            Self.bottomBounce
        ],
        readsPreviousFrame: true,
        examples: [
            BehaviorExample(
                "GSK test vectors, minimum 120, contentExpands NO", stack: "immediate",
                header: ExampleHeaders.gskImmediate,
                frames: [
                    ExampleFrame(offsetY: -280, headerY: -280, headerHeight: 280, stretchFactor: 1),
                    ExampleFrame(
                        offsetY: -200, headerY: -200, headerHeight: 200, contentY: 0, contentHeight: 200,
                        stretchFactor: 0.5),
                    ExampleFrame(
                        offsetY: -400, headerY: -400, headerHeight: 400, contentY: 0, contentHeight: 280,
                        stretchFactor: 1.75),
                    ExampleFrame(
                        offsetY: 500, headerY: 500, headerHeight: 120, contentY: 0, contentHeight: 120,
                        stretchFactor: 0),
                    ExampleFrame(
                        offsetY: 400, headerY: 400, headerHeight: 220, contentY: 0, contentHeight: 220,
                        stretchFactor: 0.625),
                ]),
            BehaviorExample(
                "Path dependence: 500 -> 300 -> 350 ends at 230", stack: "immediate",
                header: ExampleHeaders.gskImmediate,
                frames: [
                    ExampleFrame(offsetY: -280, headerHeight: 280),
                    ExampleFrame(offsetY: 500, headerHeight: 120),
                    ExampleFrame(offsetY: 300, headerHeight: 280),
                    ExampleFrame(offsetY: 350, headerHeight: 230),
                ]),
            BehaviorExample(
                "Bottom bounce ignored: content 3000, viewport 844, bottom edge at 2156",
                stack: "immediate=bottom-bounce=ignore", header: ExampleHeaders.gskImmediate,
                frames: [
                    ExampleFrame(offsetY: 2100, headerHeight: 280),
                    ExampleFrame(offsetY: 2156, headerHeight: 224),
                    ExampleFrame(offsetY: 2256, headerHeight: 224),
                    ExampleFrame(offsetY: 2156, headerHeight: 224),
                    ExampleFrame(offsetY: 2100, headerHeight: 280),
                ]),
            BehaviorExample(
                "Bottom bounce followed, as GSK does", stack: "immediate", header: ExampleHeaders.gskImmediate,
                frames: [
                    ExampleFrame(offsetY: 2100, headerHeight: 280),
                    ExampleFrame(offsetY: 2256, headerHeight: 124),
                    ExampleFrame(offsetY: 2156, headerHeight: 224),
                ]),
        ],
        invariants: [ExpansionInvariants.bounds], continuitySlope: 1)

    private let mode: InsetMode
    private let managesInsets: Bool
    private let bottomBounce: BottomBounce

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
        mode = arguments[ExpansionInput.inset]
        managesInsets = arguments[ExpansionInput.managed]
        bottomBounce = arguments[Self.bottomBounce]
    }

    /// Touches no subview.
    var access: AttributeAccess { .touchesNoSubview }

    /// Folds this frame's offset delta into the previous frame's header height.
    func apply(to frame: inout HeaderFrame) {
        let input = ExpansionInput(frame.sample, frame.configuration, mode: mode, managesInsets: managesInsets)
        guard !input.isOverStretched else {
            return frame.setHeader(y: input.headerY, height: input.pull)
        }
        var current = frame.sample.offsetY
        var previous = frame.previousSample.offsetY
        if bottomBounce == .ignore {
            current = min(current, frame.sample.maximumOffsetY)
            previous = min(previous, frame.previousSample.maximumOffsetY)
        }
        frame.setHeader(y: input.headerY, height: input.clamped(frame.previousHeaderHeight - (current - previous)))
    }
}

extension ImmediateBehavior {
    /// What `immediate` does with offset changes past the bottom edge of the content.
    enum BottomBounce: String, CaseIterable, Sendable {
        /// GSK's behaviour: every delta counts, so the header expands while the list bounces at the bottom (issue #29).
        case follow
        /// Deltas past the bottom edge (`offset > contentHeight - viewportHeight`) are ignored.
        case ignore
    }
}
