import StretchyCore

/// A recorded finger's vertical position over time, linearly interpolated between events.
///
/// Interpolation is what Flutter's `PointerEventResampler._positionAt` does to place a finger at a frame time.
struct FingerPath: Sendable {
    /// Event times in session seconds, never decreasing.
    let times: [Double]
    /// Vertical positions in points.
    let ys: [Double]

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

    /// The finger's speed along y at `time` (the slope of the segment), points per second.
    func velocity(at time: Double) -> Double {
        let index = segmentIndex(at: time)
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
