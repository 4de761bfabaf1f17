import StretchyCore

/// Material Components iOS's `MDCFlexibleHeaderView`: height tracking, the shift behaviours, the 175 pt hysteresis
/// and the display link that settles a partly shifted header (`conformance.md` section 4).
///
/// Scroll: the raw offset (MDC is offset-native). Header: height `maximumHeight - P`, at least `minimumHeight`;
/// the shift accumulator slides it up once the content passes the collapsed height, and on release a display link
/// animates it, header only, on the following frames.
struct MDCFlexibleHeaderBehavior: BuiltInBehavior {
    static let shift = Parameter<Shift>(
        "shift", .choice(default: .enabled),
        summary: "MDCFlexibleHeaderShiftBehavior: disabled, enabled, enabled-with-status-bar or hideable.")
    static let anchor = Parameter<Double>(
        "anchor", .number(.nonNegative, default: 175),
        summary: "Points of scrolling back before a shifted header reappears (175; 25 for high importance).")
    static let statusBar = Parameter<Double>(
        "status-bar", .number(.nonNegative, default: 0),
        summary: "The status bar's height, which an enabled header stops shifting at.")
    static let overExtend = Parameter<Bool>(
        "over-extend", .flag(default: true),
        summary: "canOverExtend: the header grows past its maximum height when pulled.")

    /// `mdc-flexible-header`: the MDC iOS preset's expansion.
    static let description = BehaviorDescription(
        identifier: "mdc-flexible-header",
        name: "MDC Flexible Header",
        stage: .expansion,
        summary: "MDC iOS flexible header: height tracking, shift behaviours, the 175 pt hysteresis, its display link.",
        discussion: """
            Source: material-components-ios MDCFlexibleHeaderView.m (fhv_updateLayout, the end-drag and end-decelerate \
            handlers, the display link), MDCFlexibleHeaderShifter.m; conformance.md section 4. P = offsetY + insetTop \
            (the header injects maximumHeight into the inset), headerHeight = maximumHeight - P, height = \
            max(minimumHeight, headerHeight) (over-extend=false clamps it to maximumHeight too). accMax = \
            minimumHeight - status-bar for enabled, minimumHeight otherwise. On each frame that moves the offset \
            (fhv_updateLayout runs from trackingScrollViewDidScroll, so a frame that leaves the offset where it was \
            runs none of this), with deltaY = min(offsetY, contentHeight - viewportHeight) minus the previous one: a \
            run of same-sign deltas while tracking or dragging longer than 5 pt sets wantsHidden (up) or clears it \
            (down); unless the display link runs or the offset is past the bottom, deltaY (only its negative part with \
            shift=disabled) is cut to the part past the minimum height and added to the accumulator, clamped to [0, \
            upper] with upper = accMax + anchor when headerHeight < 0, accMax when headerHeight < minimumHeight, else \
            0: the header is glued to the content for accMax points, then needs anchor points of scrolling back before \
            it reappears (hysteresis). shift = min(accMax, accumulator). Release: leaving dragging for idle (a tap, \
            tracking then idle, sends no scrollViewDidEndDragging, so it settles nothing) with 0 < accumulator < \
            accMax and the header detached from the content ((height - shift) - headerHeight > 0.5) starts the display \
            link; leaving decelerating or bouncing for idle with 0 < accumulator < accMax and the header detached \
            (trackingScrollViewDidEndDecelerating tests fhv_isPartiallyShifted too, detachment included) sets \
            wantsHidden = accumulator >= 0.75 accMax and starts it. Each display-link frame (ticked before the frame's \
            own layout; stopped by a frame that moves the offset while tracking or dragging, not by a finger resting \
            still) moves the accumulator by 12 (dest - acc) dt towards accMax (wantsHidden) or 0, dt the sample \
            interval, so the settle depends on the frame rate; within 0.1 it lands and stops. shift=hideable tracks \
            the height only (MDC shifts it by API calls). Output: headerY = offsetY - shift, headerHeight = height, \
            collapsed_fraction = MDC's scrollPhasePercentage: shift / accMax while shifted, (height - min) / (max - \
            min) while collapsing, 1 + (height - max) / max over-extending.
            """,
        parameters: [Self.shift, Self.anchor, Self.statusBar, Self.overExtend],
        readsPreviousFrame: true,
        examples: examples)

