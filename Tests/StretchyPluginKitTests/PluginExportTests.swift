import CStretchyPlugin
import StretchyCore
import Testing

@testable import StretchyPluginKit

/// Exporting Swift behaviours through the C interface: a behaviour that keeps per-run state is refused when it is
/// created, with a message, since the C frame carries no state.
@Suite("PluginExport")
struct PluginExportTests {
    /// Counts its frames in its per-run state and writes the count as the stretch factor.
    struct FrameCounter: DescribedBehavior {
        static let description = BehaviorDescription(
            identifier: "frame-counter", name: "Frame counter", stage: .effects,
            summary: "Counts frames in per-run state.", discussion: "A test behaviour.", parameters: [])

        init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {}

        var stateCount: Int { 1 }

        func apply(to frame: inout HeaderFrame) {
            frame.setState(0, to: frame.isFirstFrame ? 1 : frame.state(0) + 1)
            frame.layout.stretchFactor = frame.state(0)
        }
    }

    /// Keeps nothing between frames.
    struct Stateless: DescribedBehavior {
        static let description = BehaviorDescription(
            identifier: "stateless", name: "Stateless", stage: .effects, summary: "Keeps nothing.",
            discussion: "A test behaviour.", parameters: [])

        init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {}

        func apply(to frame: inout HeaderFrame) {}
    }

    /// Reads a typed parameter of each kind, and so needs a value of each from the host.
    struct Typed: DescribedBehavior {
        static let by = Parameter<Double>("by", .number(.nonNegative, default: 1), summary: "A number.")
        static let curve = Parameter<Curve>("curve", .choice(default: .linear), summary: "A choice.")
        static let target = Parameter<[Int]>("target", .subviews(default: .named(["title"])), summary: "Subviews.")
        static let description = BehaviorDescription(
            identifier: "typed", name: "Typed", stage: .effects, summary: "Reads typed parameters.",
            discussion: "A test behaviour.", parameters: [Self.by, Self.curve, Self.target])

        /// The choice's words.
        enum Curve: String, CaseIterable, Sendable {
            case linear
            case easeIn = "ease-in"
        }

        let targets: [Int]

        init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
            _ = (arguments[Self.by], arguments[Self.curve])
            targets = arguments[Self.target]
        }

        var writtenAttributes: [SubviewAttributeKey] { targets.map { SubviewAttributeKey($0, .alpha) } }

        func apply(to frame: inout HeaderFrame) {}
    }

    static func create(
        _ index: Int, _ type: any DescribedBehavior.Type, values: [String: ParameterValue] = [:]
    ) throws(BehaviorError) -> PluginBehavior {
        let table = StretchyPlugin.export([FrameCounter.self, Stateless.self, Typed.self]).assumingMemoryBound(
            to: stretchy_plugin.self)
        return try PluginBehavior(
            table: PluginTable(table), index: index, description: type.description,
            arguments: BehaviorArguments(behavior: type.description.identifier, values: values),
            configuration: .profileHeader)
    }

    /// A host may send arguments that do not fit the plugin's own description (the C interface checks nothing):
    /// the plugin refuses them, naming the parameter, before the behaviour reads a value.
    @Test(
        arguments: [
            ([:], "parameter 'by' has no value"),
            (
                ["by": .number(-1), "curve": .choice("linear"), "target": .subviews([0])],
                "the value of parameter 'by' is not a number in [0, inf)"
            ),
            (
                ["by": .flag(true), "curve": .choice("linear"), "target": .subviews([0])],
                "the value of parameter 'by' is not a number in [0, inf)"
            ),
            (
                ["by": .number(1), "curve": .choice("ease-out"), "target": .subviews([0])],
                "the value of parameter 'curve' is not one of linear, ease-in"
            ),
            (
                ["by": .number(1), "curve": .choice("linear"), "target": .subviews([0, 99])],
                "the value of parameter 'target' is not subview ids joined by '+'"
            ),
        ] as [([String: ParameterValue], String)])
    func argumentsThatDoNotFitTheDescriptionAreRefused(values: [String: ParameterValue], problem: String) {
        #expect(
            throws: BehaviorError.pluginRefused(
                behavior: "typed", description: "the arguments of 'typed' do not fit its parameters: " + problem,
                hint: nil)
        ) {
            try Self.create(2, Typed.self, values: values)
        }
    }

    @Test func argumentsThatFitAreReadByTheirTypedParameters() throws {
        let behavior = try Self.create(
            2, Typed.self, values: ["by": .number(0.5), "curve": .choice("ease-in"), "target": .subviews([2, 0])])
        #expect(behavior.writtenAttributes == [SubviewAttributeKey(2, .alpha), SubviewAttributeKey(0, .alpha)])
    }

    @Test func aBehaviourWithPerRunStateIsRefusedWhenCreatedNamingWhy() {
        do {
            _ = try Self.create(0, FrameCounter.self)
            Issue.record("a behaviour with per-run state was created through the C interface")
        } catch {
            #expect(
                error.description
                    == "'frame-counter' keeps per-run state (1 number), which a plugin cannot: the C frame carries "
                    + "no state from one frame to the next")
            #expect(
                error.hint
                    == "Build it into stretchy-replay as a built-in behaviour, or derive what it needs from the "
                    + "previous sample and header height that the frame carries.")
        }
    }

    @Test func aStatelessBehaviourOfTheSameTableIsCreated() throws {
        let behavior = try Self.create(1, Stateless.self)
        #expect(behavior.identifier == "stateless")
    }

    @Test func aNumbersParameterAndItsValueCrossThePluginJSON() throws {
        let description = BehaviorDescription(
            identifier: "stops", name: "Stops", stage: .effects, summary: "Has a list.", discussion: "A test.",
            parameters: [
                BehaviorParameter(
                    "points",
                    .numbers(
                        NumberRange(lower: 0, includesLower: true, upper: 1, includesUpper: true), default: [0, 1]),
                    summary: "Points.")
            ])
        let read = try BehaviorDescription(pluginJSON: description.pluginJSON)
        #expect(read.parameters == description.parameters)
        let arguments = BehaviorArguments(behavior: "stops", values: ["points": .numbers([0, 0.25, 1])])
        #expect(try BehaviorArguments(pluginJSON: arguments.pluginJSON) == arguments)
        #expect(arguments.pluginJSON == #"{"behavior":"stops","values":{"points":{"numbers":["0","0.25","1"]}}}"#)
    }
}
