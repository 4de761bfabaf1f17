import StretchyCore
import StretchyReplay
import StretchyStore

/// Everything a report shows of one session, gathered in one streaming pass over its samples.
struct SessionReport {
    /// The most releases the filmstrip shows; later ones are counted, not drawn.
    static let maximumReleases = 24

    var info: SessionInfo
    var sides: [SideCollector]
    /// The first side's replay summary; set once the replay has run.
    var summary: ReplaySummary!
    var secondDigest: SHA256Digest?
    /// With `--against-golden`: the golden, shown as the first side, and how many frames it holds.
    var golden: GoldenInfo?
    var frames = 0
    var firstTime = 0.0
    /// The kept frames' sequence numbers and phases.
    var keptSeqs: [Int] = []
    var keptPhases: [UInt8] = []
    var plots: ColumnReducer
    /// The dominant phase per pixel column: counts, phase-major.
    var phaseCounts: [Int]
    var keyFrames: [KeyFrame] = []
    var releases = 0
    /// The first frame where the two sides differ, and the largest difference with its frame.
    var firstDivergence: Int?
    var largestDifference = 0.0
    var largestDifferenceSeq: Int?
    /// The times of ``firstDivergence`` and ``largestDifferenceSeq``.
    var firstDivergenceTime = 0.0
    var largestDifferenceTime = 0.0
    /// The current frame's largest difference, for the difference plot.
    var currentDifference = 0.0
    /// The compared rows' positions, first side then second, by shared column name.
    var compared: [(Int, Int)] = []