    private let shift: Shift
    private let anchor: Double
    private let maximum: Double
    private let minimum: Double
    private let shiftMaximum: Double
    private let overExtends: Bool
    private let statusBar: Double

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
        shift = arguments[Self.shift]
        anchor = arguments[Self.anchor]
        statusBar = arguments[Self.statusBar]
        overExtends = arguments[Self.overExtend]
        maximum = configuration.maximumHeight
        minimum = configuration.minimumHeight
        shiftMaximum = shift == .enabled ? max(0, minimum - statusBar) : minimum
    }

    /// The accumulator, the same-direction run, wantsHidden (0 or 1) and whether the display link runs (0 or 1).
    var stateCount: Int { 4 }

    /// The collapsed fraction.
    var measures: Set<LayoutMeasure> { [.collapsedFraction] }

    /// Touches no subview.
    var access: AttributeAccess { .touchesNoSubview }

    /// Tracks the height and the shift for one frame.
    func apply(to frame: inout HeaderFrame) {
        let sample = frame.sample
        let headerHeight = maximum - (sample.offsetY + sample.insetTop)
        let height = overExtends ? max(minimum, headerHeight) : min(maximum, max(minimum, headerHeight))
        var accumulator = frame.state(0)
        var run = frame.state(1)
        var wantsHidden = frame.state(2) != 0
        var linked = frame.state(3) != 0
        let tracking = Self.isTracking(sample.phase)
        // fhv_updateLayout runs when the offset changes (trackingScrollViewDidScroll), not on every frame: a finger
        // resting on the screen neither stops the display link nor feeds the accumulator.
        let scrolled = !frame.isFirstFrame && sample.offsetY != frame.previousSample.offsetY
        if tracking, scrolled { linked = false }
        if linked {
            let dt = sample.time - frame.previousSample.time
            accumulator = min(shiftMaximum, accumulator)
            let destination = wantsHidden ? shiftMaximum : 0
            accumulator = min(shiftMaximum, max(0, accumulator + 12 * (destination - accumulator) * dt))
            if abs(destination - accumulator) <= 0.1 {
                accumulator = destination
                linked = false
            }
        }
        let bottom = sample.contentHeight - sample.viewportHeight
        if shift != .hideable, scrolled {
            var deltaY = min(sample.offsetY, bottom) - min(frame.previousSample.offsetY, bottom)
            if run * deltaY < 0 { run = 0 }
            run += deltaY
            if tracking {
                if run > 5 { wantsHidden = true } else if run < -5 { wantsHidden = false }
            }
            if sample.offsetY <= bottom, !linked {
                if shift == .disabled { deltaY = min(0, deltaY) }
                let previous = headerHeight + deltaY
                if headerHeight < minimum, minimum < previous {
                    deltaY = minimum - headerHeight
                } else if previous < minimum, minimum < headerHeight {
                    deltaY = previous - minimum
                }
                let upper = headerHeight < 0 ? shiftMaximum + anchor : headerHeight < minimum ? shiftMaximum : 0
                accumulator = min(upper, max(0, min(upper, accumulator) + deltaY))
            }
        }
        if !frame.isFirstFrame, sample.phase == .idle {
            // fhv_isPartiallyShifted, which both release handlers test: 0 < accumulator < accMax and the header
            // detached from the content's top (its bottom edge more than 0.5 pt below it).
            let partlyShifted =
                accumulator > 0 && accumulator < shiftMaximum
                && (height - min(shiftMaximum, accumulator)) - headerHeight > 0.5
            switch frame.previousSample.phase {
            case .dragging:
                // trackingScrollViewDidEndDraggingWillDecelerate(NO): UIKit sends scrollViewDidEndDragging only
                // after a drag began, so a tap (tracking, then idle) settles nothing.
                if shift == .disabled { wantsHidden = false }
                if partlyShifted { linked = true }
            case .decelerating, .bouncing:
                if partlyShifted {
                    wantsHidden = accumulator >= 0.75 * shiftMaximum
                    linked = true
                }
            case .idle, .tracking, .programmatic:
                break
            }
        }
        frame.setState(0, to: accumulator)
        frame.setState(1, to: run)
        frame.setState(2, to: wantsHidden ? 1 : 0)
        frame.setState(3, to: linked ? 1 : 0)
        let shown = min(shiftMaximum, accumulator)
        frame.setHeader(y: sample.offsetY - shown, height: height)
        if shown > 0 {
            let range = minimum - (shift == .enabled ? statusBar : 0)
            frame.layout.collapsedFraction = range > 0 ? shown / range : 1
        } else if height < maximum {
            frame.layout.collapsedFraction = maximum > minimum ? (height - minimum) / (maximum - minimum) : 0
        } else {
            frame.layout.collapsedFraction = maximum > 0 ? 1 + (height - maximum) / maximum : 1
        }
    }

    /// MDC's `tracking`: the finger is down.
    private static func isTracking(_ phase: ScrollPhase) -> Bool {
        phase == .tracking || phase == .dragging
    }
}

