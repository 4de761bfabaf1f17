import StretchyCore
import _StretchySystem

extension FidelityCheck {
    /// How far from a release read off the offsets a lift in the notes may be to stand for it, seconds: 0.1.
    static let touchMatchWindow = 0.1

    /// The releases of a recorded session, with the velocity taken from its touch events when its notes have them.
    ///
    /// The strokes are those of ``releases(in:)``; each takes the `offset_velocity` of the lift in the notes nearest
    /// in time (within ``touchMatchWindow``) and is labelled `touches`. The notes hold the lifts of a session made by
    /// `import-touches` (`strokes`, with `time`) or by `record` (`releases`, with `t`): velocities estimated from the
    /// finger's own positions, which 60 Hz offsets give 4-7 % off. A stroke with no lift near it, or a session whose
    /// notes are not JSON or have no lifts, keeps the velocity from the offsets (`offsets`).
    ///
    /// - Parameters:
    ///   - samples: The recorded samples, in time order.
    ///   - notes: The session's notes (JSON text).
    /// - Returns: One release per stroke that dragged.
    public static func releases(in samples: [ScrollSample], notes: String) -> [FidelityRelease] {
        let lifts = touchLifts(notes: notes)
        return releases(in: samples).map { release in
            let nearest = lifts.min { abs($0.time - release.time) < abs($1.time - release.time) }
            guard let lift = nearest, abs(lift.time - release.time) <= touchMatchWindow else { return release }
            var fromTouches = release
            fromTouches.velocity = lift.velocity
            fromTouches.velocitySource = "touches"
            return fromTouches
        }
    }

    /// The lifts in a session's notes: time and offset velocity, from `strokes` (`import-touches`) or `releases`
    /// (`record`); none when the notes are not JSON or have neither.
    static func touchLifts(notes: String) -> [(time: Double, velocity: Double)] {
        guard let value = try? JSONParser.parse(Array(notes.utf8)) else { return [] }
        var lifts: [(time: Double, velocity: Double)] = []
        for (key, timeKey) in [("strokes", "time"), ("releases", "t")] {
            guard case .array(let entries)? = value[key] else { continue }
            for entry in entries {
                guard case .number(let time)? = entry[timeKey], case .number(let velocity)? = entry["offset_velocity"]
                else { continue }
                lifts.append((time, velocity))
            }
        }
        return lifts
    }
}
