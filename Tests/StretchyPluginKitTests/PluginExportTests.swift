import CStretchyPlugin
import StretchyCore
import Testing

@testable import StretchyPluginKit

/// Exporting Swift behaviours through the C interface: a behaviour that keeps per-run state is refused when it is
/// created, with a message, since the C frame carries no state.
@Suite("PluginExport")
struct PluginExportTests {
    /// Counts its frames in its per-run state and writes the count as the stretch factor.
    struct FrameCounter: HeaderBehavior {
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
    struct Stateless: HeaderBehavior {
        static let description = BehaviorDescription(
            identifier: "stateless", name: "Stateless", stage: .effects, summary: "Keeps nothing.",
            discussion: "A test behaviour.", parameters: [])

        init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {}

        func apply(to frame: inout HeaderFrame) {}
    }

    static func create(_ index: Int, _ type: any HeaderBehavior.Type) throws(BehaviorError) -> PluginBehavior {
        let table = StretchyPlugin.export([FrameCounter.self, Stateless.self]).assumingMemoryBound(
            to: stretchy_plugin.self)
        return try PluginBehavior(
            table: PluginTable(table), index: index, description: type.description,
            arguments: BehaviorArguments(behavior: type.description.identifier, values: [:]),
            configuration: .profileHeader)
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
