import StretchyCore

/// One piece of a session's motion, from its start time until the next piece starts.
///
/// Sessions are a list of motions; a frame at time `t` is drawn from the last motion starting at or before `t`, by
/// evaluating its closed form at `t`. A motion's start state is the previous motion's state at its start time, so
/// the whole session is a pure function of its inputs.
struct Motion: Sendable {
    enum Kind: Sendable {
        /// Nothing moves: idle, a finger held still (tracking or dragging).
        case rest(offset: Double, phase: ScrollPhase)
        /// A finger moving at constant speed: `raw = rawStart + rawVelocity * (t - start)`, banded.
        case drag(rawStart: Double, rawVelocity: Double, band: RubberBand, bounds: ScrollBounds)
        /// A recorded finger path: `raw = rawStart - (y(t) - yReference)`, banded.
        case trace(FingerPath, rawStart: Double, yReference: Double, band: RubberBand, bounds: ScrollBounds)
        /// Deceleration and bounce after release.
        case ballistic(BallisticMotion)
        /// An animated `setContentOffset`: cosine ease-in-out from one offset to another.
        case programmatic(from: Double, to: Double, duration: Double)
    }

    var start: Double
    var kind: Kind

    /// The offset and phase at `time` (>= start).
    @inline(__always)
    func state(at time: Double) -> (offset: Double, phase: ScrollPhase) {
        switch kind {
        case .rest(let offset, let phase):
            return (offset, phase)
        case .drag(let rawStart, let rawVelocity, let band, let bounds):
            return (band.offset(forRawOffset: rawStart + rawVelocity * (time - start), in: bounds), .dragging)
        case .trace(let path, let rawStart, let yReference, let band, let bounds):
            let raw = rawStart - (path.content(at: time) - yReference)
            return (band.offset(forRawOffset: raw, in: bounds), .dragging)
        case .ballistic(let motion):
            return motion.state(at: time - start)
        case .programmatic(let from, let to, let duration):
            let elapsed = time - start
            if elapsed >= duration { return (to, .idle) }
            let eased = (1 - mathCos(Double.pi * elapsed / duration)) / 2
            return (from + (to - from) * eased, .programmatic)
        }
    }

    /// The offset velocity at `time`, points per second.
    func velocity(at time: Double) -> Double {
        switch kind {
        case .rest:
            return 0
        case .drag(let rawStart, let rawVelocity, let band, let bounds):
            return rawVelocity * band.slope(atRawOffset: rawStart + rawVelocity * (time - start), in: bounds)
        case .trace(let path, let rawStart, let yReference, let band, let bounds):
            let raw = rawStart - (path.content(at: time) - yReference)
            return -path.velocity(at: time) * band.slope(atRawOffset: raw, in: bounds)
        case .ballistic(let motion):
            return motion.velocity(at: time - start)
        case .programmatic(let from, let to, let duration):
            let elapsed = time - start
            if elapsed >= duration { return 0 }
            return (to - from) * Double.pi / (2 * duration) * mathSin(Double.pi * elapsed / duration)
        }
    }

    /// The time from which the motion no longer changes, if it ends by itself; `start` for open-ended motions.
    var settledTime: Double {
        switch kind {
        case .rest, .drag, .trace: return start
        case .ballistic(let motion): return start + motion.duration
        case .programmatic(_, _, let duration): return start + duration
        }
    }
}
