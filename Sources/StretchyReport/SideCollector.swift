import StretchyCore
import StretchyReplay

/// Gathers what a report shows of one stack's replay of one session, frame by frame, in memory bounded by the
/// player's cap and the plots' width whatever the session's length.
final class SideCollector {
    /// The extra sample columns every row carries after the frame columns.
    static let sampleColumns = [
        "sample.inset_top", "sample.viewport_width", "sample.viewport_height", "sample.content_height",
    ]

    let columns: FrameColumns
    /// Every column of a row: the frame columns after `seq`, then ``sampleColumns``.
    let rowNames: [String]
    /// The row's positions of the plotted series.
    let plotted: [Int]
    var row: [Double] = []
    /// The kept rows, row-major.
    var keptRows: [Double] = []
    var digester: FrameDigester
    let digestColumns: FrameColumns
    var digestValues: [Double] = []

    init(stack: BehaviorStack) {
        columns = FrameColumns.everyAttribute(of: stack)
        rowNames = Array(columns.names.dropFirst()) + Self.sampleColumns
        digestColumns = FrameColumns(stack: stack)
        digester = FrameDigester(columns: digestColumns)
        var plotted = ["offset_y", "header_height", "content_height", "stretch_factor"]
        plotted += columns.measures.map(\.column)
        plotted += digestColumns.names.dropFirst(FrameColumns.fixed.count + columns.measures.count)
        let names = rowNames
        self.plotted = plotted.map { name in names.firstIndex(of: name)! }
        row.reserveCapacity(rowNames.count)
    }

    var plottedNames: [String] { plotted.map { rowNames[$0] } }

    /// Fills ``row`` for one frame.
    ///
    /// - Throws: ``NonFiniteOutput`` (with `side`) for the first value of the row that is NaN or infinite.
    @inline(__always)
    func load(sample: ScrollSample, layout: HeaderLayout, seq: Int, side: NonFiniteOutput.Side?) throws {
        columns.values(sample: sample, layout: layout, into: &row)
        if let error = NonFiniteOutput.first(in: row, names: rowNames, frame: seq, side: side) { throw error }
        row.append(sample.insetTop)
        row.append(sample.viewportWidth)
        row.append(sample.viewportHeight)
        row.append(sample.contentHeight)
    }

    func keep() {
        keptRows.append(contentsOf: row)
    }
}
