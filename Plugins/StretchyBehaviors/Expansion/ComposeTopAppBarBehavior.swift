import StretchyCore
import _StretchySystem

/// Jetpack Compose Material 3's `TopAppBarScrollBehavior` (`pinned`, `enterAlways`, `exitUntilCollapsed`) with
/// `settleAppBar`, replayed on an iOS offset stream (`conformance.md` section 2).
///
/// Scroll: `P = offsetY + insetTop`, clamped to the content's range; its delta is the nested-scroll delta. Header:
/// `heightOffset` in `[limit, 0]`, `limit = -(maximumHeight - minimumHeight)`, folded over the deltas; the bar shrinks
/// in place, so `headerY = offsetY` and `headerHeight = maximumHeight + heightOffset`. On release, `settleOffset`
/// and `settleDuration` are those of `settleAppBar`'s spring, and the scroll that follows the settle moves the bar
/// alone, as the spring moves `heightOffset` alone.
struct ComposeTopAppBarBehavior: BuiltInBehavior {
    static let scroll = Parameter<Mode>(
        "scroll", .choice(default: .exitUntilCollapsed),
        summary: "Which TopAppBarDefaults scroll behaviour: pinned, enter-always or exit-until-collapsed.")
    static let snap = Parameter<Bool>(
        "snap", .flag(default: true),
        summary: "settleAppBar with a snap animation spec (Compose's default); false keeps the bar where "
            + "it is left.")
    static let stiffness = Parameter<Double>(
        "stiffness", .number(.positive, default: 1600),
        summary: "The snap spring's stiffness (MotionScheme DefaultEffects 1600; older releases 400).")
    static let overlapped = Parameter<Bool>(
        "overlapped", .flag(default: false),
        summary: "Report Compose's overlappedFraction in an overlapped_fraction column.")
    static let programmatic = Parameter<Bool>(
        "programmatic", .flag(default: false),
        summary: "Fold programmatic scrolls into the bar too (Compose ignores them).")

    /// `compose-top-app-bar`: the Compose preset's expansion, with its settling.
    static let description = BehaviorDescription(
        identifier: "compose-top-app-bar",
        name: "Compose TopAppBar",
        stage: .expansion,
        summary: "Compose Material 3 TopAppBar: pinned, enterAlways, exitUntilCollapsed; settleAppBar's dead zone, "
            + "spring.",
        discussion: """
            Source: androidx compose/material3 AppBar.kt (TopAppBarState, PinnedScrollBehavior, \
            EnterAlwaysScrollBehavior, ExitUntilCollapsedScrollBehavior, settleAppBar), MotionScheme.kt; \
            conformance.md section 2. P = offsetY + insetTop, clamped to [0, contentHeight + insetTop - \
            viewportHeight]; dy = P - previous P. L = maximumHeight - minimumHeight, limit = -L (the two-row bars' \
            limit; minimumContentHeight 0 gives the single-row bar's). heightOffset h starts at -min(P, L). pinned: h \
            = 0. enter-always: h = clamp(h - dy, -L, 0) first, the content takes the rest. exit-until-collapsed: \
            collapsing, the bar first; expanding, the content first down to its top s = max(0, P + h), the rest \
            expands the bar. Programmatic frames (phase programmatic) leave h as it was, as Compose's programmatic \
            scrolls dispatch no nested scroll; programmatic=true folds them in too. Output: headerY = offsetY (the bar \
            stays at the top), headerHeight = maximumHeight + h, collapsed_fraction = h / limit (Compose's \
            collapsedFraction; 0 when L = 0); with overlapped=true, overlapped_fraction = Compose's overlappedFraction \
            1 - clamp(limit - contentOffset, limit, 0) / limit = clamp(c / L, 0, 1) (0 when L = 0), where c = \
            -contentOffset is the content's scroll as Compose sums it in onPostScroll: it starts at max(0, P + h) and, \
            on every frame the bar folds, moves by the content's share of the delta, dy + (h' - h) (onPreScroll \
            consumes nothing when the bar does not move, and onPostScroll adds consumed.y wherever the content is: \
            after a programmatic scroll to the top under a collapsed bar, the next drag up counts in full), so a \
            programmatic frame leaves it stale as Compose does (programmatic=true folds it too; the reset to 0 by \
            onPostFling when the leftover velocity points down needs that velocity and is not modelled). Settle \
            (settleAppBar, on the first idle frame after dragging, decelerating or bouncing, when snap=true): nothing \
            when collapsedFraction < 0.01 (the dead zone: a bar less than 1 % collapsed stays so) or == 1; otherwise \
            the target is 0 when collapsedFraction < 0.5 and limit otherwise (a tie collapses, unlike Android), \
            settle_offset = offsetY + (h - target) (the content is padded by the bar) and settle_duration is the time \
            the critically damped spring (damping 1, stiffness, mass 1, initial velocity 0) takes to come within 0.01 \
            of its target: |h - target| (1 + w t) e^(-w t) = 0.01 with w = sqrt(stiffness). A scroll view that follows \
            the settle plays settleAppBar's animateTo, which moves heightOffset alone and dispatches no nested scroll: \
            the content's own scroll stays and the content, padded by the bar, moves with it on screen (P = s - h). So \
            from the release on, while no finger is down (not tracking or dragging) and the offset stands or moves \
            toward the settle offset, not past it, each frame's delta goes to the bar whatever its phase, h = clamp(h \
            - dy, -L, 0), and contentOffset stays (exit-until-collapsed would otherwise give an expanding settle over \
            scrolled content to the content first and leave the bar where it was); reaching the settle offset, a \
            touch, or a scroll the other way or past it ends the settle. The fling decay before it (it needs the \
            leftover fling velocity) is not modelled.
            """,
        parameters: [Self.scroll, Self.snap, Self.stiffness, Self.overlapped, Self.programmatic],
        readsPreviousFrame: true,
        examples: examples)

