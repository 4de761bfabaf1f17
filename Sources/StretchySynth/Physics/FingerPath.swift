import StretchyCore

/// A recorded finger's vertical position over time, linearly interpolated between events.
///
/// Interpolation is what Flutter's `PointerEventResampler._positionAt` does to place a finger at a frame time.
///
/// With a ``lead`` (``ScrollPhysics/dragRunAhead``, Chromium's scroll resampling) the content follows the finger
/// `lead` seconds ahead: ``content(at:)`` is the position at `time + lead`, and past the last event that moved the
/// finger it is extrapolated along that event's segment by `lead` at most, then held, so the run-ahead stays when
/// the finger holds still, as a script's drag keeps it (`SynthMotionSource`).
struct FingerPath: Sendable {
    /// Event times in session seconds, never decreasing.
    let times: [Double]
    /// Vertical positions in points.
    let ys: [Double]
    /// How far ahead of the finger the content runs, seconds: 0 by default.
    let lead: Double
    /// The index of the last event whose position differs from its predecessor's, or 0 when none does.
    private let lastMove: Int

    /// Creates a path.
    ///
    /// - Parameters:
    ///   - times: Event times, never decreasing.
    ///   - ys: Vertical positions, one per time.
    ///   - lead: How far ahead of the finger the content runs, seconds; 0 by default.
    init(times: [Double], ys: [Double], lead: Double = 0) {
        self.times = times
        self.ys = ys
        self.lead = lead
        lastMove = (1..<max(1, ys.count)).last { ys[$0] != ys[$0 - 1] } ?? 0
    }

    /// The position the content follows at `time`: ``y(at:)`` at `time + lead`, extrapolated past the last move by
    /// `lead` at most (its segment's slope), then held; ``y(at:)`` itself without a lead.
    func content(at time: Double) -> Double {
        guard lead > 0, lastMove > 0 else { return y(at: time) }
        let ahead = time + lead
        let end = times[lastMove]
        guard ahead > end else { return y(at: ahead) }
        let span = end - times[lastMove - 1]
        let slope = span > 0 ? (ys[lastMove] - ys[lastMove - 1]) / span : 0
        return ys[lastMove] + slope * min(ahead - end, lead)
    }

    /// The position at `time`: the first or last one outside the recorded span.
    func y(at time: Double) -> Double {
        let index = segmentIndex(at: time)
        guard index >= 0 else { return ys[0] }
        guard index + 1 < times.count else { return ys[times.count - 1] }
        let span = times[index + 1] - times[index]
        if span <= 0 { return ys[index + 1] }
        let fraction = (time - times[index]) / span
        return ys[index] + (ys[index + 1] - ys[index]) * fraction
    }

    /// The speed of ``content(at:)`` along y at `time` (the slope of the segment it is on), points per second.
    func velocity(at time: Double) -> Double {
        if lead > 0, lastMove > 0, time + lead > times[lastMove] {
            guard time < times[lastMove] else { return 0 }
            let span = times[lastMove] - times[lastMove - 1]
            return span > 0 ? (ys[lastMove] - ys[lastMove - 1]) / span : 0
        }
        let index = segmentIndex(at: time + lead)
        guard index >= 0, index + 1 < times.count else { return 0 }
        let span = times[index + 1] - times[index]
        return span > 0 ? (ys[index + 1] - ys[index]) / span : 0
    }

    /// The index of the last event at or before `time`, or -1 before the first.
    private func segmentIndex(at time: Double) -> Int {
        var low = 0
        var high = times.count
        while low < high {
            let middle = (low + high) / 2
            if times[middle] <= time { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }
}
