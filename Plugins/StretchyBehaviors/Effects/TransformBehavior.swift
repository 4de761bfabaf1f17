import StretchyCore

/// MGCollapsingHeader's transforming subviews: attributes move from their resting values as the header collapses.
///
/// Scroll: any. Header: each target's attribute = resting value + parameter × curve(ratio), for MG's nine attributes.
struct TransformBehavior: BuiltInBehavior {
    /// The attributes MG's `MGTransform` can move, in the order help lists them.
    static let attributes = SubviewAttribute.configurable

    /// One number parameter per attribute, named after it: the attribute's change when fully collapsed.
    static let changeParameters = attributes.map { attribute in
        (
            attribute: attribute,
            parameter: Parameter<Double>(
                attribute.rawValue, .number(.any, default: 0),
                summary: "Change of \(attribute.rawValue) when fully collapsed.")
        )
    }
    static let target = Parameter<[Int]>(
        "target", .subviews(default: .named(["avatar"])),
        summary: "The subviews to transform.")
    static let curve = Parameter<TimingCurve>(
        "curve", .choice(default: .linear),
        summary: "The easing of the progress.")

    /// `transform`: MG's `addTransformingSubview:attributes:`, with the easing curves MG declared and never built.
    static let description = BehaviorDescription(
        identifier: "transform",
        name: "Transform",
        stage: .effects,
        summary: "MGCollapsingHeader transforms: attribute = resting + value x curve(ratio), with easing curves.",
        discussion: """
            For each target, every attribute given moves from its resting value by its parameter's value times \
            curve(ratio), ratio being the collapse progress 1 - clamp(stretchFactor, 0, 1). Values are set from \
            the resting values (MG computes from captured originals), so a transform placed after a fade overrides \
            the faded alpha, as in MG. curve selects linear or Core Animation's easeIn, easeOut and easeInOut.
            """,
        parameters: [Self.target] + changeParameters.map { $0.parameter as any ParameterDeclaration } + [Self.curve],
        examples: [
            BehaviorExample(
                "The avatar shrinks and rises, eased in and out",
                stack: "top-only,transform=target=avatar:width=-32:height=-32:y=-30:curve=easeInOut",
                header: .profileHeader,
                frames: [
                    ExampleFrame(offsetY: -280, attributes: ["avatar.width": 80, "avatar.y": 120]),
                    ExampleFrame(
                        offsetY: -172, attributes: ["avatar.width": 64, "avatar.height": 64, "avatar.y": 105]),
                    ExampleFrame(offsetY: -64, attributes: ["avatar.width": 48, "avatar.y": 90, "avatar.x": 16]),
                    ExampleFrame(offsetY: 200, attributes: ["avatar.height": 48]),
                ]),
            BehaviorExample(
                "MG's label: y -30, fontSize -10, linear", stack: "top-only,transform=target=title:y=-30:fontSize=-10",
                header: .profileHeader,
                frames: [
                    ExampleFrame(offsetY: -226, attributes: ["title.y": 200.5, "title.fontSize": 19.5]),
                    ExampleFrame(offsetY: -500, attributes: ["title.y": 208, "title.fontSize": 22]),
                ]),
        ])

    private let targets: [Int]
    private let changes: [(attribute: SubviewAttribute, value: Double)]
    private let curve: TimingCurve

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
        targets = arguments[Self.target]
        var changes: [(attribute: SubviewAttribute, value: Double)] = []
        for (attribute, parameter) in Self.changeParameters {
            let value = arguments[parameter]
            if value != 0 { changes.append((attribute, value)) }
        }
        self.changes = changes
        curve = arguments[Self.curve]
    }

    /// Each attribute moves by its change times the curve over the collapse range (`maximumContentHeight -
    /// minimumContentHeight`): a slope of at most `2 × |change| / range` per point (no curve is steeper than
    /// 1 / 0.58); a header with no collapse range steps.
    func subviewContinuity(in configuration: HeaderConfiguration) -> SubviewContinuity {
        let range = configuration.maximumContentHeight - configuration.minimumContentHeight
        func bound(_ kind: [SubviewAttribute]) -> ContinuityBound {
            let largest = changes.filter { kind.contains($0.attribute) }.map { abs($0.value) }.max() ?? 0
            guard largest > 0 else { return .still }
            return ContinuityBound(slope: range > 0 ? 2 * largest / range : .infinity)
        }
        return SubviewContinuity(
            lengths: bound(Self.attributes.filter { $0 != .alpha && $0 != .shadowOpacity }),
            fractions: bound([.alpha, .shadowOpacity]))
    }

    /// Every attribute given a non-zero change, on every target.
    var writtenAttributes: [SubviewAttributeKey] {
        targets.flatMap { target in changes.map { SubviewAttributeKey(target, $0.attribute) } }
    }

    /// Every parameter at 0 (the default) moves nothing; otherwise every attribute is set from its resting value
    /// and the collapse ratio, never from the value found, and the resting values come from the configuration, not
    /// from a subview attribute of the frame.
    var access: AttributeAccess {
        changes.isEmpty ? .nothing : .writes(.overwritten, readsUndeclaredAttributes: false)
    }

    /// Moves the targets' attributes by the eased collapse progress.
    func apply(to frame: inout HeaderFrame) {
        // Every parameter at 0 (the default) moves nothing: skip the curve and the loops.
        guard !changes.isEmpty else { return }
        let progress = curve.value(at: frame.collapseRatio)
        let resting = frame.configuration.subviews
        for index in targets {
            for change in changes {
                frame.layout.subviews[index][change.attribute] =
                    resting[index].restingAttributes[change.attribute] + change.value * progress
            }
        }
    }
}
