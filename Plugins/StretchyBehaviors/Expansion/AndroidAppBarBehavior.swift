import StretchyCore
import _StretchySystem

/// Android's AppBarLayout (`AppBarLayout.BaseBehavior` with one child), scroll flags and snap included, replayed on
/// an iOS offset stream (`conformance.md` section 1).
///
/// Scroll: `P = offsetY + insetTop`, clamped to `[0, contentHeight + insetTop - viewportHeight]`; its per-frame
/// delta is the finger delta Android's nested scroll sees. Header: the bar offset `o` in `[-range, 0]` is folded over
/// those deltas with Android's pre-scroll and nested-scroll rules; the bar is translated, never resized, so
/// `headerY = offsetY + o` and `headerHeight` stays the maximum height. On release, with `snap`, `settleOffset` and
/// `settleDuration` are those of `snapToChildIfNeeded` and its animator.
struct AndroidAppBarBehavior: BuiltInBehavior {
    static let scroll = Parameter<Bool>(
        "scroll", .flag(default: true),
        summary: "SCROLL_FLAG_SCROLL: the bar scrolls at all.")
    static let exitUntilCollapsed = Parameter<Bool>(
        "exit-until-collapsed", .flag(default: false),
        summary: "SCROLL_FLAG_EXIT_UNTIL_COLLAPSED: the bar stops at its minimum height.")
    static let enterAlways = Parameter<Bool>(
        "enter-always", .flag(default: false),
        summary: "SCROLL_FLAG_ENTER_ALWAYS: any scroll down brings the bar back first (quick return).")
    static let enterAlwaysCollapsed = Parameter<Bool>(
        "enter-always-collapsed", .flag(default: false),
        summary: "SCROLL_FLAG_ENTER_ALWAYS_COLLAPSED: quick return only to the minimum height; needs "
            + "enter-always.")
    static let snap = Parameter<Bool>(
        "snap", .flag(default: false),
        summary: "SCROLL_FLAG_SNAP: settle to an edge on release.")
    static let snapMargins = Parameter<Bool>(
        "snap-margins", .flag(default: false),
        summary: "SCROLL_FLAG_SNAP_MARGINS: the snap edges include the child's margins; needs snap.")
    static let topMargin = Parameter<Double>(
        "top-margin", .number(.nonNegative, default: 0),
        summary: "The child's layout_marginTop inside the bar.")
    static let bottomMargin = Parameter<Double>(
        "bottom-margin", .number(.nonNegative, default: 0),
        summary: "The child's layout_marginBottom inside the bar.")
    static let seam = Parameter<Seam>(
        "seam", .choice(default: .android),
        summary: "android reproduces quirk Q1 (enter-always snaps in two sub-ranges); "
            + "enter-always-collapsed splits only bars with that flag.")
    static let pixels = Parameter<Bool>(
        "pixels", .flag(default: false),
        summary: "Round P to whole pixels every frame, as Android's int arithmetic does.")

