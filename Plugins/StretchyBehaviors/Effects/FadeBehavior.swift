import StretchyCore

/// MGCollapsingHeader's fading subviews: subviews fade out over the first part of the collapse.
///
/// Scroll: any. Header: each target's `alpha = clamp(1 - ratio / by, 0, 1)`, where `ratio` is the collapse
/// progress `1 - clamp(stretchFactor, 0, 1)`.
struct FadeBehavior: BuiltInBehavior {
    static let target = Parameter<[Int]>(
        "target", .subviews(default: .allExcept(["background", "tabs"])),
        summary: "The subviews that fade; by default neither the background nor the tab bar that tabs pins.")
    static let by = Parameter<Double>(
        "by", .number(NumberRange(lower: 0, includesLower: false, upper: 1, includesUpper: true), default: 1),
        summary: "The collapse progress at which the targets are fully transparent.")

    /// `fade`: MG's `addFadingSubview:fadeBy:`.
    static let description = BehaviorDescription(
        identifier: "fade",
        name: "Fade",
        stage: .effects,
        summary: "MGCollapsingHeader fading subviews: alpha = clamp(1 - ratio / by, 0, 1).",
        discussion: """
            ratio is the collapse progress, 1 - clamp(stretchFactor, 0, 1): 0 at rest or over-stretched, 1 when \
            collapsed. A target is fully transparent once ratio >= by. MG leaves alpha unclamped (negative past \
            by) and divides by zero for by = 0; here alpha is clamped and by must be in (0, 1]. The alpha is set, \
            not multiplied, as MG does.
            """,
        parameters: [Self.target, Self.by],
        examples: [
            BehaviorExample(
                "The demo's fadeBy 0.3 on the profile header (max 280, min 64: 216 pt of collapse)",
                stack: "top-only,fade=target=title+avatar:by=0.3", header: .profileHeader,
                frames: [
                    ExampleFrame(offsetY: -280, attributes: ["title.alpha": 1, "avatar.alpha": 1]),
                    ExampleFrame(offsetY: -400, attributes: ["title.alpha": 1]),
                    ExampleFrame(offsetY: -247.6, attributes: ["title.alpha": 0.5, "avatar.alpha": 0.5]),
                    ExampleFrame(offsetY: -215.2, attributes: ["title.alpha": 0, "tabs.alpha": 1]),
                    ExampleFrame(offsetY: 100, attributes: ["title.alpha": 0, "background.alpha": 1]),
                ]),
            BehaviorExample(
                "Default targets: every subview but the background and the tabs, fading over the whole collapse",
                stack: "fade", header: .profileHeader,
                frames: [
                    ExampleFrame(
                        offsetY: -172, attributes: ["title.alpha": 0.5, "tabs.alpha": 1, "background.alpha": 1]),
                    ExampleFrame(offsetY: -64, attributes: ["title.alpha": 0]),
                ]),
        ],
        invariants: [
            BehaviorInvariant(
                "follows-collapse", summary: "two frames in a row with the same collapse ratio have the same alphas"
            ) { frame in
                guard frame.collapseRatio == frame.previousCollapseRatio else { return nil }
                for (index, subview) in frame.layout.subviews.enumerated()
                where subview.alpha != frame.previousLayout.subviews[index].alpha {
                    return "subview \(index)'s alpha changed from \(frame.previousLayout.subviews[index].alpha) to "
                        + "\(subview.alpha) at the same collapse ratio \(frame.collapseRatio)"
                }
                return nil
            }
        ])

    private let targets: [Int]
    private let by: Double

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
        targets = arguments[Self.target]
        by = arguments[Self.by]
    }

    /// Alpha goes from 1 to 0 while the header's height moves `by × range` (`range` being `maximumContentHeight -
    /// minimumContentHeight`): a slope of `1 / (by × range)` per point; a header with no collapse range steps its
    /// stretch factor, and the alpha with it.
    func subviewContinuity(in configuration: HeaderConfiguration) -> SubviewContinuity {
        let range = configuration.maximumContentHeight - configuration.minimumContentHeight
        return SubviewContinuity(
            lengths: .still, fractions: ContinuityBound(slope: range > 0 ? 1 / (by * range) : .infinity))
    }

    /// The alpha of every target.
    var writtenAttributes: [SubviewAttributeKey] {
        targets.map { SubviewAttributeKey($0, .alpha) }
    }

    /// Every target's alpha is set from the collapse ratio alone; reads no subview attribute.
    var access: AttributeAccess { .writes(.overwritten, readsUndeclaredAttributes: false) }

    /// Fades the targets by the collapse progress.
    func apply(to frame: inout HeaderFrame) {
        let alpha = min(1, max(0, 1 - frame.collapseRatio / by))
        for index in targets {
            frame.layout.subviews[index].alpha = alpha
        }
    }
}
