import StretchyCore

/// GSKStretchyHeaderView's `contentAnchor = .top`: the content view hangs from the header's top inset.
///
/// Scroll: any. Header: content view at `y = contentInset.top`, height from `contentShrinks` and `contentExpands`.
struct AnchorTopBehavior: BuiltInBehavior {
    /// `anchor-top`: GSK's default content anchor.
    static let description = BehaviorDescription(
        identifier: "anchor-top",
        name: "Anchor Top",
        stage: .content,
        summary: "GSK contentAnchor .top: the content view hangs from the top inset (the default content layout).",
        discussion: """
            Content height = header height - vertical insets, at most maximumContentHeight unless contentExpands, at \
            least maximumContentHeight unless contentShrinks; content y = contentInset.top. Recomputed every frame, \
            so GSK's stale layout after changing contentShrinks or contentExpands (issue #93) cannot happen.
            """,
        examples: [
            BehaviorExample(
                "GSK test vectors: minimum 120, inset top 64, contentShrinks NO, contentExpands NO",
                stack: "top-only,anchor-top", header: ExampleHeaders.gskFixedContent,
                frames: [
                    ExampleFrame(
                        offsetY: -344, headerY: -344, headerHeight: 344, contentY: 64, contentHeight: 280,
                        stretchFactor: 1),
                    ExampleFrame(
                        offsetY: -250, headerY: -250, headerHeight: 250, contentY: 64, contentHeight: 280,
                        stretchFactor: 0.4125),
                    ExampleFrame(
                        offsetY: 100, headerY: 100, headerHeight: 184, contentY: 64, contentHeight: 280,
                        stretchFactor: 0),
                    ExampleFrame(
                        offsetY: -400, headerY: -400, headerHeight: 400, contentY: 64, contentHeight: 280,
                        stretchFactor: 1.35),
                ])
        ])

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {}

    /// Touches no subview.
    var access: AttributeAccess { .touchesNoSubview }

    /// Lays the content view out from the top inset.
    func apply(to frame: inout HeaderFrame) {
        frame.layout.contentHeight = ContentHeight.forHeader(
            height: frame.layout.headerHeight, configuration: frame.configuration)
        frame.layout.contentY = frame.configuration.contentInset.top
    }
}
