import StretchyCore

/// Tabs pinning, as in GSK's tabs example: a tab bar stays glued to the bottom of the header.
///
/// Scroll: any. Header: the tab bar's bottom sits on the header's bottom inset edge, so it stays visible when the
/// header collapses to its minimum and follows it when over-stretched.
struct TabsBehavior: BuiltInBehavior {
    static let target = Parameter<[Int]>(
        "target", .subviews(default: .named(["tabs"])),
        summary: "The tab bar subview.")
    static let height = Parameter<Double?>(
        "height", .number(.nonNegative, default: nil),
        summary: "The tab bar's height; by default its resting frame's height.")

    /// `tabs`: GSK's tabs example, as a behaviour.
    static let description = BehaviorDescription(
        identifier: "tabs",
        name: "Tabs",
        stage: .pinning,
        summary: "Tabs pinning: a tab bar stays glued to the bottom of the header, visible when collapsed.",
        discussion: """
            In the content view's coordinates: y = max(0, header height - contentInset.bottom - height) - content \
            y, so the bar's bottom is the header's bottom inset edge; it never rises above the header's top, so a \
            header collapsed below the bar's height shows the bar's top part. height defaults to the subview's \
            resting height.
            """,
        parameters: [Self.target, Self.height],
        examples: [
            BehaviorExample(
                "The profile header's 44 pt tabs", stack: "top-only,tabs", header: .profileHeader,
                frames: [
                    ExampleFrame(offsetY: -280, attributes: ["tabs.y": 236, "tabs.height": 44]),
                    ExampleFrame(offsetY: 500, headerHeight: 64, attributes: ["tabs.y": 20]),
                    ExampleFrame(offsetY: -400, attributes: ["tabs.y": 356]),
                ]),
            BehaviorExample(
                "GSK's tabs example: anchor bottom, content that neither shrinks nor expands, 36 pt tabs",
                stack: "immediate,anchor-bottom,tabs=height=36", header: ExampleHeaders.gskTabs,
                frames: [
                    ExampleFrame(offsetY: -240, contentY: 0, attributes: ["tabs.y": 204, "tabs.height": 36]),
                    ExampleFrame(offsetY: 300, headerHeight: 100, contentY: -140, attributes: ["tabs.y": 204]),
                ]),
        ])

    private let targets: [Int]
    private let height: Double?

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
        targets = arguments[Self.target]
        height = arguments[Self.height]
    }

    /// The y and height of the tab bar.
    var writtenAttributes: [SubviewAttributeKey] {
        targets.flatMap { [SubviewAttributeKey($0, .y), SubviewAttributeKey($0, .height)] }
    }

    /// `y` is set from the header's height and the bar's height; the height is the `height` parameter, or the
    /// value found, written back unchanged. Reads only the bars' own heights.
    var access: AttributeAccess {
        .writes(.overwritten, except: height == nil ? [.height: .kept] : [:], readsUndeclaredAttributes: false)
    }

    /// Glues the tab bar to the header's bottom.
    func apply(to frame: inout HeaderFrame) {
        let bottom = frame.layout.headerHeight - frame.configuration.contentInset.bottom
        for index in targets {
            let barHeight = height ?? frame.layout.subviews[index].height
            frame.layout.subviews[index].height = barHeight
            frame.layout.subviews[index].y = max(0, bottom - barHeight) - frame.layout.contentY
        }
    }
}