    /// `android-app-bar`: the Android preset's expansion, with its settling.
    static let description = BehaviorDescription(
        identifier: "android-app-bar",
        name: "Android AppBarLayout",
        stage: .expansion,
        summary: "Android AppBarLayout: scroll flags, the content-at-top rule, snap with Java's integer midpoint.",
        discussion: """
            Source: material-components-android AppBarLayout.java (BaseBehavior), HeaderBehavior.java; \
            conformance.md section 1. One ABL child of height H = maximumHeight and minHeight m = minimumHeight. \
            P = offsetY + insetTop, clamped to [0, contentHeight + insetTop - viewportHeight] (Android has no \
            rubber band); dy = P - previous P is the finger delta. Ranges: total = H (m subtracted with \
            exit-until-collapsed), 0 without scroll; downPre = m with enter-always-collapsed, H - m with \
            exit-until-collapsed, H with enter-always alone, 0 without enter-always. Per frame: pre-scroll moves \
            the bar first within [-total, -total + downPre] for dy < 0 and [-total, 0] for dy > 0, only when the \
            bar is inside that range (Android's setHeaderTopBottomOffset, quirk Q2); the content then takes what \
            is left down to its own top, s = max(0, P + o); whatever the content cannot take expands the bar \
            (onNestedScroll). The first frame starts from o = -min(P, total). Output: headerY = offsetY + o, \
            headerHeight = maximumHeight (the bar is translated, never resized), stretchFactor from the visible \
            height H + o, collapsed_fraction = CollapsingToolbarLayout's title fraction clamp(-o / (H - m), 0, 1). \
            Snap, on the first idle frame after dragging, decelerating, bouncing or a programmatic scroll: snapTop \
            0, snapBottom -H (+ m with exit-until-collapsed); with enter-always the bar has two sub-ranges split at \
            the seam -H + m (quirk Q1: Android tests scroll|enterAlways, not enterAlwaysCollapsed, so a plain \
            enter-always bar with a minimum height snaps in two steps; seam=enter-always-collapsed keeps the \
            seam for enter-always-collapsed only); target = o < mid ? snapBottom : snapTop with mid = (snapBottom \
            + snapTop) / 2 truncated toward zero as Java's int division (a tie expands, quirk Q3), clamped to \
            [-total, 0]. Margins: top-margin tm and bottom-margin bm are the child's layout margins inside the \
            bar (the header is the AppBarLayout, H = tm + h + bm, so the child is h = H - tm - bm tall and the \
            title fraction's range is h - m); they add to the enter-always pre-scroll range (tm + bm + m with \
            enter-always-collapsed); the snap edges are the child's own, snapTop = -tm and snapBottom = -(tm + \
            h), and the child is found only while tm <= -o <= tm + h, so a bar released with o inside a margin \
            does not snap (getChildIndexOnOffset finds no child); snap-margins (SCROLL_FLAG_SNAP_MARGINS) \
            widens both, to find the child over [0, H] and to snap to snapTop + tm and snapBottom - bm. \
            settle_offset = offsetY + (o - target) (the content is pinned to the bar) and settle_duration = \
            min(600, int((|o - target| / H + 1) x 150)) ms, in seconds. pixels=true rounds P to \
            whole pixels every frame, as Android's int arithmetic does. Flags without scroll, and \
            enter-always-collapsed without enter-always, are refused: Android ignores them.
            """,
        parameters: [
            Self.scroll, Self.exitUntilCollapsed, Self.enterAlways, Self.enterAlwaysCollapsed, Self.snap,
            Self.snapMargins, Self.topMargin, Self.bottomMargin, Self.seam, Self.pixels,
        ],
        readsPreviousFrame: true,
        examples: examples,
        exclusions: [
            InvariantExclusion(
                "stretch-factor",
                reason: "the bar is translated, never resized: headerHeight stays the maximum and stretchFactor "
                    + "follows the visible height maximumHeight + o, as AppBarLayout's offset does")
        ])

