import Foundation
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

/// Descriptions that contradict themselves are refused when the plugin loads, naming the parameter.
@Suite struct DescriptionConsistencyTests {
    static func parameters(_ json: String) -> String {
        DescriptionCheckKeysTests.plain.pluginJSON.replacingOccurrences(
            of: "\"parameters\":[]", with: "\"parameters\":[\(json)]")
    }

    static func number(_ name: String, lower: String, upper: String, default value: String, open: Bool = false)
        -> String
    {
        "{\"name\":\"\(name)\",\"summary\":\"\",\"kind\":\"number\",\"lower\":\"\(lower)\",\"includesLower\":\(!open),"
            + "\"upper\":\"\(upper)\",\"includesUpper\":\(!open),\"default\":\"\(value)\"}"
    }

    static func choice(_ name: String, _ words: [String], default word: String) -> String {
        "{\"name\":\"\(name)\",\"summary\":\"\",\"kind\":\"choice\",\"words\":["
            + words.map { "\"\($0)\"" }.joined(separator: ",") + "],\"default\":\"\(word)\"}"
    }

    /// A description and the reason it is refused, shown in the test log by the reason alone.
    struct Case: Sendable, CustomTestStringConvertible {
        var json: String
        var reason: String
        var testDescription: String { reason }
    }

    @Test(
        arguments: [
            (number("by", lower: "2", upper: "1", default: "1.5"), "parameter 'by': its range [2, 1] holds no number"),
            (
                number("by", lower: "1", upper: "1", default: "1", open: true),
                "parameter 'by': its range (1, 1) holds no number"
            ),
            (
                number("by", lower: "0", upper: "1", default: "5"),
                "parameter 'by': its default 5 is not in its range [0, 1]"
            ),
            (choice("mode", [], default: "a"), "parameter 'mode' is a choice of no words"),
            (
                choice("mode", ["a", "b"], default: "c"),
                "parameter 'mode': its default 'c' is not one of its words a, b"
            ),
            (choice("mode", ["a", "a"], default: "a"), "parameter 'mode' lists a word twice"),
            (
                choice("mode", ["a:b"], default: "a:b"),
                "a word of parameter 'mode' 'a:b' holds ':', which a stack's text cannot carry in a name (it separates "
                    + "behaviours, parameters and subviews)"
            ),
            (
                number("a=b", lower: "0", upper: "1", default: "0"),
                "a parameter's name 'a=b' holds '=', which a stack's text cannot carry in a name (it separates "
                    + "behaviours, parameters and subviews)"
            ),
            (
                number("by", lower: "0", upper: "1", default: "0") + ","
                    + number("by", lower: "0", upper: "1", default: "0"),
                "parameter 'by' is declared twice"
            ),
        ].map(Case.init))
    func aContradictoryParameterIsRefused(_ refused: Case) {
        #expect {
            try BehaviorDescription(pluginJSON: Self.parameters(refused.json))
        } throws: { error in
            (error as? PluginJSONProblem)?.reason == refused.reason
        }
    }

    @Test func aConsistentParameterLoads() throws {
        let read = try BehaviorDescription(
            pluginJSON: Self.parameters(Self.number("by", lower: "0", upper: "1", default: "1")))
        #expect(read.parameters.map(\.name) == ["by"])
    }
}