    private let mode: Mode
    private let snaps: Bool
    private let angularFrequency: Double
    private let followsProgrammatic: Bool
    private let reportsOverlapped: Bool
    private let maximum: Double
    private let range: Double

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
        mode = arguments[Self.scroll]
        snaps = arguments[Self.snap]
        angularFrequency = arguments[Self.stiffness].squareRoot()
        followsProgrammatic = arguments[Self.programmatic]
        reportsOverlapped = arguments[Self.overlapped]
        maximum = configuration.maximumHeight
        range = max(0, configuration.maximumHeight - configuration.minimumHeight)
    }

    /// The height offset, the content's scroll as Compose sums it (`-contentOffset`), and the settle in flight: 1 while
    /// one is, and its settle offset.
    var stateCount: Int { 4 }

    /// The settle (offset and duration) and the collapsed fraction; the overlapped fraction with `overlapped`.
    var measures: Set<LayoutMeasure> {
        reportsOverlapped
            ? [.settleOffset, .settleDuration, .collapsedFraction, .overlappedFraction]
            : [.settleOffset, .settleDuration, .collapsedFraction]
    }

    /// Touches no subview.
    var access: AttributeAccess { .touchesNoSubview }

    /// Folds the height offset over this frame's delta and, on release, settles.
    func apply(to frame: inout HeaderFrame) {
        let position = ContentScroll.position(frame.sample)
        var offset: Double
        var contentScroll = frame.state(1)
        var settling = !frame.isFirstFrame && frame.state(2) == 1
        let settleOffset = frame.state(3)
        if frame.isFirstFrame {
            offset = mode == .pinned ? 0 : -min(position, range)
            contentScroll = max(0, position + offset)
        } else {
            offset = frame.state(0)
            let previous = ContentScroll.position(frame.previousSample)
            let delta = position - previous
            if settling {
                settling = Self.follows(frame, settleOffset: settleOffset)
            }
            if settling {
                // settleAppBar's animateTo moves heightOffset alone: the content's own scroll s stays, and the
                // content, padded by the bar, moves with it on screen, so the P a scroll view following the settle
                // reports is s - h(t). Its deltas are the bar's, in either direction, and contentOffset stays.
                offset = min(0, max(-range, offset - delta))
                if Self.close(frame.sample.offsetY, settleOffset) { settling = false }
            } else if followsProgrammatic || frame.sample.phase != .programmatic {
                let previousScroll = max(0, previous + offset)
                let offsetBefore = offset
                switch mode {
                case .pinned: break
                case .enterAlways:
                    offset = min(0, max(-range, offset - delta))
                case .exitUntilCollapsed:
                    if delta > 0 {
                        offset = min(0, max(-range, offset - delta))
                    } else if delta < 0 {
                        let leftover = delta - max(delta, -previousScroll)
                        offset = min(0, max(-range, offset - leftover))
                    }
                }
                // onPostScroll: contentOffset += consumed.y, the content's share of the delta (what the bar did not
                // take), wherever the content is: under a collapsed bar that a programmatic scroll left above the
                // content's top, a drag up counts in full.
                contentScroll += delta + (offset - offsetBefore)
            }
        }
        frame.setState(0, to: offset)
        frame.setState(1, to: contentScroll)
        frame.layout.overlappedFraction = range > 0 ? min(1, max(0, contentScroll / range)) : 0
        frame.setHeader(y: frame.sample.offsetY, height: maximum + offset)
        let fraction = range > 0 ? -offset / range : 0
        frame.layout.collapsedFraction = fraction
        defer { frame.setState(2, to: settling ? 1 : 0) }
        guard snaps, !frame.isFirstFrame, frame.sample.phase == .idle, Self.isMoving(frame.previousSample.phase),
            fraction >= 0.01, fraction != 1, offset > -range, offset < 0
        else { return }
        let target = fraction < 0.5 ? 0 : -range
        frame.layout.settleOffset = frame.sample.offsetY + (offset - target)
        frame.layout.settleDuration = Self.springDuration(
            distance: abs(offset - target), angularFrequency: angularFrequency)
        settling = true
        frame.setState(3, to: frame.layout.settleOffset)
    }

    /// Whether this frame goes on following the settle to `settleOffset` asked for on an earlier frame: no finger is
    /// down, and the offset stands still or moves toward the settle offset, not past it. A touch, a scroll the other
    /// way or past it ends the settle, and the frame folds as any other.
    private static func follows(_ frame: HeaderFrame, settleOffset: Double) -> Bool {
        guard frame.sample.phase != .tracking, frame.sample.phase != .dragging else { return false }
        let remaining = settleOffset - frame.previousSample.offsetY
        let moved = frame.sample.offsetY - frame.previousSample.offsetY
        if moved == 0 { return true }
        return (moved > 0) == (remaining > 0) && (abs(moved) <= abs(remaining) || close(moved, remaining))
    }

    /// Equal to rounding (1e-9, relative), as the check compares offsets.
    private static func close(_ a: Double, _ b: Double) -> Bool {
        a == b || abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
    }

    /// The time a critically damped spring released at rest `distance` from its target takes to come within 0.01 of
    /// it, by bisection of `distance (1 + w t) e^(-w t) = 0.01`.
    static func springDuration(distance: Double, angularFrequency w: Double) -> Double {
        guard distance > 0.01 else { return 0 }
        var low = 0.0
        var high = 1.0
        while distance * (1 + w * high) * exp(-w * high) > 0.01 { high *= 2 }
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if distance * (1 + w * middle) * exp(-w * middle) > 0.01 { low = middle } else { high = middle }
        }
        return low
    }

    /// Whether a phase is one whose end runs Compose's `onPostFling` (a drag, a fling, a bounce).
    private static func isMoving(_ phase: ScrollPhase) -> Bool {
        phase == .dragging || phase == .decelerating || phase == .bouncing
    }
}

