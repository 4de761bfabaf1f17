import StretchyCore

/// Snap on release, GSK's most requested feature (issues #45 and #78): when the finger lifts with the header
/// half open, report the offset to settle at, fully expanded or fully collapsed.
///
/// Scroll: the frame the finger lifts (the phase leaves `tracking` or `dragging`). Header: nothing moves; the layout's
/// `settleOffset` becomes the expanded offset if the stretch factor is at least `threshold`, else the collapsed one.
public struct SnapBehavior: HeaderBehavior {
    /// `snap`: the settling stage's behaviour.
    public static let description = BehaviorDescription(
        identifier: "snap",
        name: "Snap",
        stage: .settling,
        summary: "Snap on release: a half-open header settles expanded or collapsed (GSK issues #45, #78).",
        discussion: """
            On the frame the finger lifts (the previous sample was tracking or dragging, this one is not) with \
            0 < stretchFactor < 1, settle_offset is the expanded offset when stretchFactor >= threshold and the \
            collapsed one otherwise: -maximumHeight and -minimumHeight with style=gsk (the recipe GSK's maintainer \
            gives), 0 and maximumHeight - minimumHeight with style=mg (MGCollapsingHeader's ends). On every other \
            frame settle_offset is the sample's own offset: nothing to do. A header over-stretched or fully \
            collapsed at release is left to the scroll view's own bounce and deceleration. The frames file gets a \
            settle_offset column whenever a stack has a settling behaviour.
            """,
        parameters: [
            BehaviorParameter(
                "threshold",
                .number(NumberRange(lower: 0, includesLower: false, upper: 1, includesUpper: false), default: 0.5),
                summary: "The stretch factor from which a released header expands rather than collapses."),
            BehaviorParameter(
                "style", .choice(SnapStyle.allCases.map(\.rawValue), default: SnapStyle.gsk.rawValue),
                summary: "gsk settles at -maximumHeight or -minimumHeight; mg at 0 or maximumHeight - minimumHeight."),
        ],
        readsPreviousFrame: true,
        examples: [
            BehaviorExample(
                "Released more than half open: settle expanded; less than half: settle collapsed",
                stack: "top-only,snap", header: .profileHeader,
                frames: [
                    ExampleFrame(offsetY: -200, phase: .dragging, stretchFactor: 136.0 / 216, settleOffset: -200),
                    ExampleFrame(offsetY: -190, phase: .decelerating, stretchFactor: 126.0 / 216, settleOffset: -280),
                    ExampleFrame(offsetY: -150, phase: .decelerating, settleOffset: -150),
                    ExampleFrame(offsetY: -100, phase: .dragging, settleOffset: -100),
                    ExampleFrame(offsetY: -100, phase: .idle, stretchFactor: 36.0 / 216, settleOffset: -64),
                ]),
            BehaviorExample(
                "No snap while dragging, over-stretched or collapsed", stack: "top-only,snap=threshold=0.25",
                header: .profileHeader,
                frames: [
                    ExampleFrame(offsetY: -330, phase: .dragging, settleOffset: -330),
                    ExampleFrame(offsetY: -320, phase: .bouncing, settleOffset: -320),
                    ExampleFrame(offsetY: 300, phase: .dragging, settleOffset: 300),
                    ExampleFrame(offsetY: 310, phase: .decelerating, settleOffset: 310),
                ]),
            BehaviorExample(
                "MG's ends: a header above the list settles at offset 0 or 190", stack: "mg-collapse,snap=style=mg",
                header: ExampleHeaders.mgDemo,
                frames: [
                    ExampleFrame(offsetY: 120, phase: .dragging, settleOffset: 120),
                    ExampleFrame(offsetY: 125, phase: .idle, stretchFactor: 65.0 / 190, settleOffset: 190),
                ]),
        ])

    private let threshold: Double
    private let style: SnapStyle

    /// Creates the behaviour from its `threshold` and `style` parameters.
    public init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
        threshold = try arguments.number("threshold")
        style = try arguments.choice("style", as: SnapStyle.self)
    }

    /// Sets the settle offset on the frame the finger lifts with the header half open.
    public func apply(to frame: inout HeaderFrame) {
        let fingerWasDown = frame.previousSample.phase == .tracking || frame.previousSample.phase == .dragging
        let fingerIsDown = frame.sample.phase == .tracking || frame.sample.phase == .dragging
        let stretchFactor = frame.layout.stretchFactor
        guard fingerWasDown, !fingerIsDown, stretchFactor > 0, stretchFactor < 1 else { return }
        let expand = stretchFactor >= threshold
        let configuration = frame.configuration
        switch style {
        case .gsk:
            frame.layout.settleOffset = expand ? -configuration.maximumHeight : -configuration.minimumHeight
        case .mg:
            frame.layout.settleOffset = expand ? 0 : configuration.maximumHeight - configuration.minimumHeight
        }
    }
}
