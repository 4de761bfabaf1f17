/// Everything known about a behaviour before it runs: documentation and test data in one.
///
/// The command line lists behaviours from their descriptions (`stretchy-replay behaviors`), and the test suite
/// replays every ``examples`` entry of every built-in behaviour.
public struct BehaviorDescription: Sendable {
    /// The stable kebab-case identifier used in stacks, on the command line and in databases: `top-only`.
    public var identifier: String
    /// The name in Title Case: `Top Only`.
    public var name: String
    /// The stage the behaviour runs in.
    public var stage: BehaviorStage
    /// One line on what it does.
    public var summary: String
    /// Longer documentation: origin, formula, quirks and defaults.
    public var discussion: String
    /// The parameters, in the order help lists them.
    public var parameters: [BehaviorParameter]
    /// Whether the behaviour reads the previous frame (a fold over deltas, such as `immediate`).
    public var readsPreviousFrame: Bool
    /// Worked examples: samples in, expected layouts out. They double as tests.
    public var examples: [BehaviorExample]
    /// The behaviour's own invariants, checked on every frame by `stretchy-replay check` (docs/check.md).
    public var invariants: [BehaviorInvariant]
    /// For an expansion: the largest change of the header's height or y per point the offset (or inset) moves;
    /// `check` reports a larger change as a jump. `nil` declares no bound.
    public var continuitySlope: Double?
    /// Universal invariants this behaviour does not keep, each with the reason (a faithful quirk, for example).
    public var exclusions: [InvariantExclusion]

    /// Creates a description.
    ///
    /// - Parameter parameters: The behaviour's typed parameters (``Parameter``), such as `[Self.target, Self.by]`.
    public init(
        identifier: String,
        name: String,
        stage: BehaviorStage,
        summary: String,
        discussion: String = "",
        parameters: [any ParameterDeclaration] = [],
        readsPreviousFrame: Bool = false,
        examples: [BehaviorExample] = [],
        invariants: [BehaviorInvariant] = [],
        continuitySlope: Double? = nil,
        exclusions: [InvariantExclusion] = []
    ) {
        self.identifier = identifier
        self.name = name
        self.stage = stage
        self.summary = summary
        self.discussion = discussion
        self.parameters = parameters.map(\.declaration)
        self.readsPreviousFrame = readsPreviousFrame
        self.examples = examples
        self.invariants = invariants
        self.continuitySlope = continuitySlope
        self.exclusions = exclusions
    }

    /// The parameter with this name, if the behaviour declares one.
    public func parameter(named name: String) -> BehaviorParameter? {
        parameters.first { $0.name == name }
    }

    /// Whether the identifier is kebab-case: ASCII lowercase letters and digits in words joined by single hyphens,
    /// starting with a letter, such as `top-only` or `parallax-2x`.
    package var hasValidIdentifier: Bool {
        let words = identifier.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = identifier.first, first.isASCII, first.isLowercase else { return false }
        return words.allSatisfy { word in
            !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
        }
    }
}
