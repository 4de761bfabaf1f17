import CStretchyPlugin
import StretchyCore
import Testing

@testable import StretchyPluginKit

/// Exporting Swift behaviours through the C interface: per-run state, subview bounds and invariants cross interface 2
/// with no extra code in the behaviour, and give the frames and verdicts of the same behaviour in process.
@Suite("PluginExport")
struct PluginExportTests {
    /// Counts its frames in its per-run state and writes the count as the stretch factor, and the first frame's
    /// flag as the first subview's alpha; declares bounds and an invariant.
    struct FrameCounter: DescribedBehavior {
        static let description = BehaviorDescription(
            identifier: "frame-counter", name: "Frame counter", stage: .effects,
            summary: "Counts frames in per-run state.", discussion: "A test behaviour.", parameters: [],
            invariants: [
                BehaviorInvariant("below-five", summary: "the count stays below 5") { frame in
                    frame.layout.stretchFactor < 5
                        ? nil : "the count is \(frame.layout.stretchFactor) at \(frame.sample.time) s"
                }
            ])

        init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {}

        var stateCount: Int { 2 }

        var writtenAttributes: [SubviewAttributeKey] { [SubviewAttributeKey(0, .alpha)] }

        func subviewContinuity(in configuration: HeaderConfiguration) -> SubviewContinuity {
            SubviewContinuity(
                lengths: ContinuityBound(slope: 3, rate: 0.5),
                fractions: ContinuityBound(slope: 0, rate: 1 / configuration.maximumHeight))
        }

        func apply(to frame: inout HeaderFrame) {
            frame.setState(0, to: frame.state(0) + 1)
            frame.setState(1, to: frame.state(1) + frame.sample.offsetY)
            frame.layout.stretchFactor = frame.state(0)
            frame.layout.contentY = frame.state(1)
            frame.layout.subviews[0].alpha = frame.isFirstFrame ? 0 : 1
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
        let table = StretchyPlugin.export([FrameCounter.self, Stateless.self, Typed.self])
        return try PluginBehavior(
            table: PluginTable(table, version: 2), index: index, description: type.description, invariants: [],
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

    /// The two behaviours as a host loads them, from a table exported in process.
    static func exported() throws -> BehaviorRegistry {
        let table = StretchyPlugin.export([FrameCounter.self, Stateless.self])
        let plugin = try PluginLoader.plugin(from: table, path: "in-process", resolvedPath: "/in-process")
        #expect(plugin.interfaceVersion == 2)
        return try BehaviorRegistry.builtIn.adding(plugins: [plugin])
    }

    static let samples = (0..<6).map {
        ScrollSample(time: Double($0) / 60, offsetY: -280 + 10 * Double($0), insetTop: 280)
    }

    static func frames(_ registry: BehaviorRegistry, _ stack: String) throws -> [HeaderLayout] {
        var runner = try registry.makeStack(stack: stack, configuration: .profileHeader).makeRunner()
        return try samples.map { try runner.step($0) }
    }

    @Test func aBehavioursPerRunStateCrossesAndStartsAtZeroInEveryRun() throws {
        let exported = try Self.exported()
        let inProcess = try BehaviorRegistry.builtIn.adding([FrameCounter.self, Stateless.self])
        let frames = try Self.frames(exported, "top-only,frame-counter,stateless")
        #expect(frames.map(\.stretchFactor) == [1, 2, 3, 4, 5, 6])
        #expect(frames.map(\.contentY) == [-280, -550, -810, -1060, -1300, -1530])
        #expect(frames.map { $0.subviews[0].alpha } == [0, 1, 1, 1, 1, 1], "the first frame's flag crosses")
        #expect(frames == (try Self.frames(inProcess, "top-only,frame-counter,stateless")))
        #expect(try Self.frames(exported, "top-only,frame-counter,stateless") == frames, "a second run starts at 0")
        let stack = try exported.makeStack(stack: "frame-counter", configuration: .profileHeader)
        #expect(stack.behaviors.map(\.stateCount) == [0, 0, 2], "top-only and the default content stage keep none")
    }

    @Test func itsSubviewBoundsAndInvariantsCross() throws {
        let stack = try Self.exported().makeStack(stack: "frame-counter", configuration: .profileHeader)
        let behavior = try #require(stack.behaviors.last as? any InvariantProviding)
        let inProcess = try FrameCounter(
            arguments: .init(behavior: "frame-counter", values: [:]), configuration: .profileHeader)
        #expect(behavior.subviewContinuity(in: .profileHeader) == inProcess.subviewContinuity(in: .profileHeader))
        #expect(
            behavior.subviewContinuity(in: .profileHeader)
                == SubviewContinuity(
                    lengths: ContinuityBound(slope: 3, rate: 0.5), fractions: ContinuityBound(slope: 0, rate: 1 / 280)))
        #expect(behavior.invariants.map(\.name) == ["below-five"])
        #expect(behavior.invariants.map(\.summary) == ["the count stays below 5"])
        var layout = HeaderLayout(restingFor: .profileHeader)
        let sample = ScrollSample(time: 0.25, offsetY: -200, insetTop: 280)
        func frame() -> InvariantFrame {
            InvariantFrame(
                configuration: .profileHeader, sample: sample, previousSample: sample, layout: layout,
                previousLayout: layout)
        }
        layout.stretchFactor = 4
        #expect(behavior.invariants[0].violation(frame()) == nil)
        layout.stretchFactor = 5
        #expect(behavior.invariants[0].violation(frame()) == "the count is 5.0 at 0.25 s")
    }

    @Test func aStatelessBehaviourOfTheSameTableHasNoStateNorInvariants() throws {
        let stack = try Self.exported().makeStack(stack: "stateless", configuration: .profileHeader)
        let behavior = try #require(stack.behaviors.last as? any InvariantProviding)
        #expect(behavior.identifier == "stateless")
        #expect(behavior.stateCount == 0)
        #expect(behavior.invariants.isEmpty)
        #expect(behavior.subviewContinuity(in: .profileHeader) == .default)
    }

    @Test func theDescriptionCarriesInvariantsOnlyWhenThereAreAny() {
        #expect(
            FrameCounter.description.pluginJSON.hasSuffix(
                #","parameters":[],"invariants":[{"name":"below-five","summary":"the count stays below 5"}]}"#))
        #expect(Stateless.description.pluginJSON.hasSuffix(#""readsPreviousFrame":false,"parameters":[]}"#))
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
