import Foundation
import PluginFixtures
import StretchyBehaviors
import StretchyCore
import StretchyPluginKit
import Testing

/// Loading plugin libraries: the example plugin, a plugin written in C, and every way of failing to load.
@Suite("PluginLoader")
struct PluginLoaderTests {
    @Test func theExamplePluginLoadsWithItsDescription() throws {
        let path = try PluginFixtures.parallaxPlugin()
        let plugin = try PluginLoader.load(path)
        #expect(plugin.identifiers == ["parallax"])
        #expect(plugin.interfaceVersion == StretchyPlugin.interfaceVersion)
        #expect(plugin.coreVersion == StretchyPlugin.coreVersion)
        let description = try #require(plugin.factories.first?.description)
        #expect(description.name == "Parallax")
        #expect(description.stage == .effects)
        #expect(description.readsPreviousFrame == false)
        #expect(description.parameters.map(\.name) == ["target", "multiplier"])
        #expect(description.parameters[0].kind == .subviews(default: .named(["background"])))
        #expect(
            description.parameters[1].kind
                == .number(NumberRange(lower: 0, includesLower: true, upper: 1, includesUpper: true), default: 0.5))
    }

    @Test func aPluginWrittenInCLoadsWithChoiceAndFlagParameters() throws {
        let plugin = try PluginLoader.load(try PluginFixtures.cPlugin("cshift"))
        #expect(plugin.identifiers == ["c-shift"])
        #expect(plugin.coreVersion == "9.9.9")
        let parameters = try #require(plugin.factories.first?.description.parameters)
        #expect(parameters.map(\.kind) == [.choice(["a", "b"], default: "a"), .flag(default: true)])
        let registry = try BehaviorRegistry.builtIn.adding(plugins: [plugin])
        let stack = try registry.makeStack(stack: "top-only,c-shift", configuration: .profileHeader)
        #expect(stack.writtenAttributes == [SubviewAttributeKey(0, .x)])
        var runner = stack.makeRunner()
        let layout = try runner.step(ScrollSample(time: 0, offsetY: -200, insetTop: 280))
        let resting = HeaderConfiguration.profileHeader.subviews.map(\.restingAttributes.x)
        #expect(layout.subviews.map(\.x) == resting.map { $0 + 1 })
    }

    @Test func theFramesCountsAreTheHostsWhateverThePluginWritesIntoThem() throws {
        let plugin = try PluginLoader.load(try PluginFixtures.cPlugin("badcounts", ["FIXTURE_BAD_COUNTS"]))
        let registry = try BehaviorRegistry.builtIn.adding(plugins: [plugin])
        var runner = try registry.makeStack(stack: "top-only,c-shift", configuration: .profileHeader).makeRunner()
        let resting = HeaderConfiguration.profileHeader.subviews.map(\.restingAttributes.x)
        for frame in 0..<3 {
            let layout = try runner.step(ScrollSample(time: Double(frame) / 60, offsetY: -200, insetTop: 280))
            #expect(layout.subviews.map(\.x) == resting.map { $0 + 1 })
        }
    }

    @Test func aMissingFileIsRefused() {
        #expect(throws: PluginError.fileNotFound(path: "no/such/libPlugin.so")) {
            try PluginLoader.load("no/such/libPlugin.so", relativeTo: "/nonexistent")
        }
    }

    @Test func aFileThatIsNotALibraryIsRefused() throws {
        let path = try PluginFixtures.textFile("notes.so", "not a library\n")
        #expect(throws: PluginError.notSharedLibrary(path: path)) { try PluginLoader.load(path) }
    }

    @Test func aLibraryWithoutTheEntryPointIsRefused() throws {
        let path = try PluginFixtures.cPlugin("noentry", ["FIXTURE_NO_ENTRY"])
        #expect(throws: PluginError.missingEntryPoint(path: path)) { try PluginLoader.load(path) }
    }

    @Test func aSystemLibraryIsNotAPlugin() throws {
        let candidates = ["/lib/x86_64-linux-gnu/libm.so.6", "/lib/aarch64-linux-gnu/libm.so.6", "/lib64/libm.so.6"]
        guard let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else { return }
        #expect(throws: PluginError.missingEntryPoint(path: path)) { try PluginLoader.load(path) }
    }

    @Test func anotherInterfaceVersionIsRefusedWithBothVersions() throws {
        let path = try PluginFixtures.cPlugin("v999", ["FIXTURE_VERSION=999"])
        let expected = PluginError.interfaceMismatch(path: path, found: 999, expected: 2, builtWith: "9.9.9")
        #expect(throws: expected) { try PluginLoader.load(path) }
        #expect(
            expected.description
                == "'\(path)' was built for plugin interface 999; this stretchy-replay reads interfaces 1 to 2")
        #expect(
            expected.hint == "Rebuild the plugin against this version of Stretchy (it was built with Stretchy 9.9.9).")
    }

    @Test func aTableWithoutTheMagicNumberIsRefused() throws {
        let path = try PluginFixtures.cPlugin("nomagic", ["FIXTURE_MAGIC=0"])
        #expect(throws: PluginError.notAPluginTable(path: path)) { try PluginLoader.load(path) }
    }

    @Test func aTableWithANullOrImpossibleFieldIsRefusedBeforeItIsUsed() throws {
        let cases: [(String, [String], String)] = [
            ("null-table", ["FIXTURE_NULL_TABLE"], ""),
            (
                "null-descriptions", ["FIXTURE_NULL_DESCRIPTIONS"],
                "it declares 1 behaviour, but its descriptions are NULL"
            ),
            ("null-description", ["FIXTURE_NULL_DESCRIPTION"], "the description of behaviour 1 is NULL"),
            ("null-apply", ["FIXTURE_NULL_APPLY"], "its 'apply' function is NULL"),
            ("negative-count", ["FIXTURE_COUNT=-1"], "it declares -1 behaviours; at most 65536 are allowed"),
            (
                "huge-count", ["FIXTURE_COUNT=4000000000"],
                "it declares 4000000000 behaviours; at most 65536 are allowed"
            ),
        ]
        for (name, definitions, reason) in cases {
            let path = try PluginFixtures.cPlugin(name, definitions)
            let expected =
                reason.isEmpty
                ? PluginError.notAPluginTable(path: path) : PluginError.invalidTable(path: path, reason: reason)
            #expect(throws: expected, "\(name)") { try PluginLoader.load(path) }
        }
    }

    @Test func anUnreadableDescriptionIsRefused() throws {
        let path = try PluginFixtures.cPlugin("badjson", ["FIXTURE_BAD_JSON"])
        let expected = PluginError.invalidDescription(
            path: path, index: 0,
            reason: "'stage' is 'sideways', not one of expansion, content, effects, pinning, settling")
        #expect(throws: expected) { try PluginLoader.load(path) }
    }

    @Test func aSettlingBehaviourIsRefusedByInterfacesOneAndTwo() throws {
        for (version, path) in [
            (1, try PluginFixtures.interfaceOnePlugin("settling-1", [#"FIXTURE_STAGE="settling""#])),
            (2, try PluginFixtures.cPlugin("settling", [#"FIXTURE_STAGE="settling""#])),
        ] {
            let expected = PluginError.invalidDescription(
                path: path, index: 0,
                reason:
                    "'stage' is 'settling', which plugin interface \(version) cannot carry (it has no settle offset)")
            #expect(throws: expected) { try PluginLoader.load(path) }
        }
    }

    @Test func anIdentifierThatClashesWithABuiltInIsRefused() throws {
        let path = try PluginFixtures.cPlugin("fade", [#"FIXTURE_IDENTIFIER="fade""#])
        let plugin = try PluginLoader.load(path)
        #expect(throws: PluginError.clashesWithBuiltIn(path: path, identifier: "fade")) {
            try BehaviorRegistry.builtIn.adding(plugins: [plugin])
        }
    }

    @Test func twoPluginsWithOneIdentifierAreRefusedAndOnePluginTwiceIsAddedOnce() throws {
        let parallax = try PluginFixtures.parallaxPlugin()
        let other = try PluginFixtures.cPlugin("parallax", [#"FIXTURE_IDENTIFIER="parallax""#])
        #expect(throws: PluginError.clashesWithPlugin(path: other, identifier: "parallax", otherPath: parallax)) {
            try BehaviorRegistry.builtIn.loadingPlugins([parallax, other])
        }
        let twice = try BehaviorRegistry.builtIn.loadingPlugins([parallax, parallax])
        #expect(twice.identifiers.filter { $0 == "parallax" }.count == 1)
    }

    @Test func aBehaviourThatRefusesToBeCreatedPassesItsErrorThrough() throws {
        let registry = try BehaviorRegistry.builtIn.loadingPlugins([
            try PluginFixtures.cPlugin("refuse", ["FIXTURE_REFUSE"])
        ])
        #expect(
            throws: BehaviorError.pluginRefused(
                behavior: "c-shift", description: "c-shift refuses this header", hint: "Try another.")
        ) {
            try registry.makeStack(stack: "c-shift", configuration: .profileHeader)
        }
    }

    @Test func everyErrorHasItsOwnMessage() {
        let cases: [PluginError] = [
            .fileNotFound(path: "a.so"), .notSharedLibrary(path: "a.so"), .loadFailed(path: "a.so", reason: "r"),
            .missingEntryPoint(path: "a.so"), .notAPluginTable(path: "a.so"),
            .interfaceMismatch(path: "a.so", found: 2, expected: 1, builtWith: nil),
            .invalidDescription(path: "a.so", index: 0, reason: "r"),
            .clashesWithBuiltIn(path: "a.so", identifier: "fade"),
            .clashesWithPlugin(path: "a.so", identifier: "x", otherPath: "b.so"),
        ]
        #expect(Set(cases.map(\.description)).count == cases.count)
        #expect(cases.allSatisfy { $0.hint != nil })
        #expect(PluginError.fileNotFound(path: "a.so").description == "plugin 'a.so' does not exist")
        #expect(PluginError.notSharedLibrary(path: "a.so").description == "plugin 'a.so' is not a shared library")
        #expect(
            PluginError.missingEntryPoint(path: "a.so").description
                == "'a.so' is a shared library but not a Stretchy plugin: it exports no 'stretchy_plugin_entry'")
        #expect(
            PluginError.clashesWithBuiltIn(path: "a.so", identifier: "fade").description
                == "plugin 'a.so' defines behaviour 'fade', which is built in")
        #expect(
            PluginError.interfaceMismatch(path: "a.so", found: 2, expected: 1, builtWith: nil).hint
                == "Rebuild the plugin against this version of Stretchy.")
    }
}
