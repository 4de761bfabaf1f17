import StretchyReport
import Testing

@Suite struct ColumnReducerTests {
    @Test func everyColumnKeepsItsMinimumAndMaximumSoNoSpikeDisappears() {
        var reducer = ColumnReducer(seriesCount: 2, columns: 4)
        // A million values into four columns, with one spike up and one down hidden among them.
        for index in 0..<1_000_000 {
            let column = index * 4 / 1_000_000
            var value = Double(index % 7)
            if index == 123_457 { value = 1e6 }
            if index == 876_543 { value = -1e6 }
            reducer.add(value, series: 0, column: column)
            reducer.add(-value, series: 1, column: column)
        }
        let first = reducer.extremes(series: 0)
        #expect(first.map { $0?.minimum } == [0, 0, 0, -1e6])
        #expect(first.map { $0?.maximum } == [1e6, 6, 6, 6])
        #expect(reducer.extremes(series: 1).map { $0?.minimum } == [-1e6, -6, -6, -6])
    }

    @Test func aColumnNothingFellInHasNoExtremesAndNaNIsSkipped() {
        var reducer = ColumnReducer(seriesCount: 1, columns: 3)
        reducer.add(2, series: 0, column: 0)
        reducer.add(.nan, series: 0, column: 1)
        reducer.add(5, series: 0, column: 2)
        reducer.add(-1, series: 0, column: 2)
        let extremes = reducer.extremes(series: 0)
        #expect(extremes[0]! == (2, 2))
        #expect(extremes[1] == nil)
        #expect(extremes[2]! == (-1, 5))
    }
}
