/// A header behaviour: one plugin of a ``BehaviorStack`` that moves part of the header every frame.
///
/// A behaviour is created once per stack from its checked parameters and the header configuration, then asked to
/// ``apply(to:)`` itself to every frame, in stage order.
///
/// ## Implementation requirements
///
/// - Be a value (`struct`) and `Sendable`: one stack runs on many threads at once.
/// - Be deterministic: the same frames in give bit-identical frames out. No clocks, no randomness, no I/O.
/// - Allocate nothing in ``apply(to:)``: resolve ids to indexes and precompute constants in `init`.
/// - Carry no state between frames in the value itself. A behaviour that needs the past reads
///   ``HeaderFrame/previousSample`` and ``HeaderFrame/previousHeaderHeight``, and says so with
///   ``BehaviorDescription/readsPreviousFrame``; one that needs more (a bar offset folded over deltas, an
///   animation's start) asks for ``stateCount`` numbers of per-run state and keeps them with
///   ``HeaderFrame/state(_:)`` and ``HeaderFrame/setState(_:to:)``.
/// - Declare in ``attributesSet`` every subview attribute it writes, so reports and frame files show it.
/// - Declare in ``subviewContinuity(in:)`` how fast those attributes may move, when the default does not fit: `check`
///   reports a larger change between two frames as a jump.
///
/// For example, a behaviour that dims the background as the header collapses:
///
/// ```swift
/// struct DimBehavior: HeaderBehavior {
///     static let description = BehaviorDescription(
///         identifier: "dim", name: "Dim", stage: .effects,
///         summary: "Dims the background as the header collapses.",
///         parameters: [BehaviorParameter("to", .number(.nonNegative, default: 0.5), summary: "Alpha when collapsed.")])
///     let background: Int?
///     let to: Double
///     init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
///         background = configuration.subviewIndex(of: "background")
///         to = try arguments.number("to")
///     }
///     var attributesSet: [SubviewAttributeKey] { background.map { [SubviewAttributeKey($0, .alpha)] } ?? [] }
///     func apply(to frame: inout HeaderFrame) {
///         guard let background else { return }
///         frame.layout.subviews[background].alpha = 1 - frame.collapseRatio * (1 - to)
///     }
/// }
/// ```
public protocol HeaderBehavior: Sendable {
    /// The behaviour's identifier, stage, parameters, documentation and examples.
    static var description: BehaviorDescription { get }

    /// Creates the behaviour for one header from its checked parameters.
    ///
    /// - Throws: ``BehaviorError`` when the parameters do not fit the header.
    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError)

    /// Every subview attribute this behaviour writes. Empty by default.
    var attributesSet: [SubviewAttributeKey] { get }

    /// How many numbers of per-run state the behaviour keeps between frames; 0 by default.
    ///
    /// Each run gives the behaviour its own `stateCount` numbers, all 0 at the start of the run, allocated once
    /// when the runner is made.
    var stateCount: Int { get }

    /// Whether the behaviour writes ``HeaderLayout/settleOffset``, and so the frames get a `settle_offset` column;
    /// by default whether its stage is ``BehaviorStage/settling``.
    var settles: Bool { get }

    /// Whether the behaviour writes ``HeaderLayout/collapsedFraction``, and so the frames get a
    /// `collapsed_fraction` column; false by default.
    var reportsCollapsedFraction: Bool { get }

    /// Whether the behaviour writes ``HeaderLayout/settleDuration``, and so the frames get a `settle_duration`
    /// column; false by default.
    var reportsSettleDuration: Bool { get }

    /// Whether the behaviour writes ``HeaderLayout/overlappedFraction``, and so the frames get an
    /// `overlapped_fraction` column; false by default.
    var reportsOverlappedFraction: Bool { get }

    /// Whether the behaviour writes ``HeaderLayout/stretchTrigger``, and so the frames get a `stretch_trigger`
    /// column; false by default.
    var reportsStretchTrigger: Bool { get }

    /// Whether the behaviour writes ``HeaderLayout/backgroundBlur``, and so the frames get a `background_blur`
    /// column; false by default.
    var reportsBackgroundBlur: Bool { get }

    /// The behaviour's identifier; by default its type's ``BehaviorDescription/identifier``.
    var identifier: String { get }

    /// The behaviour's stage; by default its type's ``BehaviorDescription/stage``.
    var stage: BehaviorStage { get }

    /// Moves this behaviour's part of the header for one frame.
    ///
    /// - Complexity: O(1) per targeted subview; must not allocate.
    func apply(to frame: inout HeaderFrame)

    /// The universal invariants this instance does not keep (`stretchy-replay check`, docs/check.md): by default
    /// the description's ``BehaviorDescription/exclusions``; an instance may narrow them to its parameters.
    var invariantExclusions: [InvariantExclusion] { get }

    /// How fast the behaviour may change the subview attributes it writes between two frames, per point of scroll
    /// and per second (`stretchy-replay check`'s `subview-continuity`, docs/check.md); by default
    /// ``SubviewContinuity/default``. A behaviour whose attributes move faster with the scroll, or that animates
    /// them over time, declares its own, from its parameters and the header.
    ///
    /// The header is a parameter rather than a stored property, so a declaration adds nothing to the value that
    /// ``apply(to:)`` runs with: `check` asks once per stack, outside `step`.
    ///
    /// - Parameter configuration: The header the behaviour was made for.
    /// - Returns: The bounds of the lengths and of the unitless attributes.
    func subviewContinuity(in configuration: HeaderConfiguration) -> SubviewContinuity
}

extension HeaderBehavior {
    /// No subview attributes by default.
    public var attributesSet: [SubviewAttributeKey] { [] }

    /// No per-run state by default.
    public var stateCount: Int { 0 }

    /// Settling behaviours settle.
    public var settles: Bool { stage == .settling }

    /// No collapsed fraction by default.
    public var reportsCollapsedFraction: Bool { false }

    /// No settle duration by default.
    public var reportsSettleDuration: Bool { false }

    /// No overlapped fraction by default.
    public var reportsOverlappedFraction: Bool { false }

    /// No stretch trigger by default.
    public var reportsStretchTrigger: Bool { false }

    /// No background blur by default.
    public var reportsBackgroundBlur: Bool { false }

    /// The type's identifier.
    public var identifier: String { Self.description.identifier }

    /// The type's stage.
    public var stage: BehaviorStage { Self.description.stage }

    /// The description's exclusions.
    public var invariantExclusions: [InvariantExclusion] { Self.description.exclusions }

    /// ``SubviewContinuity/default``.
    public func subviewContinuity(in configuration: HeaderConfiguration) -> SubviewContinuity { .default }
}
