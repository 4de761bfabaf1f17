import StretchyCore
import Testing

@testable import StretchyPluginKit

/// The optional keys `stretchy-replay check` reads from a plugin's description (docs/check.md).
@Suite struct DescriptionCheckKeysTests {
    static let plain = BehaviorDescription(
        identifier: "plain", name: "Plain", stage: .expansion, summary: "No check keys.")

    @Test func aDescriptionWithoutThemIsWrittenAsBefore() throws {
        #expect(!Self.plain.pluginJSON.contains("continuitySlope"))
        #expect(!Self.plain.pluginJSON.contains("exclusions"))
        let read = try BehaviorDescription(pluginJSON: Self.plain.pluginJSON)
        #expect(read.continuitySlope == nil)
        #expect(read.exclusions.isEmpty)
    }

    @Test func theSlopeAndExclusionsCrossTheInterface() throws {
        var description = Self.plain
        description.continuitySlope = 2
        description.exclusions = [InvariantExclusion("fractions", reason: "UIKit clamps alpha")]
        #expect(
            description.pluginJSON.hasSuffix(
                #","continuitySlope":"2","exclusions":[{"invariant":"fractions","reason":"UIKit clamps alpha"}]}"#))
        let read = try BehaviorDescription(pluginJSON: description.pluginJSON)
        #expect(read.continuitySlope == 2)
        #expect(read.exclusions == description.exclusions)
    }

    @Test func aBadExclusionListIsRefused() {
        let text = Self.plain.pluginJSON.dropLast() + #","exclusions":"none"}"#
        #expect {
            try BehaviorDescription(pluginJSON: String(text))
        } throws: { error in
            (error as? PluginJSONProblem)?.reason == "'exclusions' is not a list of objects"
        }
    }
}
