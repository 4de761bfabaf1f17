import StretchyCore

/// Flutter's `FlexibleSpaceBar` (`conformance.md` section 3d): the background's collapse mode and fade, the title's
/// scale and opacity, and the stretch modes.
///
/// Scroll: none directly; it reads the header the expansion laid out (for `flutter-sliver-app-bar`, the child
/// extent and its top). Header: unchanged; the background and title attributes move.
struct FlutterFlexibleSpaceBarBehavior: BuiltInBehavior {
    static let background = Parameter<[Int]>(
        "background", .subviews(default: .named(["background"])),
        summary: "The background subviews.")
    static let collapseMode = Parameter<CollapseMode>(
        "collapse-mode", .choice(default: .parallax),
        summary: "CollapseMode: parallax (a quarter speed), pin (with the bar) or none.")
    static let title = Parameter<[Int]>(
        "title", .subviews(default: .named(["title"])),
        summary: "The title subviews.")
    static let expandedTitleScale = Parameter<Double>(
        "expanded-title-scale",
        .number(NumberRange(lower: 1, includesLower: true, upper: nil, includesUpper: false), default: 1.5),
        summary: "expandedTitleScale: the title's scale when expanded.")
    static let zoomBackground = Parameter<Bool>(
        "zoom-background", .flag(default: true),
        summary: "StretchMode.zoomBackground (a default mode).")
    static let fadeTitle = Parameter<Bool>(
        "fade-title", .flag(default: false),
        summary: "StretchMode.fadeTitle.")
    static let blurBackground = Parameter<Bool>(
        "blur-background", .flag(default: false),
        summary: "StretchMode.blurBackground: the background_blur column.")

    /// `flutter-flexible-space-bar`: the Flutter preset's effects.
    static let description = BehaviorDescription(
        identifier: "flutter-flexible-space-bar",
        name: "Flutter FlexibleSpaceBar",
        stage: .effects,
        summary: "Flutter FlexibleSpaceBar: parallax, pin or none; the background fade; title scale and opacity.",
        discussion: """
            Source: flutter material/flexible_space_bar.dart and app_bar.dart (_SliverAppBarDelegate.build); \
            conformance.md section 3d. From the header laid out before it (run after flutter-sliver-app-bar): \
            childExtent = headerHeight, currentExtent = min(childExtent, maximumHeight) (never the stretch), t = \
            clamp(1 - (currentExtent - minimumHeight) / (maximumHeight - minimumHeight), 0, 1) (1 when they are \
            equal), visible = headerHeight + headerY - offsetY. Background y: parallax -(Δ / 4) t (Δ = maximum - \
            minimum; it moves at a quarter of the scroll speed), pin -(maximumHeight - currentExtent), none 0; \
            background alpha x= 1 - Interval(max(0, 1 - 56 / Δ), 1)(t) (kToolbarHeight 56). Title: scale = \
            lerp(expanded-title-scale, 1, t); alpha x= toolbarOpacity = clamp(visible / minimumHeight, 0, 1) (1 \
            for a pinned bar). Stretched (childExtent > maximumHeight): zoom-background sets the background's \
            height to childExtent and its scale to childExtent / its height; fade-title multiplies the title's \
            alpha by 1 - clamp((childExtent - maximumHeight) / 100, 0, 1); blur-background writes the \
            BackdropFilter's sigma, (childExtent - maximumHeight) / 10, in the background_blur column (0 unstretched): \
            a blur is no subview attribute of the model, and a new attribute would change the C plugin interface.
            """,
        parameters: [
            Self.background, Self.collapseMode, Self.title, Self.expandedTitleScale, Self.zoomBackground,
            Self.fadeTitle, Self.blurBackground,
        ],
        examples: examples)

