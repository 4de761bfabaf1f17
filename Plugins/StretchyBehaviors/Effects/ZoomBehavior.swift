import StretchyCore

/// Pull-to-zoom, done right: a subview grows by the pull past the resting offset, computed from the offset alone.
///
/// Scroll: pulled past the top. Header: the target's height = resting height + pull with its top pinned, and
/// `scale = (height + pull) / height`, where `pull = max(0, -(offset + insetTop))`.
struct ZoomBehavior: BuiltInBehavior {
    static let target = Parameter<[Int]>(
        "target", .subviews(default: .named(["background"])),
        summary: "The subviews that zoom.")

    /// `zoom`: the seed article's first-cell stretchy header, made stateless.
    static let description = BehaviorDescription(
        identifier: "zoom",
        name: "Zoom",
        stage: .effects,
        summary: "Pull-to-zoom: the target grows by the pull past the top and reports its image scale.",
        discussion: """
            pull = max(0, -(offset + insetTop)), measured from the sample's resting offset -insetTop. The target \
            keeps its resting y (top pinned), its height becomes resting height + pull, and scale = (height + \
            pull) / height (1 for a target of zero height). Stateless: no accumulated deltas, so no drift, no lost \
            frames and no dependence on the frame rate, unlike the seed article's height += deltaY.
            """,
        parameters: [Self.target],
        examples: [
            BehaviorExample(
                "The background zooms by the pull past the resting offset -280",
                stack: "top-only,zoom", header: .profileHeader,
                frames: [
                    ExampleFrame(
                        offsetY: -280, insetTop: 280, attributes: ["background.height": 280, "background.scale": 1]),
                    ExampleFrame(
                        offsetY: -420, insetTop: 280,
                        attributes: ["background.height": 420, "background.scale": 1.5, "background.y": 0]),
                    ExampleFrame(
                        offsetY: 100, insetTop: 280, attributes: ["background.height": 280, "background.scale": 1]),
                ])
        ])

    private let targets: [Int]

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
        targets = arguments[Self.target]
    }

    /// The height grows 1 pt per point of pull, the scale `1 / height` per point, for the smallest resting height of
    /// a target.
    func subviewContinuity(in configuration: HeaderConfiguration) -> SubviewContinuity {
        let heights = targets.map { configuration.subviews[$0].restingAttributes.height }
        let smallestHeight = heights.filter { $0 > 0 }.min() ?? 0
        return SubviewContinuity(
            lengths: ContinuityBound(slope: 1),
            fractions: ContinuityBound(slope: smallestHeight > 0 ? 1 / smallestHeight : 0))
    }

    /// The height and scale of every target.
    var writtenAttributes: [SubviewAttributeKey] {
        targets.flatMap { [SubviewAttributeKey($0, .height), SubviewAttributeKey($0, .scale)] }
    }

    /// Grows the targets by the pull.
    func apply(to frame: inout HeaderFrame) {
        let pull = max(0, -(frame.sample.offsetY + frame.sample.insetTop))
        for index in targets {
            let height = frame.layout.subviews[index].height
            frame.layout.subviews[index].height = height + pull
            frame.layout.subviews[index].scale = height > 0 ? (height + pull) / height : 1
        }
    }
}
