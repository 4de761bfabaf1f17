import StretchyCore

/// CollapsingToolbarLayout's child effects (`conformance.md` section 1d): pinned and parallax children, the scrim
/// with its 600 ms fade, the collapsing title in its `scale` and `fade` modes, and AppBarLayout's `compress` scroll
/// effect.
///
/// Scroll: the bar offset `o = min(0, visible height - maximumHeight)`, the visible height being `headerHeight +
/// headerY - offsetY` (for `android-app-bar`, whose bar is translated, `H + o`). Header: unchanged; the targets'
/// attributes move.
struct AndroidCollapsingToolbarBehavior: BuiltInBehavior {
    static let parallax = Parameter<[Int]>(
        "parallax", .subviews(default: .named(["background"])),
        summary: "layout_collapseMode=parallax children.")
    static let multiplier = Parameter<Double>(
        "multiplier", .number(NumberRange(lower: 0, includesLower: true, upper: 1, includesUpper: true), default: 0.5),
        summary: "layout_collapseParallaxMultiplier.")
    static let pin = Parameter<[Int]>(
        "pin", .subviews(default: .named(["toolbar"])),
        summary: "layout_collapseMode=pin children.")
    static let scrim = Parameter<[Int]>(
        "scrim", .subviews(default: .named(["scrim"])),
        summary: "The content scrim's subviews (alpha).")
    static let scrimTrigger = Parameter<Double?>(
        "scrim-trigger", .number(.nonNegative, default: nil),
        summary: "scrimVisibleHeightTrigger; derived: min(2 x minimum, maximum), or a third of the maximum.")
    static let scrimDuration = Parameter<Double>(
        "scrim-duration", .number(.nonNegative, default: 0.6),
        summary: "scrimAnimationDuration, in seconds.")
    static let compress = Parameter<[Int]>(
        "compress", .subviews(default: .named([])),
        summary: "AppBarLayout children with layout_scrollEffect=\"compress\" (y, height, alpha).")
    static let title = Parameter<[Int]>(
        "title", .subviews(default: .named(["title"])),
        summary: "The collapsing title.")
    static let titleMode = Parameter<TitleMode>(
        "title-mode", .choice(default: .scale),
        summary: "titleCollapseMode: scale shrinks the text, fade cross-fades expanded and collapsed text.")
    static let expandedSize = Parameter<Double>(
        "expanded-size", .number(.positive, default: 34),
        summary: "The expanded title's text size (34 sp).")
    static let collapsedSize = Parameter<Double>(
        "collapsed-size", .number(.positive, default: 20),
        summary: "The collapsed title's text size (20 sp).")

    /// `android-collapsing-toolbar`: the Android preset's effects.
    static let description = BehaviorDescription(
        identifier: "android-collapsing-toolbar",
        name: "Android CollapsingToolbarLayout",
        stage: .effects,
        summary: "CollapsingToolbarLayout: pin and parallax children, the scrim's 600 ms fade, the collapsing title.",
        discussion: """
            Source: material-components-android CollapsingToolbarLayout.java (OffsetUpdateListener, \
            setScrimsShown, animateScrim), CollapsingTextHelper.java; conformance.md section 1d. With H = \
            maximumHeight, m = minimumHeight and o the bar offset (visible height - H, at most 0; run after \
            android-app-bar, whose y it reads): pin targets move down by clamp(-o, 0, H - y - height) (they stay \
            put on screen until their bottom reaches the bar's); parallax targets by Math.round(-o x multiplier) \
            (on screen they move at 1 - multiplier of the scroll speed). Scrim: shown while H + o < trigger \
            (scrim-trigger, else min(2m, H) when m > 0, else int(H / 3)); a change animates its alpha from the \
            current value to 255 or 0 over scrim-duration with Android's interpolator, FAST_OUT_LINEAR_IN when the \
            first change fades in, LINEAR_OUT_SLOW_IN when it fades out, kept for both directions afterwards \
            (quirk Q4), IntEvaluator truncating to whole steps of 1/255; the first frame sets it without animating. \
            Title: f = clamp(-o / (H - m), 0, 1); title-mode scale sets fontSize = lerp(expanded-size, \
            collapsed-size, 1 - (1 - f)^2) (DECELERATE) and scale = fontSize / expanded-size; title-mode fade keeps \
            the expanded size until f reaches threshold = start + (1 - start) / 2, start = min(1, (H - trigger) / \
            (H - m)), then the collapsed one, and fades alpha 1 -> 0 over [start, threshold] and 0 -> 1 over \
            [threshold, 1]. The title's position interpolation needs its collapsed bounds and is not modelled. \
            Compress (AppBarLayout's layout_scrollEffect="compress", CompressChildScrollEffect; conformance.md \
            section 1d): each compress target is an AppBarLayout child whose rect in the bar is its resting frame \
            (top t, height h; list it for nothing else). d = t - |o|; while d > 0 it rests; once d <= 0, p = \
            clamp(|d| / h, 0, 1) and translationY = -d - 0.3 h (1 - (1 - p)^2) (COMPRESS_DISTANCE_FACTOR, ease-out \
            quad), so it moves down by translationY, and the clip to its own rect offset by -(int) translationY \
            is carried as the height: the frame is the visible rect, y = t + translationY and height = max(0, h - \
            trunc(translationY)), the content not scaled; alpha is 0 once translationY >= h.
            """,
        parameters: [
            Self.parallax, Self.multiplier, Self.pin, Self.scrim, Self.scrimTrigger, Self.scrimDuration, Self.compress,
            Self.title, Self.titleMode, Self.expandedSize, Self.collapsedSize,
        ],
        examples: examples)

