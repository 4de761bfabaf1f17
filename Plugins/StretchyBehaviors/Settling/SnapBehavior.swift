import StretchyCore

/// Snap on release, GSK's most requested feature (issues #45 and #78): when the finger lifts with the header
/// half open, report the offset to settle at, fully expanded or fully collapsed.
///
/// Scroll: the frame the finger lifts (the phase leaves `tracking` or `dragging`). Header: nothing moves; the layout's
/// `settleOffset` becomes the expanded offset if the stretch factor is at least `threshold`, else the collapsed one.
struct SnapBehavior: BuiltInBehavior {
    static let threshold = Parameter<Double>(
        "threshold", .number(NumberRange(lower: 0, includesLower: false, upper: 1, includesUpper: false), default: 0.5),
        summary: "The stretch factor from which a released header expands rather than collapses.")
    static let point = Parameter<Double?>(
        "point", .number(NumberRange(lower: 0, includesLower: false, upper: 1, includesUpper: false), default: nil),
        summary: "A third snap point, as a stretch factor; the header settles at the nearest point.")
    static let points = Parameter<[Double]>(
        "points", .numbers(NumberRange(lower: 0, includesLower: true, upper: 1, includesUpper: true), default: []),
        summary: "Every snap point, as stretch factors joined by '+' (0+0.5+1); the header settles at the "
            + "nearest.")
    static let velocity = Parameter<Bool>(
        "velocity", .flag(default: false),
        summary: "Settle by the release velocity projected with the deceleration rate, as iOS apps do.")
    static let deceleration = Parameter<Double>(
        "deceleration",
        .number(NumberRange(lower: 0, includesLower: false, upper: 1, includesUpper: false), default: 0.998),
        summary: "The deceleration rate of the projection (UIScrollView normal 0.998, fast 0.99).")

