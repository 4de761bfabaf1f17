import StretchyCore

/// The in-process behaviour of the guide (docs/plugins.md): dims the background as the header collapses.
struct DimBehavior: DescribedBehavior {
    static let to = Parameter<Double>(
        "to", .number(NumberRange(lower: 0, includesLower: true, upper: 1, includesUpper: true), default: 0.5),
        summary: "Alpha when collapsed.")
    static let description = BehaviorDescription(
        identifier: "dim", name: "Dim", stage: .effects, summary: "Dims the background as the header collapses.",
        parameters: [Self.to])
    let background: Int?
    let to: Double

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
        background = configuration.subviewIndex(of: "background")
        to = arguments[Self.to]
    }

    var writtenAttributes: [SubviewAttributeKey] { background.map { [SubviewAttributeKey($0, .alpha)] } ?? [] }

    func apply(to frame: inout HeaderFrame) {
        guard let background else { return }
        frame.layout.subviews[background].alpha = 1 - frame.collapseRatio * (1 - to)
    }
}
