import StretchyCore

/// GSKStretchyHeaderView's `contentAnchor = .bottom`: the content view stands on the header's bottom edge.
///
/// Scroll: any. Header: content view at `y = height - contentHeight` (GSK), so content that does not shrink slides up
/// as the header collapses and its bottom (tabs, say) stays visible.
struct AnchorBottomBehavior: BuiltInBehavior {
    static let quirks = Parameter<Quirks>(
        "quirks", .choice(default: .legacy),
        summary: "legacy reproduces GSK's bottom-anchor arithmetic; fixed honours contentInset.bottom and "
            + "never jumps to the top.")

    /// `anchor-bottom`: GSK's bottom content anchor.
    static let description = BehaviorDescription(
        identifier: "anchor-bottom",
        name: "Anchor Bottom",
        stage: .content,
        summary: "GSK contentAnchor .bottom: the content view stands on the header's bottom edge.",
        discussion: """
            Content height as anchor-top. Content y = header height - content height; with contentExpands NO it is \
            then min(0, y). quirks=legacy (the default, faithful to GSK) keeps GSK's two quirks: contentInset.bottom \
            is ignored, and an over-stretched header with contentExpands NO moves the content to its top. \
            quirks=fixed puts the content's bottom on height - contentInset.bottom in every case.
            """,
        parameters: [Self.quirks],
        examples: [
            BehaviorExample(
                "GSK test vectors: minimum 120, inset top 64, contentShrinks NO, contentExpands YES",
                stack: "top-only,anchor-bottom", header: ExampleHeaders.gskBottomAnchor,
                frames: [
                    ExampleFrame(
                        offsetY: -250, headerY: -250, headerHeight: 250, contentY: -30, contentHeight: 280,
                        stretchFactor: 0.4125),
                    ExampleFrame(
                        offsetY: 100, headerY: 100, headerHeight: 184, contentY: -96, contentHeight: 280,
                        stretchFactor: 0),
                    ExampleFrame(
                        offsetY: -400, headerY: -400, headerHeight: 400, contentY: 64, contentHeight: 336,
                        stretchFactor: 1.35),
                ]),
            BehaviorExample(
                "Legacy jump: contentExpands NO, over-stretched, the content goes to the top",
                stack: "top-only,anchor-bottom", header: ExampleHeaders.gskFixedContent,
                frames: [
                    ExampleFrame(offsetY: -400, headerHeight: 400, contentY: 0, contentHeight: 280),
                    ExampleFrame(offsetY: -250, headerHeight: 250, contentY: -30, contentHeight: 280),
                ]),
            BehaviorExample(
                "Fixed: the content stays on the bottom", stack: "top-only,anchor-bottom=quirks=fixed",
                header: ExampleHeaders.gskFixedContent,
                frames: [
                    ExampleFrame(offsetY: -400, headerHeight: 400, contentY: 120, contentHeight: 280),
                    ExampleFrame(offsetY: -250, headerHeight: 250, contentY: -30, contentHeight: 280),
                ]),
        ])

    private let quirks: Quirks

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
        quirks = arguments[Self.quirks]
    }

    /// Touches no subview.
    var access: AttributeAccess { .touchesNoSubview }

    /// Lays the content view out from the header's bottom edge.
    func apply(to frame: inout HeaderFrame) {
        let configuration = frame.configuration
        let height = frame.layout.headerHeight
        let contentHeight = ContentHeight.forHeader(height: height, configuration: configuration)
        var top: Double
        switch quirks {
        case .legacy:
            top = height - contentHeight
            if !configuration.contentExpands { top = min(0, top) }
        case .fixed:
            top = height - configuration.contentInset.bottom - contentHeight
        }
        frame.layout.contentHeight = contentHeight
        frame.layout.contentY = top
    }
}

extension AnchorBottomBehavior {
    /// Whether `anchor-bottom` reproduces GSK's bottom-anchor arithmetic or fixes it.
    enum Quirks: String, CaseIterable, Sendable {
        /// GSK's arithmetic: `contentInset.bottom` is ignored, and with `contentExpands` false an over-stretched header
        /// moves the content to its top (`min(0, top)`).
        case legacy
        /// The content's bottom edge sits on `height - contentInset.bottom` in every case.
        case fixed
    }
}
