import StretchyCore

/// Parallax, as Android's CollapsingToolbarLayout has it (`COLLAPSE_MODE_PARALLAX` with `parallaxMultiplier`): as
/// the header collapses, the target subview moves up at a fraction of the scroll speed.
///
/// With `collapsed = max(0, maximumHeight - headerHeight)`, how far the header has collapsed (set by the expansion
/// stage), the target's y is its resting y minus `collapsed × (1 - multiplier)`:
///
/// - `multiplier` 0: the target moves with the content, as if it were not part of the header;
/// - `multiplier` 1: the target stays put while the header closes over it;
/// - 0.5 (the default): it moves at half the scroll speed, CollapsingToolbarLayout's default.
///
/// An over-stretched header (taller than its maximum) does not move the target: pair it with `zoom` for that.
struct ParallaxBehavior: DescribedBehavior {
    static let target = Parameter<[Int]>(
        "target", .subviews(default: .named(["background"])),
        summary: "The subviews that move.")
    static let multiplier = Parameter<Double>(
        "multiplier", .number(NumberRange(lower: 0, includesLower: true, upper: 1, includesUpper: true), default: 0.5),
        summary: "The parallax multiplier: 0 moves with the content, 1 stays still.")

    static let description = BehaviorDescription(
        identifier: "parallax",
        name: "Parallax",
        stage: .effects,
        summary: "Moves the target up by the collapse times (1 - multiplier), as CollapsingToolbarLayout's parallax.",
        discussion: """
            y = resting y - max(0, maximumHeight - headerHeight) x (1 - multiplier). A multiplier of 0 moves the \
            target with the content, 1 keeps it still while the header closes over it; 0.5 is Android's default.
            """,
        parameters: [Self.target, Self.multiplier])

    let targets: [Int]
    let factor: Double
    let maximumHeight: Double

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
        targets = arguments[Self.target]
        factor = 1 - arguments[Self.multiplier]
        maximumHeight = configuration.maximumHeight
    }

    var writtenAttributes: [SubviewAttributeKey] {
        targets.map { SubviewAttributeKey($0, .y) }
    }

    func apply(to frame: inout HeaderFrame) {
        let shift = max(0, maximumHeight - frame.layout.headerHeight) * factor
        for index in targets {
            frame.layout.subviews[index].y -= shift
        }
    }
}
