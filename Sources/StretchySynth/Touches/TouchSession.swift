import StretchyCore
import _StretchySystem

/// A scroll session made from finger traces: the samples, one per frame, and each stroke's release.
///
/// Per stroke: the content holds still while the finger stays within the touch slop (`tracking`); past it, the
/// offset follows the finger one to one inside the bounds and through the rubber band outside (`dragging`), the
/// finger placed at each frame time by linear interpolation between events. At the `up`, ``VelocityTracker``
/// estimates the release velocity from the `down` and `move` events with the profile's ``VelocityStrategy`` (zero
/// when the last one is more than 40 ms before the lift, 80 ms for Chromium's); the content then decelerates and bounces (``BallisticMotion``) until the next stroke touches
/// down, which catches it. Strokes keep the trace's gaps, but idle time after the previous motion came to rest is cut
/// to ``TouchConversionOptions/maximumGap``; a stroke whose `down` is before the previous `up` (another
/// recording) starts ``TouchConversionOptions/gapBetweenRecordings`` after the previous motion settled. Session time
/// 0 is the first `down`; the last sample is the first frame at or after the end of the last motion. Past the slop
/// the content runs the profile's ``ScrollPhysics/dragRunAhead`` ahead of the finger (Chromium's 4 ms, as a script's
/// drag does; ``FingerPath``); the UIKit and Android profiles have none.
///
/// The samples are made lazily, one per `next()`, so memory does not grow with the session's length; a session
/// that would hold more than ``SynthScript/maximumSamples`` samples is refused when it is made.
///
/// For example:
///
/// ```swift
/// let trace = try TouchTrace(contentsOfFile: "TRACE.csv")
/// let session = try TouchSession(trace: trace, options: TouchConversionOptions(scale: 2))
/// for release in session.releases { print(release.noteLine) }
/// ```
public struct TouchSession: Sendable {
    /// The samples, one per frame, times from 0, made as they are read.
    public var samples: TouchSamples
    /// How many samples ``samples`` holds.
    public let sampleCount: Int
    /// Each stroke's release, in stroke order.
    public var releases: [StrokeRelease]
    /// The options the session was made with.
    public var options: TouchConversionOptions
    /// The trace's file name.
    public var file: String
    /// The trace's events on the session's clock, in points (divided by ``TouchConversionOptions/scale``), stroke by
    /// stroke, each stroke's finger its own pointer (from 0): what `import-touches` stores as the session's touch
    /// events, so that `fidelity` re-plays the strokes from them.
    public let touches: [TouchPoint]
    /// The motions the samples are drawn from, in session time: what ``FidelityCheck`` evaluates at a recording's own
    /// frame times when it re-plays a stroke from its touch events.
    let motions: [Motion]

