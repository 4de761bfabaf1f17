import StretchyCore

/// GSKStretchyHeaderView's `.topOnly` expansion: the header expands only when the list is scrolled to the top.
///
/// Scroll: any offset. Header: pinned at the visible top (`y = offset`), height `-offset` when over-stretched
/// (`offset <= -maximumHeight`), else `clamp(-offset, minimumHeight, maximumHeight)`. A pure function of the offset.
struct TopOnlyBehavior: BuiltInBehavior {
    /// `top-only`: GSK's default expansion mode.
    static let description = BehaviorDescription(
        identifier: "top-only",
        name: "Top Only",
        stage: .expansion,
        summary: "GSK .topOnly: the header expands only at the top of the list (the default expansion).",
        discussion: """
            Header y = offset; height = -offset when over-stretched, else clamp(-offset, minimumHeight, \
            maximumHeight). The default inset mode is legacy, GSK's own arithmetic, because it reproduces GSK's test \
            vectors and works on sessions that do not record inset_top; choose inset=safe-area for sessions recorded \
            under a safe area or navigation bar. Both agree when inset_top equals the header's maximum height.
            """,
        parameters: ExpansionInput.parameters,
        examples: [
            BehaviorExample(
                "GSK test vectors, default header", stack: "top-only", header: ExampleHeaders.gskDefault,
                frames: [
                    ExampleFrame(
                        offsetY: -280, headerY: -280, headerHeight: 280, contentY: 0, contentHeight: 280,
                        stretchFactor: 1),
                    ExampleFrame(
                        offsetY: -100, headerY: -100, headerHeight: 100, contentY: 0, contentHeight: 100,
                        stretchFactor: 100.0 / 280),
                    ExampleFrame(
                        offsetY: 100, headerY: 100, headerHeight: 0, contentY: 0, contentHeight: 0, stretchFactor: 0),
                    ExampleFrame(
                        offsetY: -400, headerY: -400, headerHeight: 400, contentY: 0, contentHeight: 400,
                        stretchFactor: 400.0 / 280),
                ]),
            BehaviorExample(
                "GSK test vectors, manageScrollViewInsets NO, minimum 64", stack: "top-only=managed=false",
                header: ExampleHeaders.gskUnmanaged,
                frames: [
                    ExampleFrame(offsetY: 0, headerY: 0, headerHeight: 216, stretchFactor: 152.0 / 216),
                    ExampleFrame(offsetY: -64, headerY: -64, headerHeight: 280, stretchFactor: 1),
                ]),
            BehaviorExample(
                "A 47 pt safe area: legacy over-stretches at rest, safe-area rests at the maximum",
                stack: "top-only=inset=safe-area", header: ExampleHeaders.gskDefault,
                frames: [
                    ExampleFrame(
                        offsetY: -327, insetTop: 327, headerY: -280, headerHeight: 280, stretchFactor: 1),
                    ExampleFrame(
                        offsetY: -127, insetTop: 327, headerY: -80, headerHeight: 80, stretchFactor: 80.0 / 280),
                    ExampleFrame(offsetY: -280, insetTop: 280, headerY: -280, headerHeight: 280, stretchFactor: 1),
                ]),
            BehaviorExample(
                "The same offsets in legacy mode", stack: "top-only", header: ExampleHeaders.gskDefault,
                frames: [
                    ExampleFrame(offsetY: -327, insetTop: 327, headerY: -327, headerHeight: 327),
                    ExampleFrame(offsetY: -280, insetTop: 280, headerY: -280, headerHeight: 280, stretchFactor: 1),
                ]),
        ],
        invariants: [ExpansionInvariants.bounds], continuitySlope: 1)

    private let mode: InsetMode
    private let managesInsets: Bool

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
        mode = arguments[ExpansionInput.inset]
        managesInsets = arguments[ExpansionInput.managed]
    }

    /// Touches no subview.
    var access: AttributeAccess { .touchesNoSubview }

    /// Sets the header's frame from the offset alone.
    func apply(to frame: inout HeaderFrame) {
        let input = ExpansionInput(frame.sample, frame.configuration, mode: mode, managesInsets: managesInsets)
        frame.setHeader(y: input.headerY, height: input.isOverStretched ? input.pull : input.clamped(input.pull))
    }
}