    private let parallax: [Int]
    private let multiplier: Double
    private let pinned: [Int]
    private let scrims: [Int]
    private let trigger: Double
    private let scrimDuration: Double
    private let titles: [Int]
    private let compressed: [Int]
    private let titleMode: TitleMode
    private let expandedSize: Double
    private let collapsedSize: Double
    private let maximum: Double
    private let minimum: Double

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
        parallax = arguments[Self.parallax]
        multiplier = arguments[Self.multiplier]
        pinned = arguments[Self.pin]
        scrims = arguments[Self.scrim]
        scrimDuration = arguments[Self.scrimDuration]
        titles = arguments[Self.title]
        compressed = arguments[Self.compress]
        titleMode = arguments[Self.titleMode]
        expandedSize = arguments[Self.expandedSize]
        collapsedSize = arguments[Self.collapsedSize]
        maximum = configuration.maximumHeight
        minimum = configuration.minimumHeight
        trigger =
            arguments[Self.scrimTrigger]
            ?? (minimum > 0 ? min(2 * minimum, maximum) : (maximum / 3).rounded(.towardZero))
    }

    /// The scrim's alpha (0...255), its animation's start time and start alpha, its target (-1 when idle), and the
    /// interpolator chosen by the first animation (0 none, 1 fade in, 2 fade out).
    var stateCount: Int { 5 }

    var writtenAttributes: [SubviewAttributeKey] {
        parallax.map { SubviewAttributeKey($0, .y) } + pinned.map { SubviewAttributeKey($0, .y) }
            + scrims.map { SubviewAttributeKey($0, .alpha) }
            + titles.flatMap {
                [SubviewAttributeKey($0, .alpha), SubviewAttributeKey($0, .fontSize), SubviewAttributeKey($0, .scale)]
            }
            + compressed.flatMap {
                [SubviewAttributeKey($0, .y), SubviewAttributeKey($0, .height), SubviewAttributeKey($0, .alpha)]
            }
    }

    /// Lengths: parallax and pinned children move at most 1 pt per point of the bar, the collapsing title's size
    /// `2 × |expanded - collapsed| / range` per point, a compressed child 1.6; parallax and compress round to whole
    /// pixels, a step of 1 pt that the rate allows at up to 240 Hz (240 pt/s). Fractions: the scrim fades at
    /// most 5 / scrim-duration per second (LINEAR_OUT_SLOW_IN starts with slope 5), its alpha truncated to
    /// 1/255 steps (1 per s more); the title's scale moves `2 × |expanded - collapsed| / (expanded × range)` per
    /// point.
    func subviewContinuity(in configuration: HeaderConfiguration) -> SubviewContinuity {
        let range = maximum - minimum
        let size = abs(expandedSize - collapsedSize)
        let lengthSlope = max(2, range > 0 ? 2 * size / range : size > 0 ? .infinity : 0)
        let scaleSlope = range > 0 ? 2 * size / (expandedSize * range) : size > 0 ? .infinity : 0
        return SubviewContinuity(
            lengths: ContinuityBound(slope: lengthSlope, rate: 240),
            fractions: ContinuityBound(slope: scaleSlope, rate: scrimDuration > 0 ? 5 / scrimDuration + 1 : .infinity))
    }

    /// With title-mode=fade the title's size steps at the cross-fade's midpoint, where it is transparent, and a
    /// compressed child's alpha drops to 0 once it is clipped away: both are steps no one sees.
    var invariantExclusions: [InvariantExclusion] {
        var reasons: [String] = []
        if titleMode == .fade, !titles.isEmpty {
            reasons.append("with title-mode=fade the title's size steps at the cross-fade's midpoint, at alpha 0")
        }
        if !compressed.isEmpty { reasons.append("a compressed child's alpha drops to 0 once it is clipped away") }
        guard !reasons.isEmpty else { return [] }
        return [InvariantExclusion("subview-continuity", reason: reasons.joined(separator: "; "))]
    }

    /// Moves the children, steps the scrim and sizes the title for the bar's offset.
    func apply(to frame: inout HeaderFrame) {
        let visible = frame.layout.headerHeight + frame.layout.headerY - frame.sample.offsetY
        let offset = min(0, visible - maximum)
        for index in parallax {
            frame.layout.subviews[index].y += (-offset * multiplier + 0.5).rounded(.down)
        }
        for index in pinned {
            let subview = frame.layout.subviews[index]
            frame.layout.subviews[index].y += min(max(0, maximum - subview.y - subview.height), max(0, -offset))
        }
        let alpha = scrimAlpha(shown: maximum + offset < trigger, frame: &frame)
        for index in scrims { frame.layout.subviews[index].alpha = alpha / 255 }
        let range = maximum - minimum
        let fraction = range > 0 ? min(1, max(0, -offset / range)) : 0
        for index in titles {
            switch titleMode {
            case .scale:
                let size = expandedSize + (collapsedSize - expandedSize) * (1 - (1 - fraction) * (1 - fraction))
                frame.layout.subviews[index].fontSize = size
                frame.layout.subviews[index].scale = size / expandedSize
            case .fade:
                let start = range > 0 ? min(1, (maximum - trigger) / range) : 1
                let threshold = start + (1 - start) * 0.5
                let size = fraction >= threshold ? collapsedSize : expandedSize
                frame.layout.subviews[index].fontSize = size
                frame.layout.subviews[index].scale = size / expandedSize
                let alpha: Double
                if fraction <= start {
                    alpha = 1
                } else if fraction < threshold {
                    alpha = 1 - (fraction - start) / (threshold - start)
                } else {
                    alpha = threshold < 1 ? (fraction - threshold) / (1 - threshold) : 1
                }
                frame.layout.subviews[index].alpha *= alpha
            }
        }
        for index in compressed {
            let resting = frame.configuration.subviews[index].restingAttributes
            let distance = resting.y + offset
            guard distance <= 0, resting.height > 0 else { continue }
            let progress = min(1, max(0, -distance / resting.height))
            let translation = -distance - resting.height * 0.3 * (1 - (1 - progress) * (1 - progress))
            frame.layout.subviews[index].y += translation
            frame.layout.subviews[index].height = max(0, resting.height - translation.rounded(.towardZero))
            if translation >= resting.height { frame.layout.subviews[index].alpha = 0 }
        }
    }

    /// Steps the scrim's animator and returns its alpha, 0...255.
    private func scrimAlpha(shown: Bool, frame: inout HeaderFrame) -> Double {
        let goal: Double = shown ? 255 : 0
        if frame.isFirstFrame {
            frame.setState(0, to: goal)
            frame.setState(3, to: -1)
            return goal
        }
        var alpha = frame.state(0)
        var target = frame.state(3)
        let time = frame.sample.time
        if goal != (target >= 0 ? target : alpha) {
            if frame.state(4) == 0 { frame.setState(4, to: goal > alpha ? 1 : 2) }
            frame.setState(1, to: time)
            frame.setState(2, to: alpha)
            target = goal
        }
        if target >= 0 {
            let progress = scrimDuration > 0 ? min(1, (time - frame.state(1)) / scrimDuration) : 1
            let eased =
                frame.state(4) == 1
                ? Self.cubicBezier(progress, 0.4, 0, 1, 1) : Self.cubicBezier(progress, 0, 0, 0.2, 1)
            let start = frame.state(2)
            alpha = (start + eased * (target - start)).rounded(.towardZero)
            if progress >= 1 {
                alpha = target
                target = -1
            }
        }
        frame.setState(0, to: alpha)
        frame.setState(3, to: target)
        return alpha
    }

    /// A CSS-style cubic Bézier timing curve from (0, 0) to (1, 1), solved for x by bisection.
    static func cubicBezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        func curve(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if curve(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return curve((low + high) / 2, y1, y2)
    }
}