extension MDCFlexibleHeaderBehavior {
    /// `MDCFlexibleHeaderShiftBehavior`.
    enum Shift: String, CaseIterable, Sendable {
        /// The header never shifts off screen.
        case disabled
        /// The header shifts off screen, stopping at the status bar.
        case enabled
        /// The header and the status bar shift off screen.
        case enabledWithStatusBar = "enabled-with-status-bar"
        /// Only the API shifts the header; scrolling does not.
        case hideable
    }

    /// Every worked example of `conformance.md` section 4f, tagged.
    static let examples: [BehaviorExample] = [
        BehaviorExample(
            "[M1] disabled: the height tracks the offset, at least the minimum; no shift",
            stack: "mdc-flexible-header=shift=disabled", header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -250, insetTop: 200, headerY: -250, headerHeight: 250, collapsedFraction: 1.25),
                ExampleFrame(offsetY: -200, insetTop: 200, headerHeight: 200, collapsedFraction: 1),
                ExampleFrame(offsetY: -100, insetTop: 200, headerHeight: 100, collapsedFraction: 44.0 / 144),
                ExampleFrame(offsetY: 0, insetTop: 200, headerHeight: 56, collapsedFraction: 0),
                ExampleFrame(offsetY: 200, insetTop: 200, headerY: 200, headerHeight: 56, collapsedFraction: 0),
            ]),
        BehaviorExample(
            "[M1] enabled: glued for 56 pt, then 175 pt of hysteresis before it returns",
            stack: "mdc-flexible-header", header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -200, insetTop: 200, phase: .dragging, headerY: -200),
                ExampleFrame(offsetY: -100, insetTop: 200, phase: .dragging, headerY: -100),
                ExampleFrame(offsetY: -56, insetTop: 200, phase: .dragging, headerY: -56),
                ExampleFrame(offsetY: -20, insetTop: 200, phase: .dragging, headerY: -56, collapsedFraction: 36.0 / 56),
                ExampleFrame(offsetY: 50, insetTop: 200, phase: .dragging, headerY: -6, headerHeight: 56),
                ExampleFrame(offsetY: 300, insetTop: 200, phase: .dragging, headerY: 244),
                ExampleFrame(offsetY: 250, insetTop: 200, phase: .dragging, headerY: 194),
                ExampleFrame(offsetY: 100, insetTop: 200, phase: .dragging, headerY: 69),
                ExampleFrame(offsetY: 50, insetTop: 200, phase: .dragging, headerY: 50),
            ]),
        BehaviorExample(
            "[M1] released at P 300, detached: the display link brings it back, 20 % per frame at 60 Hz",
            stack: "mdc-flexible-header", header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -200, insetTop: 200, phase: .dragging),
                ExampleFrame(offsetY: 300, insetTop: 200, phase: .dragging),
                ExampleFrame(offsetY: 100, insetTop: 200, phase: .dragging, headerY: 69),
                ExampleFrame(offsetY: 100, insetTop: 200, headerY: 69),
                ExampleFrame(offsetY: 100, insetTop: 200, headerY: 100 - 24.8),
                ExampleFrame(offsetY: 100, insetTop: 200, headerY: 100 - 19.84),
            ]),
        BehaviorExample(
            "[M1] released at P 180 after a monotone drag: attached, no display link",
            stack: "mdc-flexible-header", header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -200, insetTop: 200, phase: .dragging),
                ExampleFrame(offsetY: -20, insetTop: 200, phase: .dragging, headerY: -56),
                ExampleFrame(offsetY: -20, insetTop: 200, headerY: -56),
                ExampleFrame(offsetY: -20, insetTop: 200, headerY: -56),
            ]),
    ]
}
