import StretchyCore

extension FidelityCheck {
    /// The strokes of a session's touch events: each finger's `down`, its `move`s and its `up`, in the order they
    /// touched down. A stroke that is cancelled, or has no `up` (the recording stopped), is left out: it has no lift.
    ///
    /// - Parameter touches: The session's touch events, in time order.
    /// - Returns: The strokes, each `down` first and `up` last.
    static func touchStrokes(_ touches: [TouchPoint]) -> [[TouchPoint]] {
        var open: [Int: [TouchPoint]] = [:]
        var strokes: [[TouchPoint]] = []
        for touch in touches {
            switch touch.kind {
            case .down:
                open[touch.pointer] = [touch]
            case .move:
                open[touch.pointer]?.append(touch)
            case .cancel:
                open[touch.pointer] = nil
            case .up:
                guard var stroke = open.removeValue(forKey: touch.pointer) else { continue }
                stroke.append(touch)
                strokes.append(stroke)
            }
        }
        return strokes.sorted { ($0[0].time, $0[0].pointer) < ($1[0].time, $1[0].pointer) }
    }

    /// Compares every stroke of a recording with its re-play from the session's own touch events.
    ///
    /// Each stroke (``touchStrokes(_:)``) goes through the profile whole, as `import-touches` converts a trace
    /// (``TouchSession``): from the recorded offset at its `down`, in the recording's geometry, the content holds
    /// within the profile's touch slop, then follows the finger's path (with the profile's run-ahead), and at the `up`
    /// flings with the velocity the profile's tracker estimates from the events, into the profile's edges. Nothing
    /// is read off the offsets but where the stroke starts; the re-play is then aligned in time only, the whole
    /// millisecond in ±``alignmentRange`` with the smallest mean error (a display that lags the finger is a shift),
    /// over the frames in motion from the first frame at or after the `up` until the next `down` or a programmatic
    /// scroll. A stroke whose finger never left the slop (a tap) is left out.
    ///
    /// - Parameters:
    ///   - samples: The recorded samples, in time order.
    ///   - touches: The session's touch events, in time order, on the samples' clock.
    /// - Returns: One result per stroke that dragged.
    public func compare(_ samples: [ScrollSample], touches: [TouchPoint]) -> [StrokeFidelity] {
        let strokes = Self.touchStrokes(touches)
        return strokes.enumerated().compactMap { index, stroke in
            let up = stroke[stroke.count - 1].time
            let nextDown = strokes[(index + 1)...].map { $0[0].time }.filter { $0 >= up }.min()
            return replay(samples, stroke: stroke, until: nextDown ?? .infinity)
        }
    }

    /// One stroke re-played from its touch events and compared (``compare(_:touches:)``); `nil` for a tap, or when
    /// the session has no sample.
    private func replay(_ samples: [ScrollSample], stroke: [TouchPoint], until nextDown: Double) -> StrokeFidelity? {
        let down = stroke[0].time
        let upTime = stroke[stroke.count - 1].time
        guard let start = samples.last(where: { $0.time <= down }) ?? samples.first else { return nil }
        let events = stroke.enumerated().map { index, touch in
            let kind: TouchEvent.Kind = index == 0 ? .down : index == stroke.count - 1 ? .up : .move
            return TouchEvent(kind: kind, time: touch.time, x: touch.x, y: touch.y, line: 0)
        }
        let options = TouchConversionOptions(
            geometry: ScrollGeometry(
                insetTop: start.insetTop, viewportWidth: start.viewportWidth, viewportHeight: start.viewportHeight,
                contentHeight: start.contentHeight),
            initialOffset: start.offsetY, physics: physics)
        let trace = TouchTrace(
            file: "touches", timeUnit: .milliseconds, strokes: [TouchStroke(id: "1", events: events)])
        guard let session = try? TouchSession(trace: trace, options: options),
            let lift = session.releases.first, lift.outcome != .tap
        else { return nil }
        let motions = session.motions
        func offset(at time: Double) -> Double {
            let elapsed = time - down
            guard let motion = motions.last(where: { $0.start <= elapsed }) else { return start.offsetY }
            return motion.state(at: elapsed).offset
        }
        var end = samples.firstIndex { $0.time >= upTime } ?? samples.count
        let first = end
        while end < samples.count, samples[end].time < nextDown, samples[end].phase != .programmatic { end += 1 }
        let (frames, restFrames) = Self.inMotion(samples[first..<end])
        var best = (step: 0, mean: Double.infinity)
        for step in -Self.alignmentRange...Self.alignmentRange {
            let shift = Double(step) / 1000
            let mean = Self.meanError(frameErrors(frames, from: upTime - shift) { offset(at: $0 + shift) })
            if mean < best.mean { best = (step, mean) }
        }
        let shift = Double(best.step) / 1000
        var release = FidelityRelease(
            time: upTime, offset: lift.offset, velocity: lift.offsetVelocity, velocitySource: "touches")
        release.touchEvents = stroke.count
        let last = motions[motions.count - 1]
        return StrokeFidelity(
            release: release, alignment: shift, frames: frames, restFrames: restFrames,
            aligned: frameErrors(frames, from: upTime - shift) { offset(at: $0 + shift) },
            synthesizedRest: last.state(at: last.settledTime).offset,
            synthesizedDuration: max(0, last.settledTime - (upTime - down)), allowsStaleFrames: allowsStaleFrames,
            isAlignmentAtSearchLimit: !frames.isEmpty && abs(best.step) == Self.alignmentRange)
    }
}