extension AndroidCollapsingToolbarBehavior {
    /// `titleCollapseMode`.
    enum TitleMode: String, CaseIterable, Sendable {
        /// The text shrinks from the expanded to the collapsed size.
        case scale
        /// The expanded text fades out, the collapsed one fades in.
        case fade
    }

    /// The worked examples of `conformance.md` section 1g that concern the children, and compress examples computed
    /// from CompressChildScrollEffect.
    static let examples: [BehaviorExample] = [
        BehaviorExample(
            "compress: an image at 100 (100 tall) rests until the bar's offset reaches it, then moves down and clips",
            stack: "android-app-bar=exit-until-collapsed=true,android-collapsing-toolbar=compress=image+badge",
            header: ExampleHeaders.androidCompress,
            frames: [
                ExampleFrame(offsetY: -150, insetTop: 200, attributes: ["image.y": 100, "image.height": 100]),
                ExampleFrame(offsetY: -100, insetTop: 200, attributes: ["image.y": 100, "image.height": 100]),
                ExampleFrame(
                    offsetY: -75, insetTop: 200,
                    attributes: ["image.y": 100 + 25 - 30 * 0.4375, "image.height": 89, "image.alpha": 1]),
                ExampleFrame(
                    offsetY: -56, insetTop: 200,
                    attributes: ["image.y": 100 + 44 - 30 * (1 - 0.56 * 0.56), "image.height": 77]),
            ]),
        BehaviorExample(
            "compress: a 40 tall badge at the top is hidden once it has moved its own height (P 100: 88 >= 40)",
            stack: "android-app-bar,android-collapsing-toolbar=compress=badge", header: ExampleHeaders.androidCompress,
            frames: [
                ExampleFrame(
                    offsetY: -170, insetTop: 200,
                    attributes: ["badge.y": 30 - 12 * 0.9375, "badge.height": 22, "badge.alpha": 1]),
                ExampleFrame(
                    offsetY: -100, insetTop: 200, attributes: ["badge.y": 88, "badge.height": 0, "badge.alpha": 0]),
            ]),
        BehaviorExample(
            "[A1] parallax round(-o / 2), the toolbar pinned, the scrim shown below 112 and fading over 600 ms",
            stack: "android-app-bar=exit-until-collapsed=true,android-collapsing-toolbar",
            header: ExampleHeaders.androidCollapsing,
            frames: [
                ExampleFrame(
                    offsetY: -200, insetTop: 200,
                    attributes: ["background.y": 0, "toolbar.y": 0, "scrim.alpha": 0, "title.scale": 1]),
                ExampleFrame(offsetY: -150, insetTop: 200, attributes: ["background.y": 25, "toolbar.y": 50]),
                ExampleFrame(
                    offsetY: -100, insetTop: 200,
                    attributes: ["background.y": 50, "toolbar.y": 100, "scrim.alpha": 0]),
                ExampleFrame(
                    offsetY: 0, insetTop: 200,
                    attributes: [
                        "background.y": 72, "toolbar.y": 144, "title.fontSize": 20, "title.scale": 20.0 / 34,
                        "scrim.alpha": (255 * cubicBezier(1.0 / 60 / 0.6, 0.4, 0, 1, 1)).rounded(.towardZero) / 255,
                    ]),
                ExampleFrame(offsetY: -100, insetTop: 200, attributes: ["background.y": 50]),
                ExampleFrame(offsetY: -180, insetTop: 200, attributes: ["background.y": 10]),
            ]),
        BehaviorExample(
            "[A1] the title at f = 0.5 (P 72): size 23.5, scale 0.6912; fade mode between 11/18 and 29/36",
            stack: "android-app-bar=exit-until-collapsed=true,android-collapsing-toolbar",
            header: ExampleHeaders.androidCollapsing,
            frames: [
                ExampleFrame(
                    offsetY: -128, insetTop: 200, attributes: ["title.fontSize": 23.5, "title.scale": 23.5 / 34])
            ]),
        BehaviorExample(
            "[A1] title-mode fade: alpha 1 until 11/18, down to 0 at 29/36 where the collapsed text takes over, 1 at the end",
            stack: "android-app-bar=exit-until-collapsed=true,android-collapsing-toolbar=title-mode=fade",
            header: ExampleHeaders.androidCollapsing,
            frames: [
                ExampleFrame(offsetY: -112, insetTop: 200, attributes: ["title.alpha": 1, "title.fontSize": 34]),
                ExampleFrame(offsetY: -98, insetTop: 200, attributes: ["title.alpha": 0.5, "title.fontSize": 34]),
                ExampleFrame(offsetY: -70, insetTop: 200, attributes: ["title.alpha": 0.5, "title.fontSize": 20]),
                ExampleFrame(offsetY: -56, insetTop: 200, attributes: ["title.alpha": 1, "title.fontSize": 20]),
            ]),
    ]
}
