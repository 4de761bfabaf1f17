import CStretchyPlugin
import Foundation
import PluginFixtures
import StretchyBehaviors
import StretchyCore
import StretchyTestSupport
import Testing

@testable import StretchyPluginKit

/// Everything the kit writes across the plugin interface, and the C example's description, is valid against the JSON
/// Schema shipped beside the header (`Sources/CStretchyPlugin/include/stretchy_plugin.schema.json`).
@Suite("stretchy_plugin.schema.json")
struct PluginJSONSchemaTests {
    static let schema: JSONSchemaValidator = {
        let path = Repository.root.appendingPathComponent("Sources/CStretchyPlugin/include/stretchy_plugin.schema.json")
        return try! JSONSchemaValidator(path: path.path)
    }()

    @Test func everyBuiltInsDescriptionIsValid() {
        let factories = BehaviorRegistry.builtIn.behaviors
        #expect(factories.count >= 16, "every built-in, of which there are 16 today")
        for factory in factories {
            let json = factory.description.pluginJSON
            #expect(Self.schema.problems(of: json, against: "description") == [], "\(factory.description.identifier)")
        }
    }

    /// The arguments every example of every built-in creates its behaviours with, as the kit writes them.
    static func argumentsOfEveryExample() throws -> [String] {
        let recorded = Recorded()
        let registry = BehaviorRegistry.builtIn
        let recording = BehaviorRegistry(
            checkedFactories: registry.behaviors.map { factory in
                BehaviorFactory(description: factory.description) { arguments, configuration throws(BehaviorError) in
                    recorded.append(arguments.pluginJSON)
                    return try factory.make(arguments, configuration)
                }
            }, defaults: registry.defaults)
        for factory in registry.behaviors {
            for example in factory.description.examples {
                _ = try recording.makeStack(stack: example.stack, configuration: example.header)
            }
        }
        return recorded.values
    }

    @Test func theArgumentsOfEveryExampleAreValid() throws {
        let arguments = try Self.argumentsOfEveryExample()
        #expect(arguments.count > 100)
        for json in Set(arguments) {
            #expect(Self.schema.problems(of: json, against: "arguments") == [], "\(json)")
        }
        let kinds = ["number", "numbers", "choice", "subviews", "flag", "derived"]
        for kind in kinds {
            #expect(arguments.contains { $0.contains("{\"\(kind)\":") }, "some example gives a \(kind) value")
        }
    }

    @Test func theHeaderOfEveryExampleIsValid() throws {
        var headers = Set(BehaviorRegistry.builtIn.behaviors.flatMap { $0.description.examples.map(\.header) })
        headers.insert(.profileHeader)
        #expect(headers.count > 1)
        for header in headers {
            #expect(Self.schema.problems(of: header.jsonText, against: "header") == [], "\(header.jsonText)")
        }
    }

    /// The two examples of docs/plugins.md, "The JSON that crosses", are what the host writes.
    @Test func theDocsExamplesOfArgumentsAndHeaderAreWhatTheHostWrites() {
        let arguments = BehaviorArguments(
            behavior: "hide-on-scroll", values: ["speed": .number(0.5), "reveal-at-top": .flag(true)])
        #expect(
            arguments.pluginJSON
                == #"{"behavior":"hide-on-scroll","values":{"reveal-at-top":{"flag":true},"speed":{"number":"0.5"}}}"#)
        #expect(
            HeaderConfiguration.profileHeader.jsonText.hasPrefix(
                #"{"maximumContentHeight":280,"minimumContentHeight":64,"contentInset":{"top":0,"left":0,"bottom":0,"#
                    + #""right":0},"contentShrinks":true,"contentExpands":true,"subviews":[{"id":"background","frame":"#
                    + #"{"x":0,"y":0,"width":390,"height":280},"alpha":1,"cornerRadius":0,"shadowRadius":0,"#
                    + #""shadowOpacity":0,"fontSize":0},"#))
    }

    @Test func theKitsErrorIsValid() throws {
        let table = StretchyPlugin.export([PluginExportTests.FrameCounter.self]).assumingMemoryBound(
            to: stretchy_plugin.self)
        var error: UnsafeMutablePointer<CChar>? = nil
        let instance = table.pointee.create(table.pointee.context, 0, "{}", "{}", &error)
        #expect(instance == nil)
        let json = String(cString: try #require(error))
        table.pointee.free_text(error)
        #expect(
            json == #"{"description":"the plugin could not read the arguments of 'frame-counter': 'values' is not "#
                + #"an object of objects","hint":null}"#)
        #expect(Self.schema.problems(of: json, against: "error") == [])
    }

    @Test func theCExamplesDescriptionIsValid() throws {
        let path = try PluginFixtures.cPlugin(
            "hide-on-scroll-schema", source: try String(contentsOf: PluginFixtures.hideOnScrollSource, encoding: .utf8))
        let handle = try #require(dlopen(path, RTLD_NOW | RTLD_LOCAL))
        let entry = unsafeBitCast(
            try #require(dlsym(handle, "stretchy_plugin_entry")), to: stretchy_plugin_entry_fn.self)
        let table = try #require(entry())
        let json = String(cString: table.pointee.descriptions[0])
        #expect(Self.schema.problems(of: json, against: "description") == [])
        #expect(json.contains(#""invariants":[{"name":"bar-in-range""#))
    }

    @Test(arguments: [
        (
            #"{"identifier":"Fade"}"#, "description",
            [
                "/identifier: \"Fade\" does not match ^[a-z][a-z0-9]*(-[a-z0-9]+)*$", ": 'name' is missing",
                ": 'stage' is missing", ": 'summary' is missing", ": 'discussion' is missing",
                ": 'readsPreviousFrame' is missing", ": 'parameters' is missing",
            ]
        ),
        (
            #"{"behavior":"fade","values":{"by":{"number":0.5}}}"#, "arguments",
            [
                "/values/by: matches 0 of the 6 choices of oneOf (closest: /values/by/number: is number, not string)"
            ]
        ),
        (#"{"behavior":"fade","values":{},"extra":1}"#, "arguments", [": 'extra' is not allowed"]),
        (#"{"description":"x","hint":2}"#, "error", ["/hint: is number, not string or null"]),
        ("{", "error", ["not JSON: expected a key in quotes, found the end of the text at line 1, column 2"]),
    ])
    func theValidatorFindsWhatIsWrong(_ json: String, _ definition: String, _ problems: [String]) {
        #expect(Self.schema.problems(of: json, against: definition) == problems)
    }
}

/// Texts recorded from the factories' closures, which may run on any thread.
private final class Recorded: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []

    func append(_ text: String) {
        lock.lock()
        texts.append(text)
        lock.unlock()
    }

    var values: [String] {
        lock.lock()
        defer { lock.unlock() }
        return texts
    }
}