extension ComposeTopAppBarBehavior {
    /// Which of `TopAppBarDefaults`' scroll behaviours.
    enum Mode: String, CaseIterable, Sendable {
        /// `pinnedScrollBehavior`: the bar never moves.
        case pinned
        /// `enterAlwaysScrollBehavior`: the bar first, both ways.
        case enterAlways = "enter-always"
        /// `exitUntilCollapsedScrollBehavior`: the bar first collapsing, the content first expanding.
        case exitUntilCollapsed = "exit-until-collapsed"
    }

    /// Every worked example of `conformance.md` section 2g, tagged.
    static let examples: [BehaviorExample] = [
        BehaviorExample(
            "[C1] exit-until-collapsed: heightOffset as Android's exitUntilCollapsed",
            stack: "compose-top-app-bar=overlapped=true", header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(
                    offsetY: -200, insetTop: 200, headerY: -200, headerHeight: 200, collapsedFraction: 0,
                    overlappedFraction: 0),
                ExampleFrame(offsetY: -150, insetTop: 200, headerY: -150, headerHeight: 150, overlappedFraction: 0),
                ExampleFrame(offsetY: -100, insetTop: 200, headerHeight: 100, overlappedFraction: 0),
                ExampleFrame(
                    offsetY: 0, insetTop: 200, headerY: 0, headerHeight: 56, collapsedFraction: 1,
                    overlappedFraction: 56.0 / 144),
                ExampleFrame(
                    offsetY: -100, insetTop: 200, headerHeight: 100, collapsedFraction: 100.0 / 144,
                    overlappedFraction: 0),
                ExampleFrame(offsetY: -180, insetTop: 200, headerHeight: 180, overlappedFraction: 0),
                ExampleFrame(offsetY: -250, insetTop: 200, headerY: -250, headerHeight: 200, overlappedFraction: 0),
            ]),
        BehaviorExample(
            "[C2] settle: P 100 collapses, P 60 expands, the spring from -100 to -144 takes 0.2716 s",
            stack: "compose-top-app-bar", header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -100, insetTop: 200, phase: .dragging, settleOffset: -100),
                ExampleFrame(
                    offsetY: -100, insetTop: 200, settleOffset: -56, settleDuration: 0.27156910651412436),
                ExampleFrame(offsetY: -140, insetTop: 200, phase: .dragging),
                ExampleFrame(offsetY: -140, insetTop: 200, settleOffset: -200),
            ]),
        BehaviorExample(
            "[C2] the tie at P 72 collapses; P 1 is inside the 1 % dead zone and stays",
            stack: "compose-top-app-bar", header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -128, insetTop: 200, phase: .dragging),
                ExampleFrame(offsetY: -128, insetTop: 200, settleOffset: -56, collapsedFraction: 0.5),
                ExampleFrame(offsetY: -199, insetTop: 200, phase: .dragging),
                ExampleFrame(offsetY: -199, insetTop: 200, settleOffset: -199, collapsedFraction: 1.0 / 144),
            ]),
        BehaviorExample(
            "the scroll that follows a settle moves the bar alone: over content scrolled 500, P 541 -> 500 expands it",
            stack: "compose-top-app-bar", header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -200, insetTop: 200, headerHeight: 200),
                ExampleFrame(offsetY: -160, insetTop: 200, phase: .dragging, headerHeight: 160),
                ExampleFrame(offsetY: 340, insetTop: 200, phase: .programmatic, headerHeight: 160),
                ExampleFrame(offsetY: 341, insetTop: 200, phase: .dragging, headerHeight: 159),
                ExampleFrame(offsetY: 341, insetTop: 200, headerHeight: 159, settleOffset: 300),
                ExampleFrame(offsetY: 320, insetTop: 200, phase: .decelerating, headerHeight: 180),
                ExampleFrame(offsetY: 300, insetTop: 200, phase: .decelerating, headerHeight: 200),
                ExampleFrame(offsetY: 300, insetTop: 200, headerHeight: 200, settleOffset: 300),
            ]),
        BehaviorExample(
            "[C3] enter-always: the bar first both ways; a programmatic frame leaves heightOffset and contentOffset as "
                + "they were",
            stack: "compose-top-app-bar=scroll=enter-always:overlapped=true", header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -200, insetTop: 200, headerHeight: 200, overlappedFraction: 0),
                ExampleFrame(offsetY: -100, insetTop: 200, headerHeight: 100, overlappedFraction: 0),
                ExampleFrame(offsetY: 100, insetTop: 200, headerHeight: 56, overlappedFraction: 1),
                ExampleFrame(offsetY: 50, insetTop: 200, headerHeight: 106, overlappedFraction: 1),
                ExampleFrame(offsetY: -50, insetTop: 200, headerHeight: 200, overlappedFraction: 1),
                ExampleFrame(offsetY: -80, insetTop: 200, headerHeight: 200, overlappedFraction: 120.0 / 144),
                ExampleFrame(offsetY: -140, insetTop: 200, headerHeight: 200, overlappedFraction: 60.0 / 144),
                ExampleFrame(
                    offsetY: 300, insetTop: 200, phase: .programmatic, headerHeight: 200,
                    overlappedFraction: 60.0 / 144),
            ]),
        BehaviorExample(
            "programmatic=true folds programmatic scrolls in",
            stack: "compose-top-app-bar=scroll=enter-always:programmatic=true:overlapped=true",
            header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -200, insetTop: 200, headerHeight: 200, overlappedFraction: 0),
                ExampleFrame(
                    offsetY: 300, insetTop: 200, phase: .programmatic, headerHeight: 56, overlappedFraction: 1),
            ]),
        BehaviorExample(
            "[C4] pinned: the bar never moves; overlapped at P 72 is 0.5",
            stack: "compose-top-app-bar=scroll=pinned:overlapped=true",
            header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(
                    offsetY: -128, insetTop: 200, headerY: -128, headerHeight: 200, collapsedFraction: 0,
                    overlappedFraction: 0.5)
            ]),
    ]
}