    private let range: Double
    private let downPreRange: Double
    private let maximum: Double
    private let minimum: Double
    private let exitUntilCollapsed: Bool
    private let hasSeam: Bool
    private let snaps: Bool
    private let snapMargins: Bool
    private let topMargin: Double
    private let bottomMargin: Double
    private let pixels: Bool

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
        let scroll = arguments[Self.scroll]
        exitUntilCollapsed = arguments[Self.exitUntilCollapsed]
        let enterAlways = arguments[Self.enterAlways]
        let enterAlwaysCollapsed = arguments[Self.enterAlwaysCollapsed]
        snaps = arguments[Self.snap]
        snapMargins = arguments[Self.snapMargins]
        topMargin = arguments[Self.topMargin]
        bottomMargin = arguments[Self.bottomMargin]
        pixels = arguments[Self.pixels]
        let seam = arguments[Self.seam]
        let identifier = Self.description.identifier
        if !scroll && (exitUntilCollapsed || enterAlways || enterAlwaysCollapsed || snaps) {
            throw .invalidCombination(
                behavior: identifier,
                rule: "every other scroll flag needs scroll=true (Android ignores them without SCROLL_FLAG_SCROLL)")
        }
        if enterAlwaysCollapsed && !enterAlways {
            throw .invalidCombination(
                behavior: identifier,
                rule: "enter-always-collapsed needs enter-always (Android applies it only to a quick-return child)")
        }
        if snapMargins && !snaps {
            throw .invalidCombination(
                behavior: identifier,
                rule: "snap-margins needs snap=true (Android reads the margins only when it snaps)")
        }
        maximum = configuration.maximumHeight
        minimum = configuration.minimumHeight
        if maximum - topMargin - bottomMargin < minimum {
            throw .invalidCombination(
                behavior: identifier,
                rule: "top-margin + bottom-margin must leave the child at least its minimum height "
                    + "(maximum - minimum = \(NumberFormatting.shortest(maximum - minimum)))")
        }
        range = scroll ? max(0, exitUntilCollapsed ? maximum - minimum : maximum) : 0
        if enterAlways {
            downPreRange =
                enterAlwaysCollapsed
                ? topMargin + bottomMargin + minimum : exitUntilCollapsed ? maximum - minimum : maximum
        } else {
            downPreRange = 0
        }
        hasSeam = enterAlways && !exitUntilCollapsed && (seam == .android || enterAlwaysCollapsed)
    }

    /// The bar offset, folded over the deltas of P; the previous P is read from the previous sample.
    var stateCount: Int { 1 }

    /// The snap's settle (offset and duration) and the title's collapsed fraction.
    var measures: Set<LayoutMeasure> { [.settleOffset, .settleDuration, .collapsedFraction] }

    /// Touches no subview.
    var access: AttributeAccess { .touchesNoSubview }

    /// Folds the bar offset over this frame's delta and, on release, snaps.
    func apply(to frame: inout HeaderFrame) {
        let position = scrollPosition(frame.sample)
        var offset: Double
        if frame.isFirstFrame {
            offset = -min(position, range)
        } else {
            offset = frame.state(0)
            let previous = scrollPosition(frame.previousSample)
            let delta = position - previous
            let contentScroll = max(0, previous + offset)
            var consumed = 0.0
            if delta < 0 {
                if downPreRange != 0 {
                    consumed = Self.scroll(&offset, delta, lower: -range, upper: -range + downPreRange)
                }
            } else if delta > 0 {
                consumed = Self.scroll(&offset, delta, lower: -range, upper: 0)
            }
            let rest = delta - consumed
            if rest < 0 {
                let unconsumed = rest - max(rest, -contentScroll)
                if unconsumed < 0 { _ = Self.scroll(&offset, unconsumed, lower: -range, upper: 0) }
            }
        }
        frame.setState(0, to: offset)
        frame.layout.headerY = frame.sample.offsetY + offset
        frame.layout.headerHeight = maximum
        frame.layout.stretchFactor = frame.configuration.stretchFactor(forHeaderHeight: max(0, maximum + offset))
        let titleRange = maximum - topMargin - bottomMargin - minimum
        frame.layout.collapsedFraction = titleRange > 0 ? min(1, max(0, -offset / titleRange)) : (offset < 0 ? 1 : 0)
        guard snaps, !frame.isFirstFrame, frame.sample.phase == .idle, Self.isMoving(frame.previousSample.phase)
        else { return }
        guard let target = snapTarget(offset), target != offset else { return }
        frame.layout.settleOffset = frame.sample.offsetY + (offset - target)
        frame.layout.settleDuration = min(600, ((abs(offset - target) / maximum + 1) * 150).rounded(.towardZero)) / 1000
    }

    /// `snapToChildIfNeeded` for the single child: the edge the bar settles at, or `nil` when the offset lies in a
    /// margin that `getChildIndexOnOffset` does not count.
    func snapTarget(_ offset: Double) -> Double? {
        let childBottom = maximum - bottomMargin
        let lookupTop = snapMargins ? 0 : topMargin
        let lookupBottom = snapMargins ? maximum : childBottom
        guard lookupTop <= -offset, -offset <= lookupBottom else { return nil }
        var top = -topMargin
        var bottom = -childBottom
        if exitUntilCollapsed {
            bottom += minimum
        } else if hasSeam {
            let seam = bottom + minimum
            if offset < seam { top = seam } else { bottom = seam }
        }
        if snapMargins {
            top += topMargin
            bottom -= bottomMargin
        }
        let middle = ((bottom + top) / 2).rounded(.towardZero)
        return min(0, max(-range, offset < middle ? bottom : top))
    }

    /// P for a sample: clamped to the content's scroll range, rounded in pixel mode.
    private func scrollPosition(_ sample: ScrollSample) -> Double {
        let clamped = ContentScroll.position(sample)
        return pixels ? clamped.rounded() : clamped
    }

    /// `HeaderBehavior.scroll`: moves the bar by `-delta` within `[lower, upper]` when it is inside that range and
    /// `lower != 0`, and returns what it consumed.
    private static func scroll(_ offset: inout Double, _ delta: Double, lower: Double, upper: Double) -> Double {
        guard lower != 0, lower <= offset, offset <= upper else { return 0 }
        let moved = min(upper, max(lower, offset - delta))
        let consumed = offset - moved
        offset = moved
        return consumed
    }

    /// Whether a phase is one whose end stops Android's nested scroll (a drag, a fling, a bounce, an animation).
    private static func isMoving(_ phase: ScrollPhase) -> Bool {
        phase == .dragging || phase == .decelerating || phase == .bouncing || phase == .programmatic
    }
}

