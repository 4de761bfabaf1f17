/// Reduces series of values to one minimum and one maximum per pixel column, so that a plot of millions of frames
/// keeps every spike.
///
/// Values are given with the column they fall in; NaN is skipped. A column nothing fell in has no extremes.
package struct ColumnReducer: Sendable {
    /// The number of pixel columns.
    package let columns: Int
    /// The number of series.
    package let seriesCount: Int
    /// The minimum per series and column, series-major; `+infinity` where nothing fell.
    package private(set) var minimum: [Double]
    /// The maximum per series and column, series-major; `-infinity` where nothing fell.
    package private(set) var maximum: [Double]

    /// An empty reducer.
    package init(seriesCount: Int, columns: Int) {
        self.columns = columns
        self.seriesCount = seriesCount
        minimum = [Double](repeating: .infinity, count: seriesCount * columns)
        maximum = [Double](repeating: -.infinity, count: seriesCount * columns)
    }

    /// Adds one value of one series to one column.
    @inline(__always)
    package mutating func add(_ value: Double, series: Int, column: Int) {
        let index = series * columns + column
        if value < minimum[index] { minimum[index] = value }
        if value > maximum[index] { maximum[index] = value }
    }

    /// One series' extremes per column, `nil` where nothing fell.
    package func extremes(series: Int) -> [(minimum: Double, maximum: Double)?] {
        (0..<columns).map { column in
            let index = series * columns + column
            return minimum[index] <= maximum[index] ? (minimum[index], maximum[index]) : nil
        }
    }
}
