import StretchyCore
import _StretchySystem

extension FidelityCheck {
    /// How far from a release read off the offsets a lift in the notes may be to stand for it, seconds: 0.1.
    static let touchMatchWindow = 0.1

    /// The releases of a recorded session, with the velocity taken from its touch events when its notes have them.
    ///
    /// The strokes are those of ``releases(in:)``; each takes the `offset_velocity` of a lift in the notes within
    /// ``touchMatchWindow`` of it and is labelled `touches`. The matching is one to one, nearest first: of every
    /// release and lift within the window of each other, the closest pair in time is matched, then the closest of
    /// those left, so one lift never supplies two releases (a tie goes to the earlier release, then the earlier lift).
    /// The notes hold the lifts of a session made by `import-touches` (`strokes`, with `time`) or by `record`
    /// (`releases`, with `t`): velocities estimated from the finger's own positions, which 60 Hz offsets give 4-7 %
    /// off. A stroke left with no lift, or a session whose notes are not JSON or have no lifts, keeps the velocity
    /// from the offsets (`offsets`).
    ///
    /// - Parameters:
    ///   - samples: The recorded samples, in time order.
    ///   - notes: The session's notes (JSON text).
    /// - Returns: One release per stroke that dragged.
    /// - Complexity: O(r l log(r l)) for r releases and l lifts.
    public static func releases(in samples: [ScrollSample], notes: String) -> [FidelityRelease] {
        var releases = releases(in: samples)
        let lifts = touchLifts(notes: notes)
        var pairs: [(distance: Double, release: Int, lift: Int)] = []
        for (releaseIndex, release) in releases.enumerated() {
            for (liftIndex, lift) in lifts.enumerated() {
                let distance = abs(lift.time - release.time)
                if distance <= touchMatchWindow { pairs.append((distance, releaseIndex, liftIndex)) }
            }
        }
        pairs.sort { ($0.distance, $0.release, $0.lift) < ($1.distance, $1.release, $1.lift) }
        var matchedReleases = Set<Int>()
        var usedLifts = Set<Int>()
        for pair in pairs where !matchedReleases.contains(pair.release) && !usedLifts.contains(pair.lift) {
            matchedReleases.insert(pair.release)
            usedLifts.insert(pair.lift)
            releases[pair.release].velocity = lifts[pair.lift].velocity
            releases[pair.release].velocitySource = "touches"
        }
        return releases
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
