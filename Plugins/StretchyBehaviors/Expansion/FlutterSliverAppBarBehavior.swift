import StretchyCore

/// Flutter's `SliverAppBar` (a `SliverPersistentHeader`): scrolling, pinned, floating with its snap, and stretch,
/// replayed on an iOS offset stream (`conformance.md` section 3).
///
/// Scroll: the raw `P = offsetY + insetTop` (Flutter bounces too): `S = max(0, P)`, overlap `min(0, P)`. Header: the
/// child extent shrinks from the maximum to the minimum height, then (unless pinned) the header slides off the top;
/// floating headers fold an effective scroll offset over the deltas, and their snap animates the header, not the
/// scroll, on the following frames.
struct FlutterSliverAppBarBehavior: BuiltInBehavior {
    static let pinned = Parameter<Bool>(
        "pinned", .flag(default: false),
        summary: "The bar stays at the top at its minimum.")
    static let floating = Parameter<Bool>(
        "floating", .flag(default: false),
        summary: "The bar comes back as soon as the user scrolls back.")
    static let snap = Parameter<Bool>(
        "snap", .flag(default: false),
        summary: "A floating bar snaps open or shut when the scroll stops, by direction; needs floating.")
    static let stretch = Parameter<Bool>(
        "stretch", .flag(default: false),
        summary: "The bar grows with the overscroll at the top.")
    static let onStretchTrigger = Parameter<Bool>(
        "on-stretch-trigger", .flag(default: false),
        summary: "Model an onStretchTrigger callback: the stretch_trigger column; needs stretch.")
    static let stretchTrigger = Parameter<Double>(
        "stretch-trigger", .number(.nonNegative, default: 100),
        summary: "OverScrollHeaderStretchConfiguration.stretchTriggerOffset.")
    static let triggerTest = Parameter<TriggerTest>(
        "trigger-test", .choice(default: .flutter),
        summary: "flutter fires twice when a frame lands on the trigger; strict fires once per crossing.")

    /// `flutter-sliver-app-bar`: the Flutter preset's expansion.
    static let description = BehaviorDescription(
        identifier: "flutter-sliver-app-bar",
        name: "Flutter SliverAppBar",
        stage: .expansion,
        summary: "Flutter SliverAppBar: scrolling, pinned, floating with its direction-based snap, stretch.",
        discussion: """
            Source: flutter rendering/sliver_persistent_header.dart (performLayout of the scrolling, pinned and \
            floating render objects, maybeStartSnapAnimation), material/app_bar.dart; conformance.md section 3. \
            maxExtent = maximumHeight, minExtent = minimumHeight (toolbarHeight = minimum, topPadding 0). S = max(0, \
            P), stretch = |min(0, P)| when stretch=true and S == 0, else 0; childExtent = max(minExtent, maxExtent - \
            min(x, maxExtent)) + stretch. Scrolling: x = S, top = stretch > 0 ? 0 : min(0, (maxExtent - S) - \
            childExtent). Pinned: x = S, top 0. Floating: the effective offset E starts at S; each frame, when S < L \
            or E < maxExtent (L the previous S), delta = L - S, and unless the user scroll direction is forward a \
            positive delta (scrolling back up) is dropped, while forward first caps E at maxExtent; E = clamp(E - \
            delta, 0, S); otherwise E = S. x = E, top as scrolling with E for S (pinned and floating: top 0). The \
            direction is Flutter's userScrollDirection: forward or reverse from non-zero deltas while tracking or \
            dragging, kept through deceleration, bounces and programmatic scrolls (beginActivity resets it only for an \
            activity that is not scrolling, and a DrivenScrollActivity is), and reset to idle when the scroll stops or \
            a finger holds it. Snap (needs floating): when the phase leaves dragging, decelerating, bouncing or \
            programmatic for idle or tracking, E animates to 0 if the direction was forward and E > 0, otherwise to \
            maxExtent if E < maxExtent (direction-based, not nearest: a programmatic scroll that starts from rest ends \
            idle and hides a half-shown bar; one that interrupts a fling towards the top ends forward and shows it), \
            over 200 ms with Curves.easeOut as Flutter evaluates it (bisection to 0.001), header only: the scroll \
            offset does not change; each frame's layout clamps E to [0, S], and to S once it reaches maxExtent; \
            scrolling again stops it. Output: headerY = offsetY + top (the header stays glued to the viewport's top \
            during overscroll), headerHeight = childExtent, collapsed_fraction = FlexibleSpaceBar's t = clamp(1 - \
            (max(minExtent, maxExtent - min(x, maxExtent)) - minExtent) / (maxExtent - minExtent), 0, 1) (1 when they \
            are equal, as clampDouble maps NaN). on-stretch-trigger=true models an onStretchTrigger callback (needs \
            stretch) and adds the stretch_trigger column: 1 on a frame where layoutChild fires it, 0 otherwise. \
            Flutter fires when stretch >= stretch-trigger (stretchTriggerOffset, 100) && lastStretch <= \
            stretch-trigger, lastStretch being the previous frame's stretch; so a frame that lands exactly on the \
            trigger fires, and the next frame past it fires again (the double fire, quirk of section 3f); \
            trigger-test=strict tests lastStretch < stretch-trigger instead, one fire per crossing. The first frame \
            never fires (_lastStretchOffset is a late field, unset on the first layout).
            """,
        parameters: [
            Self.pinned, Self.floating, Self.snap, Self.stretch, Self.onStretchTrigger, Self.stretchTrigger,
            Self.triggerTest,
        ],
        readsPreviousFrame: true,
        examples: examples)

