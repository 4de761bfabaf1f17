/// An ordered stack of behaviours for one header: turns scroll samples into header layouts.
///
/// A stack is an immutable value: build it once, then run it on as many sessions and threads as you like, each
/// through its own ``StackRunner``.
///
/// For example:
///
/// ```swift
/// let stack = try BehaviorRegistry.builtIn.makeStack(stack: "top-only,fade", configuration: .profileHeader)
/// var runner = stack.makeRunner()
/// let layout = try runner.step(ScrollSample(time: 0, offsetY: -200, insetTop: 280))
/// ```
public struct BehaviorStack: Sendable {
    /// The header the stack lays out.
    public let configuration: HeaderConfiguration
    /// The behaviours, sorted by stage; behaviours of one stage keep the order they were given in.
    public let behaviors: [any HeaderBehavior]

    /// Creates a stack from created behaviours.
    ///
    /// Most callers build stacks from text with ``BehaviorRegistry/makeStack(stack:configuration:)``, which also adds
    /// the default behaviour of every exclusive stage left empty.
    ///
    /// - Throws: ``BehaviorError/conflict(stage:first:second:)`` when two behaviours own one exclusive stage.
    public init(configuration: HeaderConfiguration, behaviors: [any HeaderBehavior]) throws(BehaviorError) {
        var owners: [BehaviorStage: String] = [:]
        for behavior in behaviors where behavior.stage.isExclusive {
            if let first = owners[behavior.stage] {
                throw .conflict(stage: behavior.stage, first: first, second: behavior.identifier)
            }
            owners[behavior.stage] = behavior.identifier
        }
        self.configuration = configuration
        self.behaviors = behaviors.enumerated()
            .sorted { lhs, rhs in
                lhs.element.stage != rhs.element.stage ? lhs.element.stage < rhs.element.stage : lhs.offset < rhs.offset
            }
            .map(\.element)
    }

    /// The identifiers of the behaviours, in the order they run.
    public var identifiers: [String] {
        behaviors.map(\.identifier)
    }

    /// Every subview attribute some behaviour of the stack writes, sorted by subview then attribute.
    public var writtenAttributes: [SubviewAttributeKey] {
        Array(Set(behaviors.flatMap(\.writtenAttributes))).sorted()
    }

    /// Whether a behaviour of the stack writes the settle offset (``LayoutMeasure/settleOffset``), and so the frames
    /// have one.
    package var settles: Bool {
        behaviors.contains { $0.measures.contains(.settleOffset) }
    }

    /// The optional layout values some behaviour of the stack writes, in column order.
    package var measures: [LayoutMeasure] {
        LayoutMeasure.allCases.filter { measure in behaviors.contains { $0.measures.contains(measure) } }
    }

    /// Starts a run of the stack over one session.
    public func makeRunner() -> StackRunner {
        StackRunner(stack: self)
    }
}
