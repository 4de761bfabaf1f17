/// Estimates a finger's release velocity the way Flutter's touch `VelocityTracker` does, or, with
/// ``VelocityStrategy/chromiumRestricted``, Chromium's `LSQ2_RESTRICTED`.
///
/// The tracker keeps the last 20 positions. To estimate, it walks back from the newest and stops at a sample more
/// than 100 ms older than the newest or more than 40 ms from the next newer one; with at least 3 samples it fits
/// `x(t)` and `y(t)` separately with degree-2 least squares (all weights 1, `t` in milliseconds relative to the
/// newest sample) and returns each linear coefficient × 1000, in units per second. Fewer samples, or a degenerate
/// fit, give zero. Source: flutter/flutter `packages/flutter/lib/src/gestures/velocity_tracker.dart`; tested
/// against the strokes and expectations of its `velocity_tracker_test.dart` (docs/physics.md).
///
/// For example:
///
/// ```swift
/// var tracker = VelocityTracker()
/// tracker.addPosition(time: 0.000, x: 0, y: 0)
/// tracker.addPosition(time: 0.010, x: 0, y: 10)
/// tracker.addPosition(time: 0.020, x: 0, y: 20)
/// tracker.velocity().y  // 1000 (within rounding)
/// ```
package struct VelocityTracker: Hashable, Sendable {
    /// How many positions are kept: 20.
    static let historySize = 20
    /// How far back from the newest sample positions count: 100 ms.
    static let horizon = 0.100
    /// The estimator's details: Flutter's by default.
    let strategy: VelocityStrategy

    private struct Sample: Hashable, Sendable {
        var time: Double
        var x: Double
        var y: Double
    }

    private var samples: [Sample?] = Array(repeating: nil, count: VelocityTracker.historySize)
    private var index = 0

    /// Creates an empty tracker.
    ///
    /// - Parameter strategy: The estimator; Flutter's LSQ2 by default.
    package init(strategy: VelocityStrategy = .flutter) {
        self.strategy = strategy
    }

    /// Records a position.
    ///
    /// - Parameters:
    ///   - time: Seconds, on any clock that never goes backwards.
    ///   - x: The horizontal position.
    ///   - y: The vertical position.
    package mutating func addPosition(time: Double, x: Double, y: Double) {
        index += 1
        if index == Self.historySize { index = 0 }
        samples[index] = Sample(time: time, x: x, y: y)
    }

    /// The time of the newest position, or `nil` when there is none.
    var newestTime: Double? { samples[index]?.time }

    /// The estimated velocity, as Flutter's `getVelocity()`.
    ///
    /// - Returns: Units per second on each axis; zero with fewer than 3 usable samples.
    /// - Complexity: O(1): at most 20 samples.
    func velocity() -> TouchVelocity {
        guard let newest = samples[index] else { return .zero }
        var xs: [Double] = []
        var ys: [Double] = []
        var times: [Double] = []
        xs.reserveCapacity(Self.historySize)
        ys.reserveCapacity(Self.historySize)
        times.reserveCapacity(Self.historySize)
        var cursor = index
        var previous = newest
        repeat {
            guard let sample = samples[cursor] else { break }
            // Whole microseconds, as Flutter's `Duration.inMicroseconds`: times converted from integer milliseconds
            // to seconds are not exact, and a sample exactly 100 ms old must stay inside the horizon.
            let age = ((newest.time - sample.time) * 1e6).rounded() / 1000
            let delta = (abs(sample.time - previous.time) * 1e6).rounded() / 1000
            previous = sample
            let gap = strategy.moveStoppedGap * 1000
            let stopped = strategy == .flutter ? delta > gap : delta >= gap
            if age > Self.horizon * 1000 || stopped { break }
            xs.append(sample.x)
            ys.append(sample.y)
            times.append(-age)
            cursor = (cursor == 0 ? Self.historySize : cursor) - 1
        } while times.count < Self.historySize
        guard times.count >= strategy.minimumSampleCount else { return .zero }
        let weights = [Double](repeating: 1, count: times.count)
        let degree = min(2, times.count - 1)
        guard let xFit = LeastSquaresSolver.solve(x: times, y: xs, weights: weights, degree: degree),
            let yFit = LeastSquaresSolver.solve(x: times, y: ys, weights: weights, degree: degree)
        else { return .zero }
        let velocity = TouchVelocity(x: xFit[1] * 1000, y: yFit[1] * 1000)
        if strategy == .chromiumRestricted {
            // LSQ2_RESTRICTED: no velocity against the window's displacement, oldest to newest.
            let dx = xs[0] - xs[xs.count - 1]
            let dy = ys[0] - ys[ys.count - 1]
            if velocity.x * dx + velocity.y * dy < 0 { return .zero }
        }
        return velocity
    }

    /// The estimated velocity at a given time: zero when the newest position is more than 40 ms older (Chromium:
    /// 80 ms or more).
    ///
    /// Newer Flutter versions add this check with a stopwatch: a finger that rests before lifting does not fling.
    ///
    /// - Parameter time: Seconds on the clock of ``addPosition(time:x:y:)``, typically the lift's time.
    /// - Returns: Units per second on each axis.
    package func velocity(at time: Double) -> TouchVelocity {
        guard let newest = newestTime else { return .zero }
        let gap = time - newest
        let stopped = strategy == .flutter ? gap > strategy.upStoppedGap : gap >= strategy.upStoppedGap
        guard !stopped else { return .zero }
        return velocity()
    }
}
