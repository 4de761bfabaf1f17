import StretchyBehaviors
import StretchyCore
import Testing

/// Every built-in behaviour's description is complete and its examples hold.
struct BuiltInBehaviorsTests {
    static let identifiers = BehaviorRegistry.builtIn.identifiers

    @Test func registryListsEveryBuiltInBehaviourOnceInOrder() {
        #expect(
            Self.identifiers == [
                "anchor-bottom", "anchor-top", "android-app-bar", "android-collapsing-toolbar", "compose-top-app-bar",
                "fade", "flutter-flexible-space-bar", "flutter-sliver-app-bar", "immediate", "mdc-flexible-header",
                "mg-collapse", "snap", "tabs", "top-only", "transform", "zoom",
            ])
        #expect(BehaviorRegistry.builtIn.defaults == [.expansion: "top-only", .content: "anchor-top"])
    }

    @Test(arguments: identifiers)
    func descriptionIsComplete(identifier: String) throws {
        let description = try #require(BehaviorRegistry.builtIn.behavior(forID: identifier)).description
        #expect(description.hasValidIdentifier)
        #expect(!description.name.isEmpty)
        #expect(description.summary.count <= 110, "the summary fits on one line of help")
        #expect(!description.discussion.isEmpty)
        #expect(!description.examples.isEmpty)
    }

    @Test(arguments: identifiers)
    func examplesHold(identifier: String) throws {
        let description = try #require(BehaviorRegistry.builtIn.behavior(forID: identifier)).description
        for example in description.examples {
            // Each mismatch fails at the example's own line, not here.
            let location = SourceLocation(
                fileID: example.fileID, filePath: example.filePath, line: example.line, column: example.column)
            for failure in example.check(using: .builtIn) {
                Issue.record(Comment(rawValue: failure), sourceLocation: location)
            }
        }
    }

    @Test func aWrongExpectationIsReported() throws {
        let example = BehaviorExample(
            "wrong on purpose", stack: "top-only", header: .profileHeader,
            frames: [ExampleFrame(offsetY: -100, headerHeight: 99)])
        let failures = example.check(using: .builtIn)
        #expect(failures.count == 1)
        #expect(
            failures.first?.hasSuffix("'wrong on purpose' frame 0 (offset -100): headerHeight is 100, expected 99")
                == true)
    }
}