    private let backgrounds: [Int]
    private let collapseMode: CollapseMode
    private let titles: [Int]
    private let expandedTitleScale: Double
    private let zoomsBackground: Bool
    private let fadesTitle: Bool
    private let blursBackground: Bool

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
        backgrounds = arguments[Self.background]
        collapseMode = arguments[Self.collapseMode]
        titles = arguments[Self.title]
        expandedTitleScale = arguments[Self.expandedTitleScale]
        zoomsBackground = arguments[Self.zoomBackground]
        fadesTitle = arguments[Self.fadeTitle]
        blursBackground = arguments[Self.blurBackground]
    }

    /// The background blur with `blur-background`.
    var measures: Set<LayoutMeasure> { blursBackground ? [.backgroundBlur] : [] }

    var writtenAttributes: [SubviewAttributeKey] {
        backgrounds.flatMap {
            [
                SubviewAttributeKey($0, .y), SubviewAttributeKey($0, .height), SubviewAttributeKey($0, .alpha),
                SubviewAttributeKey($0, .scale),
            ]
        } + titles.flatMap { [SubviewAttributeKey($0, .alpha), SubviewAttributeKey($0, .scale)] }
    }

    /// Moves and fades the background and scales and fades the title for this frame's extent.
    func apply(to frame: inout HeaderFrame) {
        let maximum = frame.configuration.maximumHeight
        let minimum = min(maximum, frame.configuration.minimumHeight)
        let childExtent = frame.layout.headerHeight
        let currentExtent = min(childExtent, maximum)
        let range = maximum - minimum
        let t = range > 0 ? min(1, max(0, 1 - (currentExtent - minimum) / range)) : 1
        let stretch = max(0, childExtent - maximum)
        let visible = frame.layout.headerHeight + frame.layout.headerY - frame.sample.offsetY
        let shift: Double
        switch collapseMode {
        case .parallax: shift = -(range / 4) * t
        case .pin: shift = -(maximum - currentExtent)
        case .none: shift = 0
        }
        let fadeStart = range > 0 ? max(0, 1 - 56 / range) : 0
        let fade = range > 0 ? min(1, max(0, (t - fadeStart) / (1 - fadeStart))) : 0
        for index in backgrounds {
            frame.layout.subviews[index].y += shift
            frame.layout.subviews[index].alpha *= 1 - fade
            if zoomsBackground, stretch > 0 {
                let height = frame.layout.subviews[index].height
                frame.layout.subviews[index].height = childExtent
                frame.layout.subviews[index].scale = height > 0 ? childExtent / height : 1
            }
        }
        let toolbarOpacity = minimum > 0 ? min(1, max(0, visible / minimum)) : 1
        if blursBackground { frame.layout.backgroundBlur = stretch / 10 }
        let titleFade = fadesTitle ? 1 - min(1, max(0, stretch / 100)) : 1
        for index in titles {
            frame.layout.subviews[index].scale = expandedTitleScale + (1 - expandedTitleScale) * t
            frame.layout.subviews[index].alpha *= toolbarOpacity * titleFade
        }
    }
}

extension FlutterFlexibleSpaceBarBehavior {
    /// `CollapseMode`.
    enum CollapseMode: String, CaseIterable, Sendable {
        /// The background scrolls at a quarter of the speed.
        case parallax
        /// The background scrolls with the bar.
        case pin
        /// The background stays put.
        case none
    }

    /// The worked examples of `conformance.md` section 3g that concern the flexible space.
    static let examples: [BehaviorExample] = [
        BehaviorExample(
            "[F1] pinned + stretch: zoom, fade-title; parallax -(144 / 4) t; the fade from 11/18",
            stack: "flutter-sliver-app-bar=pinned=true:stretch=true,flutter-flexible-space-bar=fade-title=true",
            header: ExampleHeaders.flutterFlexible,
            frames: [
                ExampleFrame(
                    offsetY: -250, insetTop: 200,
                    attributes: [
                        "background.height": 250, "background.scale": 1.25, "title.alpha": 0.5, "title.scale": 1.5,
                        "background.y": 0, "background.alpha": 1,
                    ]),
                ExampleFrame(offsetY: -200, insetTop: 200, attributes: ["title.scale": 1.5, "title.alpha": 1]),
                ExampleFrame(
                    offsetY: -128, insetTop: 200,
                    attributes: ["title.scale": 1.25, "background.y": -18, "background.alpha": 1]),
                ExampleFrame(
                    offsetY: -80, insetTop: 200,
                    attributes: ["title.scale": 1 + 0.5 / 6, "background.y": -30, "background.alpha": 3.0 / 7]),
                ExampleFrame(
                    offsetY: -56, insetTop: 200,
                    attributes: ["title.scale": 1, "background.y": -36, "background.alpha": 0, "title.alpha": 1]),
            ]),
        BehaviorExample(
            "blur-background: the sigma is a tenth of the stretch, 0 once unstretched",
            stack: "flutter-sliver-app-bar=pinned=true:stretch=true,flutter-flexible-space-bar=blur-background=true",
            header: ExampleHeaders.flutterFlexible,
            frames: [
                ExampleFrame(offsetY: -250, insetTop: 200, backgroundBlur: 5),
                ExampleFrame(offsetY: -230, insetTop: 200, backgroundBlur: 3),
                ExampleFrame(offsetY: -200, insetTop: 200, backgroundBlur: 0),
                ExampleFrame(offsetY: -128, insetTop: 200, backgroundBlur: 0),
            ]),
        BehaviorExample(
            "[F1] collapse-mode pin at P 72: the background moves with the bar",
            stack: "flutter-sliver-app-bar=pinned=true,flutter-flexible-space-bar=collapse-mode=pin",
            header: ExampleHeaders.flutterFlexible,
            frames: [ExampleFrame(offsetY: -128, insetTop: 200, attributes: ["background.y": -72])]),
        BehaviorExample(
            "[F2] a scrolling bar: the title fades with the visible toolbar, 30 / 56 at P 170",
            stack: "flutter-sliver-app-bar,flutter-flexible-space-bar=collapse-mode=none",
            header: ExampleHeaders.flutterFlexible,
            frames: [
                ExampleFrame(offsetY: -100, insetTop: 200, attributes: ["title.alpha": 1]),
                ExampleFrame(offsetY: -56, insetTop: 200, attributes: ["title.alpha": 1, "background.y": 0]),
                ExampleFrame(offsetY: -30, insetTop: 200, attributes: ["title.alpha": 30.0 / 56]),
                ExampleFrame(offsetY: 50, insetTop: 200, attributes: ["title.alpha": 0]),
            ]),
    ]
}
