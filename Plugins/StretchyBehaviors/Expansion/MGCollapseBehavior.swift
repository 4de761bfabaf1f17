import StretchyCore

/// MGCollapsingHeader's own expansion: a header above the scroll view that collapses as the list scrolls up.
///
/// Scroll: `offset` from 0 to `offsetMax = maximumHeight - minimumHeight`. Header: collapses by
/// `clamp(offset, 0, offsetMax)`; no stretch on overscroll.
struct MGCollapseBehavior: BuiltInBehavior {
    static let constraint = Parameter<Constraint>(
        "constraint", .choice(default: .height),
        summary: "height shrinks the header in place (MG's demo); top slides it up.")

    /// `mg-collapse`: for replaying sessions recorded under MGCollapsingHeader.
    static let description = BehaviorDescription(
        identifier: "mg-collapse",
        name: "MG Collapse",
        stage: .expansion,
        summary: "MGCollapsingHeader: a header above the list collapses by clamp(offset, 0, max - min); no stretch.",
        discussion: """
            ratio = clamp(offset, 0, offsetMax) / offsetMax with offsetMax = maximumHeight - minimumHeight (ratio 0 \
            when they are equal); the raw offset is used, as MG ignores contentInset. The header sits above the \
            scroll view, so its y is in the superview's coordinates: with constraint=height (MG's demo) y = 0 and \
            height = maximumHeight - ratio x offsetMax; with constraint=top the header keeps its height and y = \
            -ratio x offsetMax. stretchFactor = 1 - ratio either way. MG's per-event quirks (a frozen header when \
            the content is short and alwaysCollapse is off, delegate events) are not modelled.
            """,
        parameters: [Self.constraint],
        examples: [
            BehaviorExample(
                "MG's worked trace: header 250, minimum 60", stack: "mg-collapse", header: ExampleHeaders.mgDemo,
                frames: [
                    ExampleFrame(offsetY: 0, headerY: 0, headerHeight: 250, stretchFactor: 1),
                    ExampleFrame(offsetY: 50, headerY: 0, headerHeight: 200, stretchFactor: 1 - 50.0 / 190),
                    ExampleFrame(offsetY: 250, headerY: 0, headerHeight: 60, stretchFactor: 0),
                    ExampleFrame(offsetY: 300, headerHeight: 60),
                    ExampleFrame(offsetY: 100, headerHeight: 150),
                    ExampleFrame(offsetY: -20, headerHeight: 250, stretchFactor: 1),
                    ExampleFrame(offsetY: -40, headerHeight: 250, stretchFactor: 1),
                ]),
            BehaviorExample(
                "A top constraint slides the header up", stack: "mg-collapse=constraint=top",
                header: ExampleHeaders.mgDemo,
                frames: [
                    ExampleFrame(offsetY: 95, headerY: -95, headerHeight: 250, stretchFactor: 0.5)
                ]),
        ],
        invariants: [ExpansionInvariants.noStretch], continuitySlope: 1,
        exclusions: [
            InvariantExclusion(
                "stretch-factor",
                reason: "with constraint=top the header keeps its full height and slides up, and stretchFactor follows "
                    + "the collapse, as MGCollapsingHeader's top constraint does")
        ])

    private let constraint: Constraint

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
        constraint = arguments[Self.constraint]
    }

    /// Only the top constraint sets its own stretch factor.
    var invariantExclusions: [InvariantExclusion] {
        constraint == .top ? Self.description.exclusions : []
    }

    /// Touches no subview.
    var access: AttributeAccess { .touchesNoSubview }

    /// Collapses the header by the clamped offset.
    func apply(to frame: inout HeaderFrame) {
        let maximum = frame.configuration.maximumHeight
        let offsetMax = maximum - frame.configuration.minimumHeight
        let collapse = offsetMax > 0 ? min(offsetMax, max(0, frame.sample.offsetY)) : 0
        switch constraint {
        case .height:
            frame.setHeader(y: 0, height: maximum - collapse)
        case .top:
            frame.setHeader(y: -collapse, height: maximum)
            frame.layout.stretchFactor = offsetMax > 0 ? 1 - collapse / offsetMax : 1
        }
    }
}

extension MGCollapseBehavior {
    /// Which constraint MGCollapsingHeader's collapsing constraint is, and so how the header moves.
    enum Constraint: String, CaseIterable, Sendable {
        /// A height constraint, as in MG's demo: the header stays at y 0 and its height shrinks.
        case height
        /// A top constraint: the header keeps its height and slides up.
        case top
    }
}