    private let pinned: Bool
    private let floating: Bool
    private let snaps: Bool
    private let stretches: Bool
    private let triggers: Bool
    private let triggerOffset: Double
    private let strictTrigger: Bool
    private let maximum: Double
    private let minimum: Double

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
        pinned = arguments[Self.pinned]
        floating = arguments[Self.floating]
        snaps = arguments[Self.snap]
        stretches = arguments[Self.stretch]
        triggers = arguments[Self.onStretchTrigger]
        triggerOffset = arguments[Self.stretchTrigger]
        strictTrigger = arguments[Self.triggerTest] == .strict
        if triggers && !stretches {
            throw .invalidCombination(
                behavior: Self.description.identifier,
                rule: "on-stretch-trigger needs stretch=true (Flutter calls onStretchTrigger only for a stretching "
                    + "bar)")
        }
        if snaps && !floating {
            throw .invalidCombination(
                behavior: Self.description.identifier,
                rule: "snap needs floating=true (SliverAppBar asserts floating || !snap)")
        }
        maximum = configuration.maximumHeight
        minimum = min(configuration.minimumHeight, configuration.maximumHeight)
    }

    /// Effective offset E, last offset L, direction (-1 reverse, 0 idle, 1 forward), whether the snap animation
    /// runs (0 or 1), its start time, start value and target, and the last frame's stretch.
    var stateCount: Int { 8 }

    /// The collapsed fraction; the stretch trigger with `on-stretch-trigger`.
    var measures: Set<LayoutMeasure> { triggers ? [.collapsedFraction, .stretchTrigger] : [.collapsedFraction] }

    /// Touches no subview.
    var access: AttributeAccess { .touchesNoSubview }

    /// Lays the header out for this frame, stepping the snap animation first.
    func apply(to frame: inout HeaderFrame) {
        let sample = frame.sample
        let position = sample.offsetY + sample.insetTop
        let scrollOffset = max(0, position)
        let stretch = stretches && scrollOffset == 0 ? -min(0, position) : 0
        var x = scrollOffset
        var top = 0.0
        if floating {
            var effective = frame.state(0)
            var direction = frame.state(2)
            var animating = frame.state(3) != 0
            if frame.isFirstFrame {
                effective = scrollOffset
            } else {
                let last = frame.state(1)
                let delta = position - (frame.previousSample.offsetY + frame.previousSample.insetTop)
                if Self.isUserDriven(sample.phase), delta != 0 { direction = delta < 0 ? 1 : -1 }
                if Self.isScrolling(sample.phase) { animating = false }
                if animating {
                    let progress = min(1, max(0, (sample.time - frame.state(4)) / 0.2))
                    let start = frame.state(5)
                    let target = frame.state(6)
                    effective = start + (target - start) * Self.easeOut(progress)
                    if progress >= 1 { animating = false }
                }
                if scrollOffset < last || effective < maximum {
                    var change = last - scrollOffset
                    if direction > 0 {
                        if effective > maximum { effective = maximum }
                    } else if change > 0 {
                        change = 0
                    }
                    effective = min(scrollOffset, max(0, effective - change))
                } else {
                    effective = scrollOffset
                }
                if snaps, Self.isScrolling(frame.previousSample.phase), !Self.isScrolling(sample.phase) {
                    if direction > 0 ? effective > 0 : effective < maximum {
                        animating = true
                        frame.setState(4, to: sample.time)
                        frame.setState(5, to: effective)
                        frame.setState(6, to: direction > 0 ? 0 : maximum)
                    }
                    direction = 0
                }
                // beginActivity resets the direction only for an activity that is not scrolling (idle, hold); a
                // DrivenScrollActivity (programmatic) is scrolling, so it keeps the drag's or the fling's.
                if !Self.isScrolling(sample.phase) { direction = 0 }
            }
            frame.setState(0, to: effective)
            frame.setState(1, to: scrollOffset)
            frame.setState(2, to: direction)
            frame.setState(3, to: animating ? 1 : 0)
            x = effective
        }
        let extent = max(minimum, maximum - min(x, maximum))
        let childExtent = extent + stretch
        if !pinned { top = stretch > 0 ? 0 : min(0, (maximum - x) - childExtent) }
        frame.setHeader(y: sample.offsetY + top, height: childExtent)
        frame.layout.collapsedFraction =
            maximum > minimum ? min(1, max(0, 1 - (extent - minimum) / (maximum - minimum))) : 1
        guard triggers else { return }
        let last = frame.state(7)
        if !frame.isFirstFrame, stretch >= triggerOffset, strictTrigger ? last < triggerOffset : last <= triggerOffset {
            frame.layout.stretchTrigger = 1
        }
        frame.setState(7, to: stretch)
    }

    /// Whether the phase is one of Flutter's scrolling activities: a drag, a ballistic one, a driven one.
    private static func isScrolling(_ phase: ScrollPhase) -> Bool {
        phase == .dragging || phase == .decelerating || phase == .bouncing || phase == .programmatic
    }

    /// Whether the finger moves the content, so its deltas set the user scroll direction.
    private static func isUserDriven(_ phase: ScrollPhase) -> Bool {
        phase == .dragging || phase == .tracking
    }

    /// `Curves.easeOut` (`Cubic(0, 0, 0.58, 1)`) as Flutter evaluates it: bisection until x is within 0.001.
    static func easeOut(_ t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        func cubic(_ a: Double, _ b: Double, _ m: Double) -> Double {
            3 * a * (1 - m) * (1 - m) * m + 3 * b * (1 - m) * m * m + m * m * m
        }
        var start = 0.0
        var end = 1.0
        while true {
            let middle = (start + end) / 2
            let estimate = cubic(0, 0.58, middle)
            if abs(t - estimate) < 0.001 { return cubic(0, 1, middle) }
            if estimate < t { start = middle } else { end = middle }
        }
    }
}