    /// Converts a trace into a session.
    ///
    /// - Parameters:
    ///   - trace: The finger traces.
    ///   - options: Units, clock, geometry and physics.
    /// - Throws: ``TouchTraceError/tooManySamples(file:samples:limit:)`` for a session longer than the limit.
    /// - Complexity: O(events + frames) time; memory O(events), whatever the session's length.
    public init(trace: TouchTrace, options: TouchConversionOptions = TouchConversionOptions()) throws(TouchTraceError) {
        self.options = options
        file = trace.file
        let geometry = options.geometry
        let bounds = geometry.bounds
        let physics = options.physics
        let band = physics.rubberBand(viewportHeight: geometry.viewportHeight)
        let initialOffset = options.initialOffset ?? -geometry.insetTop
        let slop = physics.touchSlop

        var motions: [Motion] = []
        var releases: [StrokeRelease] = []
        var last = Motion(start: 0, kind: .rest(offset: initialOffset, phase: .idle))
        var previousUp: (trace: Double, session: Double)?
        var touches: [TouchPoint] = []
        for (strokeIndex, stroke) in trace.strokes.enumerated() {
            let events = stroke.events
            let down = events[0]
            let downTime: Double
            if let previousUp {
                if down.time >= previousUp.trace {
                    let settled = max(previousUp.session, last.settledTime) - previousUp.session
                    downTime = previousUp.session + min(down.time - previousUp.trace, settled + options.maximumGap)
                } else {
                    downTime = max(previousUp.session, last.settledTime) + options.gapBetweenRecordings
                }
            } else {
                downTime = 0
            }
            let shift = downTime - down.time
            let times = events.map { $0.time + shift }
            let ys = events.map { $0.y / options.scale }
            let upTime = times[times.count - 1]
            for (event, time) in zip(events, times) {
                let kind: TouchPoint.Kind =
                    switch event.kind {
                    case .down: .down
                    case .move: .move
                    case .up: .up
                    }
                touches.append(
                    TouchPoint(
                        time: time, x: event.x / options.scale, y: event.y / options.scale, kind: kind,
                        pointer: strokeIndex))
            }

            // Touch down: catch whatever moves, hold it while the finger stays within the slop.
            let downOffset = last.state(at: downTime).offset
            last = Motion(start: downTime, kind: .rest(offset: downOffset, phase: .tracking))
            motions.append(last)

            var dragging = false
            if let crossing = Self.slopCrossing(times: times, ys: ys, slop: slop) {
                let rawStart = band.rawOffset(forOffset: downOffset, in: bounds)
                let path = FingerPath(times: times, ys: ys, lead: physics.dragRunAhead)
                last = Motion(
                    start: crossing.time,
                    kind: .trace(path, rawStart: rawStart, yReference: crossing.y, band: band, bounds: bounds))
                motions.append(last)
                dragging = true
            }

            var tracker = VelocityTracker(strategy: physics.velocityStrategy)
            for event in events where event.kind != .up {
                tracker.addPosition(time: event.time, x: event.x, y: event.y)
            }
            let velocity = tracker.velocity(at: events[events.count - 1].time)
            let upOffset = last.state(at: upTime).offset
            var offsetVelocity = 0.0
            if dragging, case .trace(let path, let rawStart, let yReference, _, _) = last.kind {
                let raw = rawStart - (path.content(at: upTime) - yReference)
                offsetVelocity = -velocity.y / options.scale * band.slope(atRawOffset: raw, in: bounds)
            }
            let outcome: StrokeRelease.Outcome
            if !bounds.contains(upOffset) {
                outcome = .bounce
            } else if !dragging {
                outcome = .tap
            } else if abs(offsetVelocity) >= physics.minimumFlingVelocity {
                outcome = .fling
            } else {
                outcome = .rest
            }
            switch outcome {
            case .bounce, .fling:
                let ballistic = BallisticMotion(
                    offset: upOffset, velocity: offsetVelocity, bounds: bounds, physics: physics,
                    viewportHeight: geometry.viewportHeight)
                last = Motion(start: upTime, kind: .ballistic(ballistic))
            case .tap, .rest:
                last = Motion(start: upTime, kind: .rest(offset: upOffset, phase: .idle))
            }
            motions.append(last)
            releases.append(
                StrokeRelease(
                    stroke: stroke.id, time: upTime, velocity: velocity, offset: upOffset,
                    offsetVelocity: offsetVelocity, outcome: outcome))
            previousUp = (events[events.count - 1].time, upTime)
        }
        let endTime = max(previousUp?.session ?? 0, last.settledTime)
        let estimate = endTime * options.clock.framesPerSecond
        guard estimate.isFinite, estimate <= Double(SynthScript.maximumSamples) else {
            throw .tooManySamples(file: trace.file, samples: estimate, limit: SynthScript.maximumSamples)
        }
        self.motions = motions
        self.touches = touches
        samples = TouchSamples(
            source: ArrayMotionSource(motions: motions, endTime: endTime), clock: options.clock, geometry: geometry,
            initialOffset: initialOffset)
        sampleCount = options.clock.frameCount(through: endTime)
        self.releases = releases
    }

    /// The session's notes: a line naming the trace and options, then one ``StrokeRelease/noteLine`` per stroke.
    package var notes: String {
        var lines = [
            "touch import of \(file): scale \(NumberFormatting.shortest(options.scale)) units/pt, "
                + "\(options.clock), physics \(options.physics.name), \(sampleCount) samples"
        ]
        lines += releases.map(\.noteLine)
        return lines.joined(separator: "\n")
    }

    /// The time and y at which the finger first moves `slop` away from its `down` position, vertically.
    static func slopCrossing(times: [Double], ys: [Double], slop: Double) -> (time: Double, y: Double)? {
        let origin = ys[0]
        for index in 1..<ys.count where abs(ys[index] - origin) > slop {
            let target = ys[index] > origin ? origin + slop : origin - slop
            let span = ys[index] - ys[index - 1]
            let fraction = span == 0 ? 1 : min(max((target - ys[index - 1]) / span, 0), 1)
            return (times[index - 1] + (times[index] - times[index - 1]) * fraction, target)
        }
        return nil
    }
}
