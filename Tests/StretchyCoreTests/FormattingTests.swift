import StretchyCore
import Testing
import _StretchySystem

struct FormattingTests {
    static let cases: [(Double, String)] = [
        (0.1, "0.1"), (280, "280"), (-0.0, "-0"), (1e-7, "1e-07"), (1.0 / 3, "0.3333333333333333"),
        (Double.nan, "nan"), (-Double.infinity, "-inf"), (1e300, "1e+300"), (-42, "-42"),
    ]

    @Test(arguments: cases)
    func shortestRoundTripForm(value: Double, text: String) {
        #expect(NumberFormatting.shortest(value) == text)
        if value.isFinite { #expect(Double(text)?.bitPattern == value.bitPattern) }
    }

    @Test func rangesPrintInIntervalNotation() {
        #expect(NumberRange(lower: 0, includesLower: false, upper: 1, includesUpper: true).description == "(0, 1]")
        #expect(NumberRange.nonNegative.description == "[0, inf)")
        #expect(NumberRange.any.description == "any finite number")
        #expect(NumberRange.positive.contains(0) == false && NumberRange.positive.contains(1e-300))
        #expect(!NumberRange.any.contains(.infinity))
    }

    @Test func suggestionsFindLikelyTypos() {
        #expect(NameSuggestion.didYouMean("top-onyl", among: ["top-only", "immediate"]) == "top-only")
        #expect(NameSuggestion.didYouMean("xyz", among: ["top-only", "immediate"]) == nil)
        #expect(NameSuggestion.editDistance("kitten", "sitting") == 3)
        #expect(NameSuggestion.editDistance("levle", "level") == 1)
    }
}
