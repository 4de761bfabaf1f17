import StretchyCore

/// Shrinks a failing session to a small one that fails the same invariant: fewer gestures, then fewer samples,
/// then rounder numbers. Every step is deterministic, so the same failure always shrinks to the same session.
struct Shrinker {
    let checker: SessionChecker
    let invariant: String
    /// How many candidate sessions shrinking may try, so a slow failure cannot run for ever.
    var budget = 4000

    private func failure(_ samples: [ScrollSample]) -> CheckViolation? {
        guard budget > 0 else { return nil }
        if case .fail(let violation) = checker.check(samples, onSecondThread: invariant == "second-thread"),
            violation.invariant == invariant
        {
            return violation
        }
        return nil
    }

    /// Step one: drop gestures (halves first, then one at a time) while the script still fails.
    mutating func shrink(script: CheckScript) -> CheckScript {
        var script = script
        var chunk = max(1, script.gestures.count / 2)
        while chunk >= 1, script.gestures.count > 1 {
            var start = 0
            var removed = false
            while start < script.gestures.count, script.gestures.count > 1 {
                var candidate = script
                candidate.gestures.removeSubrange(start..<min(start + chunk, candidate.gestures.count))
                budget -= 1
                if let parsed = candidate.parsed(), failure(Array(parsed.samples())) != nil {
                    script = candidate
                    removed = true
                } else {
                    start += chunk
                }
            }
            if !removed { chunk /= 2 }
        }
        return script
    }

    /// Steps two and three: cut the samples after the failing frame, remove runs of samples, then round numbers.
    mutating func shrink(samples: [ScrollSample], failingAt frame: Int) -> [ScrollSample] {
        var samples = Array(samples.prefix(frame + 1))
        if failure(samples) == nil { return samples }
        var chunk = max(1, samples.count / 2)
        while chunk >= 1 {
            var start = 0
            while start < samples.count, samples.count > 1 {
                var candidate = samples
                candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                budget -= 1
                if let violation = failure(candidate) {
                    samples = Array(candidate.prefix(violation.frame + 1))
                } else {
                    start += chunk
                }
            }
            chunk = chunk == 1 ? 0 : max(1, chunk / 2)
        }
        return round(samples)
    }

    private mutating func round(_ samples: [ScrollSample]) -> [ScrollSample] {
        var samples = samples
        let fields: [WritableKeyPath<ScrollSample, Double>] = [
            \.time, \.offsetY, \.insetTop, \.contentHeight, \.viewportHeight, \.viewportWidth,
        ]
        for index in samples.indices {
            if samples[index].phase != .idle {
                var candidate = samples
                candidate[index].phase = .idle
                budget -= 1
                if failure(candidate) != nil { samples = candidate }
            }
            for field in fields {
                let value = samples[index][keyPath: field]
                let defaults = Self.defaultValue(field, index: index)
                for rounded in Self.rounder(value, default: defaults) {
                    // Already this round (0 and -0 differ: -0 is not round).
                    if rounded.bitPattern == value.bitPattern { break }
                    var candidate = samples
                    candidate[index][keyPath: field] = rounded
                    budget -= 1
                    if failure(candidate) != nil {
                        samples = candidate
                        break
                    }
                }
            }
        }
        return samples
    }

    private static func defaultValue(_ field: WritableKeyPath<ScrollSample, Double>, index: Int) -> Double {
        switch field {
        case \.time: Double(index) / 60
        case \.insetTop: ScrollSample.Defaults.insetTop
        case \.contentHeight: ScrollSample.Defaults.contentHeight
        case \.viewportHeight: ScrollSample.Defaults.viewportHeight
        case \.viewportWidth: ScrollSample.Defaults.viewportWidth
        default: 0
        }
    }

    /// Rounder forms of a number, roundest first: the field's default, then multiples of 100, 10, 1 and 0.1.
    static func rounder(_ value: Double, default: Double) -> [Double] {
        var values = [`default`]
        for step in [100.0, 10, 1, 0.1] {
            let rounded = (value / step).rounded() * step + 0  // + 0 turns -0 into 0
            if !values.contains(where: { $0.bitPattern == rounded.bitPattern }) { values.append(rounded) }
        }
        return values
    }
}
