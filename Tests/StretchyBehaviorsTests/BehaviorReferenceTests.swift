import Foundation
import StretchyBehaviors
import StretchyCore
import StretchyTestSupport
import Testing

/// docs/behaviors.md and the README's table stay in step with the behaviours' descriptions.
struct BehaviorReferenceTests {
    static let root = Repository.root

    @Test func docsBehaviorsIsTheGeneratedReference() throws {
        try GoldenFile.assert("docs/behaviors.md", equals: BehaviorRegistry.builtIn.markdownReference())
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