extension FlutterSliverAppBarBehavior {
    /// How the stretch trigger compares the last frame's stretch.
    enum TriggerTest: String, CaseIterable, Sendable {
        /// Flutter's `lastStretch <= trigger`: a frame on the trigger and the next one past it both fire.
        case flutter
        /// `lastStretch < trigger`: one fire per crossing.
        case strict
    }

    /// Every worked example of `conformance.md` section 3g that concerns the header's geometry, tagged.
    static let examples: [BehaviorExample] = [
        BehaviorExample(
            "[F1] pinned + stretch: the extent grows with the overscroll, t from 0 to 1",
            stack: "flutter-sliver-app-bar=pinned=true:stretch=true", header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -250, insetTop: 200, headerY: -250, headerHeight: 250, collapsedFraction: 0),
                ExampleFrame(offsetY: -200, insetTop: 200, headerHeight: 200, collapsedFraction: 0),
                ExampleFrame(offsetY: -128, insetTop: 200, headerY: -128, headerHeight: 128, collapsedFraction: 0.5),
                ExampleFrame(offsetY: -80, insetTop: 200, headerHeight: 80, collapsedFraction: 5.0 / 6),
                ExampleFrame(offsetY: -56, insetTop: 200, headerHeight: 56, collapsedFraction: 1),
                ExampleFrame(offsetY: 100, insetTop: 200, headerY: 100, headerHeight: 56, collapsedFraction: 1),
            ]),
        BehaviorExample(
            "[F1] stretch trigger: P 0, -90, -120, -130 fires at -120 only",
            stack: "flutter-sliver-app-bar=pinned=true:stretch=true:on-stretch-trigger=true",
            header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -200, insetTop: 200, stretchTrigger: 0),
                ExampleFrame(offsetY: -290, insetTop: 200, phase: .dragging, stretchTrigger: 0),
                ExampleFrame(offsetY: -320, insetTop: 200, phase: .dragging, stretchTrigger: 1),
                ExampleFrame(offsetY: -330, insetTop: 200, phase: .dragging, stretchTrigger: 0),
            ]),
        BehaviorExample(
            "[F1] the double fire: P 0, -100, -120, -90 fires at -100 and again at -120",
            stack: "flutter-sliver-app-bar=pinned=true:stretch=true:on-stretch-trigger=true",
            header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -200, insetTop: 200, stretchTrigger: 0),
                ExampleFrame(offsetY: -300, insetTop: 200, phase: .dragging, stretchTrigger: 1),
                ExampleFrame(offsetY: -320, insetTop: 200, phase: .dragging, stretchTrigger: 1),
                ExampleFrame(offsetY: -290, insetTop: 200, phase: .dragging, stretchTrigger: 0),
            ]),
        BehaviorExample(
            "trigger-test=strict: the same stream fires once, at -100",
            stack: "flutter-sliver-app-bar=pinned=true:stretch=true:on-stretch-trigger=true:trigger-test=strict",
            header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -200, insetTop: 200, stretchTrigger: 0),
                ExampleFrame(offsetY: -300, insetTop: 200, phase: .dragging, stretchTrigger: 1),
                ExampleFrame(offsetY: -320, insetTop: 200, phase: .dragging, stretchTrigger: 0),
                ExampleFrame(offsetY: -290, insetTop: 200, phase: .dragging, stretchTrigger: 0),
            ]),
        BehaviorExample(
            "[F2] scrolling: the extent shrinks to the minimum, then the bar slides off",
            stack: "flutter-sliver-app-bar", header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -100, insetTop: 200, headerY: -100, headerHeight: 100),
                ExampleFrame(offsetY: -56, insetTop: 200, headerY: -56, headerHeight: 56),
                ExampleFrame(offsetY: -30, insetTop: 200, headerY: -56, headerHeight: 56),
                ExampleFrame(offsetY: 50, insetTop: 200, headerY: -56, headerHeight: 56),
                ExampleFrame(offsetY: -250, insetTop: 200, headerY: -250, headerHeight: 200),
            ]),
        BehaviorExample(
            "[F3] floating + snap: forward at release, E 120 animates to 0 over 200 ms easeOut",
            stack: "flutter-sliver-app-bar=floating=true:snap=true", header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -200, insetTop: 200, headerY: -200, headerHeight: 200),
                ExampleFrame(offsetY: -100, insetTop: 200, phase: .dragging, headerY: -100, headerHeight: 100),
                ExampleFrame(offsetY: 200, insetTop: 200, phase: .dragging, headerY: -56, headerHeight: 56),
                ExampleFrame(offsetY: 400, insetTop: 200, phase: .dragging, headerY: -56),
                ExampleFrame(offsetY: 350, insetTop: 200, phase: .dragging, headerY: 344, headerHeight: 56),
                ExampleFrame(offsetY: 320, insetTop: 200, phase: .dragging, headerY: 320, headerHeight: 80),
                ExampleFrame(offsetY: 320, insetTop: 200, headerHeight: 80),
                ExampleFrame(offsetY: 320, insetTop: 200),
                ExampleFrame(offsetY: 320, insetTop: 200),
                ExampleFrame(offsetY: 320, insetTop: 200),
                ExampleFrame(offsetY: 320, insetTop: 200),
                ExampleFrame(offsetY: 320, insetTop: 200),
                ExampleFrame(offsetY: 320, insetTop: 200, headerHeight: 200 - 120 * (1 - 0.68359375)),
                ExampleFrame(offsetY: 320, insetTop: 200),
                ExampleFrame(offsetY: 320, insetTop: 200),
                ExampleFrame(offsetY: 320, insetTop: 200),
                ExampleFrame(offsetY: 320, insetTop: 200),
                ExampleFrame(offsetY: 320, insetTop: 200),
                ExampleFrame(offsetY: 320, insetTop: 200),
                ExampleFrame(offsetY: 320, insetTop: 200),
                ExampleFrame(offsetY: 320, insetTop: 200),
                ExampleFrame(offsetY: 320, insetTop: 200, headerY: 320, headerHeight: 200, collapsedFraction: 0),
            ]),
        BehaviorExample(
            "[F3] the same drags ending reverse: E 140 snaps to 200, hidden",
            stack: "flutter-sliver-app-bar=floating=true:snap=true", header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -200, insetTop: 200),
                ExampleFrame(offsetY: -100, insetTop: 200, phase: .dragging),
                ExampleFrame(offsetY: 200, insetTop: 200, phase: .dragging),
                ExampleFrame(offsetY: 400, insetTop: 200, phase: .dragging),
                ExampleFrame(offsetY: 350, insetTop: 200, phase: .dragging),
                ExampleFrame(offsetY: 320, insetTop: 200, phase: .dragging, headerHeight: 80),
                ExampleFrame(offsetY: 340, insetTop: 200, phase: .dragging, headerY: 340, headerHeight: 60),
                ExampleFrame(offsetY: 340, insetTop: 200, headerY: 340, headerHeight: 60),
                ExampleFrame(offsetY: 340, insetTop: 200),
                ExampleFrame(offsetY: 340, insetTop: 200),
                ExampleFrame(offsetY: 340, insetTop: 200),
                ExampleFrame(offsetY: 340, insetTop: 200),
                ExampleFrame(offsetY: 340, insetTop: 200),
                ExampleFrame(offsetY: 340, insetTop: 200),
                ExampleFrame(offsetY: 340, insetTop: 200),
                ExampleFrame(offsetY: 340, insetTop: 200),
                ExampleFrame(offsetY: 340, insetTop: 200),
                ExampleFrame(offsetY: 340, insetTop: 200),
                ExampleFrame(offsetY: 340, insetTop: 200),
                ExampleFrame(offsetY: 340, insetTop: 200),
                ExampleFrame(offsetY: 340, insetTop: 200, headerY: -56, headerHeight: 56, collapsedFraction: 1),
            ]),
        BehaviorExample(
            "[F3] pinned + floating over the same stream: the extent comes back, the bar never leaves",
            stack: "flutter-sliver-app-bar=pinned=true:floating=true", header: ExampleHeaders.platform,
            frames: [
                ExampleFrame(offsetY: -200, insetTop: 200, headerHeight: 200),
                ExampleFrame(offsetY: -100, insetTop: 200, phase: .dragging, headerHeight: 100),
                ExampleFrame(offsetY: 200, insetTop: 200, phase: .dragging, headerHeight: 56),
                ExampleFrame(offsetY: 400, insetTop: 200, phase: .dragging, headerY: 400, headerHeight: 56),
                ExampleFrame(offsetY: 350, insetTop: 200, phase: .dragging, headerHeight: 56),
                ExampleFrame(offsetY: 320, insetTop: 200, phase: .dragging, headerY: 320, headerHeight: 80),
            ]),
    ]
}
