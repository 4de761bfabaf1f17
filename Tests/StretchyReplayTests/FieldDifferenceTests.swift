import StretchyReplay
import Testing

struct FieldDifferenceTests {
    @Test func recordsTheLargestDifferenceAndTheFirstDivergence() {
        var field = FieldDifference(name: "header_height")
        field.record(seq: 0, first: 280, second: 280, tolerance: 0.5)
        field.record(seq: 1, first: 200, second: 200.25, tolerance: 0.5)
        #expect(field.largestDifference == 0.25 && field.firstDivergence == nil)
        field.record(seq: 2, first: 100, second: 103, tolerance: 0.5)
        field.record(seq: 3, first: 100, second: 90, tolerance: 0.5)
        #expect(field.largestDifference == 10)
        #expect(field.firstDivergence?.seq == 2 && field.firstDivergence?.second == 103)
    }

    @Test func twoNaNsAgreeAndANaNAgainstANumberDiffersInfinitely() {
        var field = FieldDifference(name: "x")
        field.record(seq: 0, first: .nan, second: .nan, tolerance: 0)
        #expect(field.largestDifference == 0 && field.firstDivergence == nil)
        field.record(seq: 1, first: .nan, second: 1, tolerance: 1e9)
        #expect(field.largestDifference == .infinity && field.firstDivergence?.seq == 1)
    }
}
