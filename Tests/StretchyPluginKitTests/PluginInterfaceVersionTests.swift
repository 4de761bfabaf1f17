import Foundation
import PluginFixtures
import StretchyBehaviors
import StretchyCore
import Testing

@testable import StretchyPluginKit

/// Plugin interface 2 beside interface 1: a plugin built against the frozen copy of interface 1's header loads and
/// gives the frames it gave before, and what interface 2 adds is read only from interface 2 tables.
@Suite("Plugin interface versions")
struct PluginInterfaceVersionTests {
    static let samples = (0..<90).map { index in
        let time = Double(index) / 60
        return ScrollSample(
            time: time, offsetY: -280 + 400 * sin(time * 2), insetTop: 280,
            phase: index < 60 ? .dragging : .decelerating)
    }

    static func frames(_ path: String, stack: String = "top-only,c-shift") throws -> [HeaderLayout] {
        let registry = try BehaviorRegistry.builtIn.adding(plugins: [try PluginLoader.load(path)])
        var runner = try registry.makeStack(stack: stack, configuration: .profileHeader).makeRunner()
        return try samples.map { try runner.step($0) }
    }

    @Test func anInterfaceOnePluginLoadsAndGivesTheSameFramesAsBefore() throws {
        let path = try PluginFixtures.interfaceOnePlugin("interface-one")
        let plugin = try PluginLoader.load(path)
        #expect(plugin.interfaceVersion == 1)
        #expect(plugin.identifiers == ["c-shift"])
        #expect(plugin.coreVersion == "9.9.9")
        let frames = try Self.frames(path)
        // What the fixture has always done: top-only's frames, with 1 added to every subview's x.
        var reference = try BehaviorRegistry.builtIn.makeStack(stack: "top-only", configuration: .profileHeader)
            .makeRunner()
        for (sample, layout) in zip(Self.samples, frames) {
            var expected = try reference.step(sample)
            for index in expected.subviews.indices { expected.subviews[index].x += 1 }
            #expect(layout == expected)
        }
        let interfaceTwo = try PluginFixtures.cPlugin("interface-two")
        #expect(try PluginLoader.load(interfaceTwo).interfaceVersion == 2)
        #expect(try Self.frames(interfaceTwo) == frames, "the same C built against today's header")
        let stack = try BehaviorRegistry.builtIn.adding(plugins: [plugin]).makeStack(
            stack: "c-shift", configuration: .profileHeader)
        let behavior = try #require(stack.behaviors.last as? any InvariantProviding)
        #expect(behavior.stateCount == 0)
        #expect(behavior.invariants.isEmpty)
        #expect(behavior.subviewContinuity(in: .profileHeader) == .default)
    }

    @Test func anInterfaceOneTableThatDeclaresNothingNewIsReadByItsPrefixOnly() throws {
        // The interface 1 table is eleven fields long: the host must not read `instance_info` past its end.
        let path = try PluginFixtures.interfaceOnePlugin("interface-one-refuse", ["FIXTURE_REFUSE"])
        let registry = try BehaviorRegistry.builtIn.adding(plugins: [try PluginLoader.load(path)])
        #expect(throws: BehaviorError.self) {
            try registry.makeStack(stack: "c-shift", configuration: .profileHeader)
        }
    }

    @Test func invariantsDeclaredWithoutACheckFunctionAreRefused() throws {
        var source = try String(contentsOf: PluginFixtures.hideOnScrollSource, encoding: .utf8)
        source = source.replacingOccurrences(of: ".check_invariant = check_invariant,", with: "")
        let path = try PluginFixtures.cPlugin("no-check", source: source)
        #expect(
            throws: PluginError.invalidTable(
                path: path, reason: "its 'check_invariant' function is NULL, but behaviour 1 declares invariants")
        ) {
            try PluginLoader.load(path)
        }
    }

    @Test(arguments: [
        (
            "negative-state", "info->state_count = -1;",
            "plugin behaviour 'hide-on-scroll' asks for -1 numbers of per-run state"
        ),
        (
            "nan-rate", "info->state_count = 1; info->fractions.rate = NAN;",
            "plugin behaviour 'hide-on-scroll' declares a subview bound fractions.rate of nan"
        ),
    ])
    func impossibleInstanceInfoIsRefusedWhenTheBehaviourIsMade(_ name: String, _ replacement: String, _ message: String)
        throws
    {
        let source = try String(contentsOf: PluginFixtures.hideOnScrollSource, encoding: .utf8)
            .replacingOccurrences(of: "info->state_count = 1;", with: replacement)
        let path = try PluginFixtures.cPlugin(name, source: source)
        let registry = try BehaviorRegistry.builtIn.adding(plugins: [try PluginLoader.load(path)])
        do {
            _ = try registry.makeStack(stack: "hide-on-scroll", configuration: .profileHeader)
            Issue.record("made")
        } catch {
            #expect(error.description == message)
        }
    }
}