    /// `snap`: the settling stage's behaviour.
    static let description = BehaviorDescription(
        identifier: "snap",
        name: "Snap",
        stage: .settling,
        summary: "Snap on release: a half-open header settles expanded or collapsed (GSK issues #45, #78).",
        discussion: """
            On the frame the finger lifts (the previous sample was tracking or dragging, this one is not) with \
            0 < stretchFactor < 1, settle_offset is where the header is fully expanded, offset - (1 - \
            stretchFactor) x (maximumContentHeight - minimumContentHeight), when stretchFactor >= threshold, and \
            where it is fully collapsed, offset + stretchFactor x (maximumContentHeight - minimumContentHeight), \
            otherwise. Measured from the current frame, the targets are right for every expansion: top-only in \
            either inset mode (at rest they are GSK's -maximumHeight and -minimumHeight), immediate anywhere in the \
            list, and mg-collapse (0 and maximumHeight - minimumHeight, MG's ends). On every other frame \
            settle_offset is the sample's own offset: nothing to do. A header over-stretched or fully collapsed at \
            release is left to the scroll view's own bounce and deceleration. The frames file gets a settle_offset \
            column whenever a stack has a settling behaviour. point adds a snap point between the ends (a stretch \
            factor in (0, 1)); the header then settles at the nearest of 0, point and 1 (threshold no longer \
            applies). points lists every snap point instead, several stretch factors in [0, 1] joined by '+' \
            (points=0+0.5+1; increasing, each once; not with point): the header settles at the nearest of them, \
            a tie going to the lower one, as with point. velocity=true settles by the release velocity as iOS \
            apps do in \
            scrollViewWillEndDragging(_:withVelocity:targetContentOffset:): the velocity v = (offset - previous \
            offset) / (t - previous t), estimated from the offsets at release, is projected with the deceleration \
            rate d (UIScrollView's normal 0.998 by default, fast 0.99) to offset + v / 1000 x d / (1 - d); the \
            header settles at the snap point nearest the projected stretch factor, stretchFactor - (projected - \
            offset) / (maximumContentHeight - minimumContentHeight), so a fling carries it past the midpoint \
            (with points, to the one nearest the projection).
            """,
        parameters: [Self.threshold, Self.point, Self.points, Self.velocity, Self.deceleration],
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
                "Under a 47 pt safe area the ends move with it", stack: "top-only=inset=safe-area,snap",
                header: .profileHeader,
                frames: [
                    ExampleFrame(offsetY: -250, insetTop: 327, phase: .dragging, headerHeight: 203),
                    ExampleFrame(offsetY: -250, insetTop: 327, phase: .idle, settleOffset: -327),
                ]),
            BehaviorExample(
                "immediate, half open far down the list: scroll a little, not back to the top",
                stack: "immediate,snap", header: .profileHeader,
                frames: [
                    ExampleFrame(offsetY: 1500, phase: .dragging, headerHeight: 280),
                    ExampleFrame(offsetY: 1800, phase: .dragging, headerHeight: 64),
                    ExampleFrame(offsetY: 1700, phase: .dragging, headerHeight: 164),
                    ExampleFrame(offsetY: 1700, phase: .idle, settleOffset: 1800),
                ]),
            BehaviorExample(
                "MG's ends: a header above the list settles at offset 0 or 190", stack: "mg-collapse,snap",
                header: ExampleHeaders.mgDemo,
                frames: [
                    ExampleFrame(offsetY: 120, phase: .dragging, settleOffset: 120),
                    ExampleFrame(offsetY: 125, phase: .idle, stretchFactor: 65.0 / 190, settleOffset: 190),
                    ExampleFrame(offsetY: 50, phase: .dragging),
                    ExampleFrame(offsetY: 50, phase: .idle, settleOffset: 0),
                ]),
            BehaviorExample(
                "A third snap point at 0.5: released at 0.6, the header settles half open",
                stack: "top-only,snap=point=0.5", header: .profileHeader,
                frames: [
                    ExampleFrame(offsetY: -200, phase: .dragging),
                    ExampleFrame(
                        offsetY: -193.6, phase: .decelerating, stretchFactor: 0.6, settleOffset: -193.6 + 0.1 * 216),
                ]),
            BehaviorExample(
                "points=0+0.25+0.75+1: released at 0.6, the header settles at 0.75",
                stack: "top-only,snap=points=0+0.25+0.75+1", header: .profileHeader,
                frames: [
                    ExampleFrame(offsetY: -200, phase: .dragging),
                    ExampleFrame(
                        offsetY: -193.6, phase: .decelerating, stretchFactor: 0.6,
                        settleOffset: -193.6 - 0.15 * 216),
                ]),
            BehaviorExample(
                "points with velocity: released at 0.2, nearest 0, but flung open at 120 pt/s it projects to 0.477 "
                    + "and settles at 0.5",
                stack: "top-only,snap=points=0+0.5+1:velocity=true", header: .profileHeader,
                frames: [
                    ExampleFrame(offsetY: -105.2, phase: .dragging),
                    ExampleFrame(
                        offsetY: -107.2, phase: .decelerating, stretchFactor: 0.2, settleOffset: -107.2 - 0.3 * 216),
                ]),
            BehaviorExample(
                "velocity: 0.6 open but flung up at 600 pt/s, it projects to 299.4 pt further and collapses",
                stack: "top-only,snap=velocity=true", header: .profileHeader,
                frames: [
                    ExampleFrame(offsetY: -203.6, phase: .dragging),
                    ExampleFrame(
                        offsetY: -193.6, phase: .decelerating, stretchFactor: 0.6, settleOffset: -193.6 + 0.6 * 216),
                    ExampleFrame(offsetY: -183.6, phase: .dragging),
                    ExampleFrame(
                        offsetY: -193.6, phase: .decelerating, stretchFactor: 0.6, settleOffset: -193.6 - 0.4 * 216),
                ]),
        ],
        invariants: [
            BehaviorInvariant(
                "snap-point",
                summary: "a settle offset other than the offset brings the header to a snap point: stretchFactor 0 or 1"
            ) { frame in
                let layout = frame.layout
                guard layout.settleOffset != frame.sample.offsetY else { return nil }
                let range = frame.configuration.maximumContentHeight - frame.configuration.minimumContentHeight
                let settled = layout.stretchFactor + (frame.sample.offsetY - layout.settleOffset) / range
                return abs(settled) < 1e-9 || abs(settled - 1) < 1e-9
                    ? nil : "settling to \(layout.settleOffset) leaves stretchFactor \(settled)"
            }
        ])

    private let threshold: Double
    private let point: Double?
    /// The snap points to choose among, increasing: `points`, or 0, `point` and 1; `nil` for the threshold rule.
    private let snapPoints: [Double]?
    private let usesVelocity: Bool
    /// `d / (1 - d) / 1000`: how far a velocity of 1 pt/s carries the projection.
    private let projection: Double

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
        threshold = arguments[Self.threshold]
        point = arguments[Self.point]
        let points = arguments[Self.points]
        if point != nil && !points.isEmpty {
            throw .invalidCombination(
                behavior: Self.description.identifier,
                rule: "give point or points, not both (points lists every snap point, the ends included)")
        }
        snapPoints = points.isEmpty ? point.map { [0, $0, 1] } : points
        usesVelocity = arguments[Self.velocity]
        let deceleration = arguments[Self.deceleration]
        projection = deceleration / (1 - deceleration) / 1000
    }

    /// With a third snap point or a list of them the header may also settle at `point` or `points`, which the
    /// declared `snap-point` invariant (stretch factor 0 or 1) does not know.
    var invariantExclusions: [InvariantExclusion] {
        (snapPoints ?? [0, 1]).allSatisfy { $0 == 0 || $0 == 1 }
            ? []
            : [
                InvariantExclusion(
                    "snap.snap-point",
                    reason: "with point or points, a header also settles at those stretch factors, not only at 0 or 1")
            ]
    }

    /// Touches no subview.
    var access: AttributeAccess { .touchesNoSubview }

    /// Sets the settle offset on the frame the finger lifts with the header half open.
    func apply(to frame: inout HeaderFrame) {
        let fingerWasDown = frame.previousSample.phase == .tracking || frame.previousSample.phase == .dragging
        let fingerIsDown = frame.sample.phase == .tracking || frame.sample.phase == .dragging
        let stretchFactor = frame.layout.stretchFactor
        guard fingerWasDown, !fingerIsDown, stretchFactor > 0, stretchFactor < 1 else { return }
        let range = frame.configuration.maximumContentHeight - frame.configuration.minimumContentHeight
        guard usesVelocity || snapPoints != nil else {
            frame.layout.settleOffset =
                stretchFactor >= threshold
                ? frame.sample.offsetY - (1 - stretchFactor) * range : frame.sample.offsetY + stretchFactor * range
            return
        }
        var projected = stretchFactor
        if usesVelocity, range > 0 {
            let interval = frame.sample.time - frame.previousSample.time
            let velocity = interval > 0 ? (frame.sample.offsetY - frame.previousSample.offsetY) / interval : 0
            projected -= velocity * projection / range
        }
        var target: Double = projected >= threshold ? 1 : 0
        if let snapPoints {
            target = snapPoints[0]
            for candidate in snapPoints.dropFirst() where abs(projected - candidate) < abs(projected - target) {
                target = candidate
            }
        }
        frame.layout.settleOffset = frame.sample.offsetY + (stretchFactor - target) * range
    }
}
