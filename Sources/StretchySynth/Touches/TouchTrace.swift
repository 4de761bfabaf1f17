import StretchyCore

/// Raw finger traces read from a CSV file: strokes of `down`, `move` and `up` events.
///
/// The file has a header naming the columns `stroke`, `event`, a time column `t_ms` (milliseconds) or `t_ns`
/// (nanoseconds), `x` and `y`, in any order; other columns are ignored. Each stroke's rows are contiguous, start with
/// `down` and end with `up`, and its times never decrease. Fields are separated by commas, without quoting.
///
/// For example:
///
/// ```swift
/// let trace = try TouchTrace(parsing: "stroke,event,t_ms,x,y\n1,down,0,10,500\n1,up,16,10,480\n", file: "a.csv")
/// trace.strokes.count  // 1
/// ```
public struct TouchTrace: Hashable, Sendable {
    /// The unit of the trace's time column.
    enum TimeUnit: String, Hashable, Sendable {
        /// `t_ms`: milliseconds.
        case milliseconds = "t_ms"
        /// `t_ns`: nanoseconds.
        case nanoseconds = "t_ns"

        /// Seconds per unit.
        var seconds: Double {
            switch self {
            case .milliseconds: 1e-3
            case .nanoseconds: 1e-9
            }
        }
    }

    /// The file name used in errors and notes.
    public var file: String
    /// The unit the file's times were in.
    var timeUnit: TimeUnit
    /// The strokes in file order.
    var strokes: [TouchStroke]

    /// Creates a trace from strokes.
    ///
    /// - Parameters:
    ///   - file: The file name.
    ///   - timeUnit: The unit the file's times were in.
    ///   - strokes: The strokes.
    init(file: String, timeUnit: TimeUnit, strokes: [TouchStroke]) {
        self.file = file
        self.timeUnit = timeUnit
        self.strokes = strokes
    }
}