extension AndroidAppBarBehavior {
    /// Where an enter-always bar splits its snap range in two.
    enum Seam: String, CaseIterable, Sendable {
        /// Android's own test (quirk Q1): every `scroll|enterAlways` child with a minimum height.
        case android
        /// Only `enterAlwaysCollapsed` children, the evident intent of the code.
        case enterAlwaysCollapsed = "enter-always-collapsed"
    }

    /// Every worked example of `conformance.md` section 1g, tagged.
    static let examples: [BehaviorExample] = [
        BehaviorExample(
            "[A1] exit-until-collapsed: stateless in P, the title fraction |o| / 144",
            stack: "android-app-bar=exit-until-collapsed=true", header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -200, insetTop: 200, headerY: -200, headerHeight: 200, collapsedFraction: 0),
                ExampleFrame(offsetY: -150, insetTop: 200, headerY: -200, collapsedFraction: 50.0 / 144),
                ExampleFrame(offsetY: -100, insetTop: 200, headerY: -200, collapsedFraction: 100.0 / 144),
                ExampleFrame(offsetY: 0, insetTop: 200, headerY: -144, stretchFactor: 0, collapsedFraction: 1),
                ExampleFrame(offsetY: -100, insetTop: 200, headerY: -200, collapsedFraction: 100.0 / 144),
                ExampleFrame(offsetY: -180, insetTop: 200, headerY: -200, collapsedFraction: 20.0 / 144),
                ExampleFrame(offsetY: -250, insetTop: 200, headerY: -250, collapsedFraction: 0),
            ]),
        BehaviorExample(
            "[A2] snap at P 100: collapse in 183 ms; at P 60: expand in 195 ms",
            stack: "android-app-bar=exit-until-collapsed=true:snap=true", header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -200, insetTop: 200, phase: .dragging),
                ExampleFrame(offsetY: -100, insetTop: 200, phase: .dragging, settleOffset: -100),
                ExampleFrame(offsetY: -100, insetTop: 200, settleOffset: -56, settleDuration: 0.183),
                ExampleFrame(offsetY: -140, insetTop: 200, phase: .dragging),
                ExampleFrame(offsetY: -140, insetTop: 200, settleOffset: -200, settleDuration: 0.195),
            ]),
        BehaviorExample(
            "[A2] the midpoint: P 72 is a tie and expands, P 73 collapses",
            stack: "android-app-bar=exit-until-collapsed=true:snap=true", header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -128, insetTop: 200, phase: .dragging),
                ExampleFrame(offsetY: -128, insetTop: 200, settleOffset: -200),
                ExampleFrame(offsetY: -127, insetTop: 200, phase: .dragging),
                ExampleFrame(offsetY: -127, insetTop: 200, settleOffset: -56),
            ]),
        BehaviorExample(
            "[A3] enter-always: the bar returns first on any scroll down",
            stack: "android-app-bar=enter-always=true", header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -200, insetTop: 200, headerY: -200),
                ExampleFrame(offsetY: -100, insetTop: 200, headerY: -200),
                ExampleFrame(offsetY: 100, insetTop: 200, headerY: -100, stretchFactor: -56.0 / 144),
                ExampleFrame(offsetY: 50, insetTop: 200, headerY: -100),
                ExampleFrame(offsetY: -50, insetTop: 200, headerY: -100),
                ExampleFrame(offsetY: -80, insetTop: 200, headerY: -100),
                ExampleFrame(offsetY: -140, insetTop: 200, headerY: -140),
            ]),
        BehaviorExample(
            "[A4] enter-always-collapsed: quick return to the minimum height, the rest at the content's top",
            stack: "android-app-bar=enter-always=true:enter-always-collapsed=true", header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -200, insetTop: 200, headerY: -200),
                ExampleFrame(offsetY: 100, insetTop: 200, headerY: -100),
                ExampleFrame(offsetY: 50, insetTop: 200, headerY: -100),
                ExampleFrame(offsetY: 0, insetTop: 200, headerY: -144),
                ExampleFrame(offsetY: -100, insetTop: 200, headerY: -200),
                ExampleFrame(offsetY: -200, insetTop: 200, headerY: -200),
            ]),
        BehaviorExample(
            "[A5] the seam quirk Q1: scroll|enterAlways|snap snaps to the seam -144",
            stack: "android-app-bar=enter-always=true:snap=true", header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -200, insetTop: 200, phase: .dragging),
                ExampleFrame(offsetY: 100, insetTop: 200, phase: .dragging),
                ExampleFrame(offsetY: 70, insetTop: 200, phase: .dragging, headerY: -100),
                ExampleFrame(offsetY: 70, insetTop: 200, settleOffset: 44, settleDuration: 0.169),
                ExampleFrame(offsetY: 90, insetTop: 200, phase: .dragging, headerY: -100),
                ExampleFrame(offsetY: 90, insetTop: 200, settleOffset: 100),
            ]),
        BehaviorExample(
            "seam=enter-always-collapsed: the same bar snaps between 0 and -200",
            stack: "android-app-bar=enter-always=true:snap=true:seam=enter-always-collapsed",
            header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -200, insetTop: 200, phase: .dragging),
                ExampleFrame(offsetY: 100, insetTop: 200, phase: .dragging),
                ExampleFrame(offsetY: 70, insetTop: 200, phase: .dragging),
                ExampleFrame(offsetY: 70, insetTop: 200, settleOffset: 100, settleDuration: 0.172),
            ]),
        BehaviorExample(
            "top-margin 16, bottom-margin 8: the snap edges -16 and -136, no snap inside the top margin",
            stack: "android-app-bar=exit-until-collapsed=true:snap=true:top-margin=16:bottom-margin=8",
            header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -200, insetTop: 200, phase: .dragging),
                ExampleFrame(offsetY: -190, insetTop: 200, phase: .dragging, collapsedFraction: 10.0 / 120),
                ExampleFrame(offsetY: -190, insetTop: 200, settleOffset: -190),
                ExampleFrame(offsetY: -100, insetTop: 200, phase: .dragging),
                ExampleFrame(offsetY: -100, insetTop: 200, settleOffset: -64, settleDuration: 0.177),
                ExampleFrame(offsetY: -160, insetTop: 200, phase: .dragging),
                ExampleFrame(offsetY: -160, insetTop: 200, settleOffset: -184, settleDuration: 0.168),
            ]),
        BehaviorExample(
            "snap-margins: the same bar snaps between 0 and -144, from anywhere",
            stack:
                "android-app-bar=exit-until-collapsed=true:snap=true:snap-margins=true:top-margin=16:bottom-margin=8",
            header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -200, insetTop: 200, phase: .dragging),
                ExampleFrame(offsetY: -190, insetTop: 200, phase: .dragging),
                ExampleFrame(offsetY: -190, insetTop: 200, settleOffset: -200, settleDuration: 0.157),
                ExampleFrame(offsetY: -100, insetTop: 200, phase: .dragging),
                ExampleFrame(offsetY: -100, insetTop: 200, settleOffset: -56, settleDuration: 0.183),
            ]),
        BehaviorExample(
            "margins widen enter-always-collapsed's quick return: 8 + 12 + 56 = 76, the seam at -124",
            stack: "android-app-bar=enter-always=true:enter-always-collapsed=true:top-margin=8:bottom-margin=12",
            header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -200, insetTop: 200, headerY: -200),
                ExampleFrame(offsetY: 100, insetTop: 200, headerY: -100),
                ExampleFrame(offsetY: 50, insetTop: 200, headerY: -100),
                ExampleFrame(offsetY: 0, insetTop: 200, headerY: -124),
            ]),
        BehaviorExample(
            "pixels=true rounds P: 72.4 is P 72, a tie that expands",
            stack: "android-app-bar=exit-until-collapsed=true:snap=true:pixels=true", header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -127.6, insetTop: 200, phase: .dragging, headerY: -199.6),
                ExampleFrame(offsetY: -127.6, insetTop: 200, settleOffset: -199.6),
            ]),
    ]
}
