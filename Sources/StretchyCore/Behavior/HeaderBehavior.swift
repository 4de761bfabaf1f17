/// A header behaviour as a stack runs it: one part of the header moved every frame, and what that part is.
///
/// This is the per-frame half of the contract. A behaviour type also describes itself and is created from its
/// parameters, the static half, ``DescribedBehavior``; a behaviour that comes from elsewhere (a plugin loaded at run
/// time) is only this half.
///
/// ## Implementation requirements
///
/// - Be a value (`struct`) and `Sendable`: one stack runs on many threads at once.
/// - Be deterministic: the same frames in give bit-identical frames out. No clocks, no randomness, no I/O.
/// - Allocate nothing in ``apply(to:)``: resolve ids to indexes and precompute constants when created.
/// - Carry no state between frames in the value itself. A behaviour that needs the past reads
///   ``HeaderFrame/previousSample`` and ``HeaderFrame/previousHeaderHeight``, and says so with
///   ``BehaviorDescription/readsPreviousFrame``; one that needs more (a bar offset folded over deltas, an
///   animation's start) asks for ``stateCount`` numbers of per-run state and keeps them with
///   ``HeaderFrame/state(_:)`` and ``HeaderFrame/setState(_:to:)``.
/// - Declare what it writes: every subview attribute in ``writtenAttributes`` and every optional value of the layout
///   in ``measures``, so reports and frame files show them.
/// - Declare in ``subviewContinuity(in:)`` how fast those attributes may move, when the default does not fit: `check`
///   reports a larger change between two frames as a jump.
///
/// ``DescribedBehavior`` shows a complete behaviour.
public protocol HeaderBehavior: Sendable {
    /// The behaviour's identifier, as stacks name it: `fade`.
    var identifier: String { get }

    /// The stage the behaviour runs in.
    var stage: BehaviorStage { get }

    /// Every subview attribute this behaviour writes. Empty by default.
    var writtenAttributes: [SubviewAttributeKey] { get }

    /// The optional values of ``HeaderLayout`` this behaviour writes, each a column of the frames; by default
    /// ``LayoutMeasure/settleOffset`` for a behaviour of the ``BehaviorStage/settling`` stage, and none for others.
    var measures: Set<LayoutMeasure> { get }

    /// How many numbers of per-run state the behaviour keeps between frames; 0 by default.
    ///
    /// Each run gives the behaviour its own `stateCount` numbers, all 0 at the start of the run, allocated once
    /// when the runner is made.
    var stateCount: Int { get }

    /// Moves this behaviour's part of the header for one frame.
    ///
    /// - Complexity: O(1) per targeted subview; must not allocate.
    func apply(to frame: inout HeaderFrame)

    /// The universal invariants this instance does not keep (`stretchy-replay check`, docs/check.md): none by
    /// default, and for a ``DescribedBehavior`` its description's ``BehaviorDescription/exclusions``; an instance may
    /// narrow them to its parameters.
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
    public var writtenAttributes: [SubviewAttributeKey] { [] }

    /// A settling behaviour writes the settle offset; other behaviours write no optional value.
    public var measures: Set<LayoutMeasure> { stage == .settling ? [.settleOffset] : [] }

    /// No per-run state by default.
    public var stateCount: Int { 0 }

    /// No exclusions by default.
    public var invariantExclusions: [InvariantExclusion] { [] }

    /// ``SubviewContinuity/default``.
    public func subviewContinuity(in configuration: HeaderConfiguration) -> SubviewContinuity { .default }
}
