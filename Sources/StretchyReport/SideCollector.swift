import StretchyCore
import StretchyReplay
import StretchyStore

/// Gathers what a report shows of one stack's replay of one session, frame by frame, in memory bounded by the
/// player's cap and the plots' width whatever the session's length.
final class SideCollector {
    /// The extra sample columns every row carries after the frame columns.
    static let sampleColumns = [
        "sample.inset_top", "sample.viewport_width", "sample.viewport_height", "sample.content_height",
    ]

    /// The columns of the stack replayed; `nil` for a golden's stored frames.
    let columns: FrameColumns?
    /// Every column of a row: the frame columns after `seq`, then ``sampleColumns``.
    let rowNames: [String]
    /// The row's positions of the plotted series.
    let plotted: [Int]
    // The mutable properties are marked `@exclusivity(unchecked)`: each is touched several times a frame, only by
    // the one thread replaying, and the run-time exclusivity check was a tenth of a report's time.
    @exclusivity(unchecked) var row: [Double] = []
    /// The kept rows, row-major.
    @exclusivity(unchecked) var keptRows: [Double] = []
    @exclusivity(unchecked) var digester: FrameDigester
    let digestColumns: FrameColumns
    @exclusivity(unchecked) var digestValues: [Double] = []

    init(stack: BehaviorStack) {
        let columns = FrameColumns.everyAttribute(of: stack)
        self.columns = columns
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

    /// A golden's stored frames: its columns after `seq`, then ``sampleColumns``; nothing to digest (the golden's
    /// digest is checked as it is read).
    init(golden: GoldenInfo, stack: BehaviorStack) {
        columns = nil
        let stored = Array(golden.columns.dropFirst())
        rowNames = stored + Self.sampleColumns
        digestColumns = FrameColumns(stack: stack)
        digester = FrameDigester(columns: digestColumns)
        let names = rowNames
        let plotted =
            ["offset_y", "header_height", "content_height", "stretch_factor"]
            + stored.dropFirst(FrameColumns.fixed.count - 1)
        self.plotted = plotted.compactMap { name in names.firstIndex(of: name) }
        row.reserveCapacity(rowNames.count)
    }

    var plottedNames: [String] { plotted.map { rowNames[$0] } }

    /// Fills ``row`` for one frame.
    ///
    /// - Throws: ``NonFiniteOutput`` (with `side`) for the first value of the row that is NaN or infinite.
    @inline(__always)
    func load(sample: ScrollSample, layout: HeaderLayout, seq: Int, side: NonFiniteOutput.Side?) throws {
        columns!.values(sample: sample, layout: layout, into: &row)
        if let error = NonFiniteOutput.first(in: row, names: rowNames, frame: seq, side: side) { throw error }
        appendSample(sample)
    }

    @inline(__always)
    private func appendSample(_ sample: ScrollSample) {
        row.append(sample.insetTop)
        row.append(sample.viewportWidth)
        row.append(sample.viewportHeight)
        row.append(sample.contentHeight)
    }

    /// Fills ``row`` for one frame of a golden: its stored values, then the sample's.
    func load(stored values: [Double], sample: ScrollSample) {
        row.removeAll(keepingCapacity: true)
        row.append(contentsOf: values)
        appendSample(sample)
    }

    func keep() {
        keptRows.append(contentsOf: row)
    }
}
