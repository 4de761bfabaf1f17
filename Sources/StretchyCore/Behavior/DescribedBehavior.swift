/// A header behaviour type that describes itself and is created from its parameters: the static half of the
/// contract, beside the per-frame ``HeaderBehavior``.
///
/// The description is data: documentation, parameters, examples (which double as tests) and invariants. Each
/// parameter is a typed ``Parameter`` declared once as a static property, listed in the description and read back
/// by the same property, `arguments[Self.to]`, so a misspelt name does not compile.
///
/// For example, a behaviour that dims the background as the header collapses:
///
/// ```swift
/// struct DimBehavior: DescribedBehavior {
///     static let to = Parameter<Double>("to", .number(.nonNegative, default: 0.5), summary: "Alpha when collapsed.")
///     static let description = BehaviorDescription(
///         identifier: "dim", name: "Dim", stage: .effects,
///         summary: "Dims the background as the header collapses.", parameters: [to])
///     let background: Int?
///     let to: Double
///     init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
///         background = configuration.subviewIndex(of: "background")
///         to = arguments[Self.to]
///     }
///     var writtenAttributes: [SubviewAttributeKey] { background.map { [SubviewAttributeKey($0, .alpha)] } ?? [] }
///     func apply(to frame: inout HeaderFrame) {
///         guard let background else { return }
///         frame.layout.subviews[background].alpha = 1 - frame.collapseRatio * (1 - to)
///     }
/// }
/// ```
public protocol DescribedBehavior: HeaderBehavior {
    /// The behaviour's identifier, stage, parameters, documentation and examples.
    static var description: BehaviorDescription { get }

    /// Creates the behaviour for one header from its checked parameters: every parameter of the description has a
    /// value of its kind, the one given or the default.
    ///
    /// - Throws: ``BehaviorError`` when the parameters do not fit the header.
    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError)
}

extension DescribedBehavior {
    /// The type's identifier.
    public var identifier: String { Self.description.identifier }

    /// The type's stage.
    public var stage: BehaviorStage { Self.description.stage }

    /// The description's exclusions.
    public var invariantExclusions: [InvariantExclusion] { Self.description.exclusions }
}