    /// Replays one session through one or two stacks in lockstep; with `golden`, through the second side's stack
    /// beside the golden's stored frames (the first side). The samples are `samples` when given (the session's, held
    /// in memory), else read from the file.
    static func collect(
        session: String, store: SessionStore, samples: [ScrollSample]? = nil, sides: [ReportSide],
        golden goldenName: String? = nil, profile: Bool, playerFrameCap: Int, plotColumns: Int
    ) throws -> SessionReport {
        // Samples at hand give the count and duration without the pass over the file's rows that counts them.
        let info: SessionInfo
        if let samples, let first = samples.first, let last = samples.last {
            info = try store.session(named: session, sampleCount: samples.count, duration: last.time - first.time)
        } else {
            info = try store.session(named: session)
        }
        var stored = try goldenName.map { try StoredGoldenFrames(named: $0, session: session, in: store) }
        // The side the engine replays: the first, or today's beside a golden.
        let live = stored == nil ? 0 : 1
        let collectors = sides.indices.map { index in
            if index == 0, let stored {
                SideCollector(golden: stored.golden, stack: sides[1].stack)
            } else {
                SideCollector(stack: sides[index].stack)
            }
        }
        let seriesCount = collectors.reduce(0) { $0 + $1.plotted.count } + (collectors.count > 1 ? 1 : 0)
        var report = SessionReport(
            info: info, sides: collectors, summary: nil, golden: stored?.golden,
            plots: ColumnReducer(seriesCount: seriesCount, columns: plotColumns),
            phaseCounts: [Int](repeating: 0, count: ScrollPhase.allCases.count * plotColumns))
        if collectors.count > 1 {
            let second = collectors[1].rowNames
            report.compared = collectors[0].rowNames.enumerated().compactMap { index, name -> (Int, Int)? in
                guard name != "t", name != "offset_y", !name.hasPrefix("sample."),
                    let other = second.firstIndex(of: name)
                else { return nil }
                return (index, other)
            }
        }
        let count = max(info.sampleCount, 1)
        let scale = info.duration > 0 ? Double(plotColumns) / info.duration : 0
        var secondRunner = sides.count > 1 && stored == nil ? sides[1].stack.makeRunner() : nil
        var nextKept = 0
        var keptIndex = 0
        // The largest stretch and the most collapsed frame so far; they move at many frames (every frame of a
        // steady pull or collapse), so their rows are copied into the same arrays each time.
        var best = (stretch: -Double.infinity, frame: KeyFrame(reason: "largest stretch", seq: 0, phase: 0, rows: []))
        var least = (stretch: Double.infinity, frame: KeyFrame(reason: "most collapsed", seq: 0, phase: 0, rows: []))
        var collapsed: KeyFrame?
        var last = KeyFrame(reason: "end", seq: 0, phase: 0, rows: collectors.map { _ in [] })
        var previousPhase = ScrollPhase.idle
        let engine = ReplayEngine(stack: sides[live].stack)
        let goldenZeros = [Double](repeating: 0, count: max(0, (stored?.golden.columns.count ?? 1) - 1))
        // The page draws every attribute of every subview, so each must be finite, not only the stack's columns the
        // engine checks: a NaN reached the page's script as null.
        let nonFiniteSide: (Int) -> NonFiniteOutput.Side? = {
            collectors.count > 1 && live == 0 ? ($0 == 0 ? .first : .second) : nil
        }
        func onFrame(_ frame: ReplayFrame) throws {
            let seq = frame.seq
            if seq == 0 { report.firstTime = frame.sample.time }
            try collectors[live].load(sample: frame.sample, layout: frame.layout, seq: seq, side: nonFiniteSide(live))
            if var golden = stored {
                stored = nil  // keeps the reader's buffer uniquely owned while it reads
                // A golden shorter than the replay keeps its last frame (zeros if it has none); the page says how
                // many frames it holds.
                let values = try golden.next() || golden.read > 0 ? golden.values : goldenZeros
                collectors[0].load(stored: values, sample: frame.sample)
                stored = golden
                report.compare(seq: seq, phase: frame.sample.phase)
            }
            if var runner = secondRunner {
                secondRunner = nil  // keeps the runner's buffers uniquely owned while it steps
                let layout = try runner.step(frame.sample)
                secondRunner = runner
                let side = collectors[1]
                try side.load(sample: frame.sample, layout: layout, seq: seq, side: nonFiniteSide(1))
                side.digestColumns.values(sample: frame.sample, layout: layout, into: &side.digestValues)
                side.digester.add(seq: seq, values: side.digestValues)
                report.compare(seq: seq, phase: frame.sample.phase)
            }
            let column = min(plotColumns - 1, max(0, Int((frame.sample.time - report.firstTime) * scale)))
            report.reduce(column: column, phase: frame.sample.phase)
            let phase = ScrollPhase.allCases.firstIndex(of: frame.sample.phase)!
            if seq == nextKept, keptIndex < playerFrameCap {
                report.keptSeqs.append(seq)
                report.keptPhases.append(UInt8(phase))
                for side in collectors { side.keep() }
                keptIndex += 1
                nextKept =
                    count <= playerFrameCap
                    ? seq + 1
                    : Int((Double(keptIndex) * Double(count - 1) / Double(playerFrameCap - 1)).rounded())
            }
            let stretch = collectors[live].row[6]
            if seq == 0 { report.keyFrames.append(report.keyFrame("start", seq: 0, phase: phase)) }
            if stretch > best.stretch {
                best.stretch = stretch
                best.frame.take(seq: seq, phase: phase, from: collectors)
            }
            if stretch < least.stretch {
                least.stretch = stretch
                least.frame.take(seq: seq, phase: phase, from: collectors)
            }
            if collapsed == nil, stretch <= 0 { collapsed = report.keyFrame("fully collapsed", seq: seq, phase: phase) }
            let touching = previousPhase == .tracking || previousPhase == .dragging
            if touching, frame.sample.phase != .tracking, frame.sample.phase != .dragging {
                report.releases += 1
                if report.releases <= maximumReleases {
                    report.keyFrames.append(report.keyFrame("release", seq: seq, phase: phase))
                }
            }
            if report.firstDivergence == seq {
                report.keyFrames.append(report.keyFrame("first divergence", seq: seq, phase: phase))
            }
            previousPhase = frame.sample.phase
            last.take(seq: seq, phase: phase, from: collectors)
            report.frames = seq + 1
        }
        let profiling = profile ? ProfileMode.everyFrame(capacity: info.sampleCount) : nil
        report.summary = try ReplayError.naming(session: session, in: store, stacks: sides.map(\.stack)) {
            if let samples {
                var source = ArraySampleSource(samples)
                return try engine.run(&source, profiling: profiling, onFrame: onFrame)
            }
            var cursor = try store.sampleCursor(session: session)
            return try engine.run(&cursor, profiling: profiling, onFrame: onFrame)
        }
        try stored?.finish()
        if report.frames > 0 {
            // A session that never stretches (the stretch factor never above 1) has no largest stretch to show.
            if best.stretch > 1 {
                report.keyFrames.append(best.frame)
            }
            report.keyFrames.append(collapsed ?? least.frame)
            report.keyFrames.append(last)
            report.keyFrames.sort { ($0.seq, $0.order) < ($1.seq, $1.order) }
        }
        if collectors.count > 1, live == 0 { report.secondDigest = collectors[1].digester.finalize() }
        return report
    }

    private func keyFrame(_ reason: String, seq: Int, phase: Int) -> KeyFrame {
        KeyFrame(reason: reason, seq: seq, phase: phase, rows: sides.map(\.row))
    }

    /// The largest difference between the sides' compared fields on the current frame.
    private mutating func compare(seq: Int, phase: ScrollPhase) {
        let first = sides[0].row
        let second = sides[1].row
        var difference = 0.0
        for (a, b) in compared {
            let d = FieldDifference.difference(first[a], second[b])
            if d > difference { difference = d }
        }
        if difference > 0, firstDivergence == nil {
            firstDivergence = seq
            firstDivergenceTime = first[0]
        }
        if difference > largestDifference {
            largestDifference = difference
            largestDifferenceSeq = seq
            largestDifferenceTime = first[0]
        }
        currentDifference = difference
    }

    private mutating func reduce(column: Int, phase: ScrollPhase) {
        var series = 0
        for side in sides {
            let row = side.row
            for index in side.plotted {
                plots.add(row[index], series: series, column: column)
                series += 1
            }
        }
        if sides.count > 1 { plots.add(currentDifference, series: series, column: column) }
        phaseCounts[ScrollPhase.allCases.firstIndex(of: phase)! * plots.columns + column] += 1
    }
}
