import Foundation
import StretchyBehaviors
import StretchyCore
import Testing

/// docs/behaviors.md and the README's table stay in step with the behaviours' descriptions.
struct BehaviorReferenceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func docsBehaviorsIsTheGeneratedReference() throws {
        let url = Self.root.appendingPathComponent("docs/behaviors.md")
        let expected = BehaviorRegistry.builtIn.markdownReference()
        if ProcessInfo.processInfo.environment["STRETCHY_RECORD"] == "1" {
            try expected.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("Recorded docs/behaviors.md; run again without STRETCHY_RECORD to check it.")
            return
        }
        let actual = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "docs/behaviors.md is stale: regenerate it with STRETCHY_RECORD=1")
    }

    @Test(arguments: BehaviorRegistry.builtIn.identifiers)
    func theReadmeTableListsEveryBehaviourAndParameter(identifier: String) throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let row = try #require(readme.split(separator: "\n").first { $0.hasPrefix("| `\(identifier)` |") })
        let description = try #require(BehaviorRegistry.builtIn.behavior(forID: identifier)).description
        #expect(row.contains("| \(description.stage.rawValue) |"))
        for parameter in description.parameters {
            #expect(row.contains("`\(parameter.name)`"), "README row of \(identifier) lacks \(parameter.name)")
        }
    }
}
