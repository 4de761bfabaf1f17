import StretchyReplay
import _StretchySystem

/// The timeline a profiled report draws, reduced from every frame's timings (``FrameTimings``) so that its size does
/// not grow with the session: every frame when there are at most ``frameCap``, otherwise one entry per pixel column
/// (the column's slowest frame, with the column's mean and frame count).
struct ReportTimeline {
    /// The most frames the timeline embeds one by one; longer sessions are thinned to one entry per pixel column.
    static let frameCap = 5000
    /// Log-spaced histogram buckets per decade of nanoseconds.
    static let bucketsPerDecade = 10
    /// How many of the slowest frames are marked.
    static let markedFrames = 5
    /// The refresh rates the page offers budgets for, besides the session's own.
    static let refreshRates: [Double] = [60, 90, 120]

    /// One bar: a frame, or a pixel column's slowest frame.
    struct Entry {
        var seq: Int
        /// Its time since the first frame, in seconds.
        var time: Double
        var nanoseconds: UInt32
        /// The mean of the frames it stands for, and how many.
        var mean: Double
        var count: Int
    }

    var behaviors: [String]
    var frames: Int
    var isThinned: Bool
    var entries: [Entry]
    /// Each behaviour's cost per entry, behaviour-major.
    var costs: [[UInt32]]
    /// Each behaviour's total over every frame, and every frame's.
    var behaviorTotals: [Double]
    var frameTotal: Double
    /// The slowest frames, slowest first.
    var slowest: [Entry]
    /// The first bucket's index (`floor(log10(ns) * bucketsPerDecade)`) and the frame counts from there.
    var firstBucket: Int
    var buckets: [Int]
    /// Frames over the budget of each of ``refreshRates`` and of `sessionRate`, as (rate, count).
    var overBudget: [(rate: Double, frames: Int)]

    /// Reduces a replay's timings.
    ///
    /// - Parameters:
    ///   - timings: Every frame's timings.
    ///   - columns: The plots' width in pixel columns.
    ///   - duration: The session's duration in seconds, which the columns span.
    ///   - sessionRate: The session's own refresh rate, when it has one.
    init(_ timings: FrameTimings, columns: Int, duration: Double, sessionRate: Double?) {
        behaviors = timings.behaviors
        frames = timings.count
        isThinned = frames > Self.frameCap
        let width = behaviors.count
        let first = timings.times.first ?? 0
        let totals = timings.frameNanoseconds
        let perBehavior = timings.behaviorNanoseconds
        behaviorTotals = (0..<width).map { behavior in
            stride(from: behavior, to: perBehavior.count, by: max(1, width)).reduce(0.0) {
                $0 + Double(perBehavior[$1])
            }
        }
        frameTotal = totals.reduce(0.0) { $0 + Double($1) }
        func entry(_ frame: Int, mean: Double, count: Int) -> Entry {
            Entry(seq: frame, time: timings.times[frame] - first, nanoseconds: totals[frame], mean: mean, count: count)
        }
        var chosen: [Entry] = []
        if isThinned {
            let scale = duration > 0 ? Double(columns) / duration : 0
            var slowestIn = [Int](repeating: -1, count: columns)
            var sums = [Double](repeating: 0, count: columns)
            var counts = [Int](repeating: 0, count: columns)
            for frame in 0..<frames {
                let column = min(columns - 1, max(0, Int((timings.times[frame] - first) * scale)))
                if slowestIn[column] < 0 || totals[frame] > totals[slowestIn[column]] { slowestIn[column] = frame }
                sums[column] += Double(totals[frame])
                counts[column] += 1
            }
            for column in 0..<columns where counts[column] > 0 {
                chosen.append(
                    entry(slowestIn[column], mean: sums[column] / Double(counts[column]), count: counts[column]))
            }
        } else {
            chosen = (0..<frames).map { entry($0, mean: Double(totals[$0]), count: 1) }
        }
        entries = chosen
        costs = (0..<width).map { behavior in chosen.map { perBehavior[$0.seq * width + behavior] } }
        var slowest: [Int] = []
        for frame in 0..<frames {
            guard slowest.count < Self.markedFrames || totals[frame] > totals[slowest.last!] else { continue }
            let place = slowest.firstIndex { totals[frame] > totals[$0] } ?? slowest.count
            slowest.insert(frame, at: place)
            if slowest.count > Self.markedFrames { slowest.removeLast() }
        }
        self.slowest = slowest.map { entry($0, mean: Double(totals[$0]), count: 1) }
        func bucket(_ nanoseconds: UInt32) -> Int {
            Int((log10(Double(max(1, nanoseconds))) * Double(Self.bucketsPerDecade)).rounded(.down))
        }
        let low = totals.min().map(bucket) ?? 0
        let high = totals.max().map(bucket) ?? 0
        var buckets = [Int](repeating: 0, count: frames > 0 ? high - low + 1 : 0)
        for nanoseconds in totals { buckets[bucket(nanoseconds) - low] += 1 }
        firstBucket = low
        self.buckets = buckets
        var rates = Self.refreshRates
        if let sessionRate, sessionRate > 0, !rates.contains(sessionRate) { rates.append(sessionRate) }
        overBudget = rates.sorted().map { rate in
            let budget = 1e9 / rate
            return (rate, totals.reduce(0) { Double($1) > budget ? $0 + 1 : $0 })
        }
    }

    /// Writes the timeline as the page's `profile.timeline` object (docs/report.md).
    func write(into json: JSONText) {
        json.object {
            json.key("behaviors") { json.array(behaviors) { json.string($0) } }
            json.key("frames") { json.number(Double(frames)) }
            json.key("thinned") { json.bool(isThinned) }
            json.key("seq") { json.array(entries) { json.number(Double($0.seq)) } }
            json.key("t") { json.array(entries) { json.number($0.time) } }
            json.key("ns") { json.array(entries) { json.number(Double($0.nanoseconds)) } }
            if isThinned {
                json.key("mean") { json.array(entries) { json.number($0.mean.rounded()) } }
                json.key("count") { json.array(entries) { json.number(Double($0.count)) } }
            }
            json.key("costs") { json.array(costs) { row in json.array(row) { json.number(Double($0)) } } }
            json.key("totals") { json.array(behaviorTotals) { json.number($0) } }
            json.key("total") { json.number(frameTotal) }
            json.key("slowest") {
                json.array(slowest) { frame in
                    json.object {
                        json.key("seq") { json.number(Double(frame.seq)) }
                        json.key("t") { json.number(frame.time) }
                        json.key("ns") { json.number(Double(frame.nanoseconds)) }
                    }
                }
            }
            json.key("histogram") {
                json.object {
                    json.key("perDecade") { json.number(Double(Self.bucketsPerDecade)) }
                    json.key("first") { json.number(Double(firstBucket)) }
                    json.key("counts") { json.array(buckets) { json.number(Double($0)) } }
                }
            }
            json.key("overBudget") {
                json.array(overBudget) { entry in
                    json.object {
                        json.key("rate") { json.number(entry.rate) }
                        json.key("frames") { json.number(Double(entry.frames)) }
                    }
                }
            }
        }
    }
}
