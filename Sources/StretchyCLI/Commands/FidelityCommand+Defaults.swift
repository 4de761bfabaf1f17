import StretchyCore
import StretchyStore
import StretchySynth
import _StretchySystem

extension FidelityCommand {
    /// The profile `fidelity` uses when `--physics` is not given, for sessions that say nothing better: `ios`, the
    /// profile `synth` and `import-touches` make sessions with.
    static let fallbackPhysics = ScrollPhysics.ios

    /// The profile a session was made with, and why: what `fidelity` uses when `--physics` is left out.
    ///
    /// A synthetic session's notes hold its gesture script (`script`), whose `physics` line names the profile (`ios`
    /// when it has none); a browser session was recorded in Chromium (`chromium`); `import-touches` converts with
    /// `ios`. Any other session (from a device, an import, or a synthetic one without a script that parses) gets
    /// ``fallbackPhysics``.
    ///
    /// For example, for `Sessions/fast-fling-up-and-back.db`, whose script has no `physics` line:
    ///
    /// ```swift
    /// let (physics, reason) = FidelityCommand.sessionPhysics(source: .synthetic, notes: notes)
    /// // physics: .ios, reason: "from the session's script"
    /// ```
    ///
    /// - Parameters:
    ///   - source: Where the session came from.
    ///   - notes: The session's notes (JSON text).
    /// - Returns: The profile and the reason, as the output's first line shows it in brackets.
    static func sessionPhysics(source: SessionSource, notes: String) -> (physics: ScrollPhysics, reason: String) {
        switch source {
        case .synthetic:
            guard let value = try? JSONParser.parse(Array(notes.utf8)), case .string(let text)? = value["script"]
            else { return (fallbackPhysics, "the default: the session's notes hold no script") }
            guard let script = try? SynthScript(parsing: text) else {
                return (fallbackPhysics, "the default: the session's script does not parse")
            }
            return (script.physics, "from the session's script")
        case .browser:
            return (.chromium, "the default for a browser recording")
        case .touchTrace:
            return (.ios, "import-touches converts with it")
        case .device:
            return (fallbackPhysics, "the default for a device recording")
        case .import:
            return (fallbackPhysics, "the default for an imported session")
        }
    }

    /// Whether a session's frames may be stale (``FidelityCheck/allowsStaleFrames``): a browser recording's, whose
    /// page reads `scrollY` on the main thread, at times a frame late; and an imported one checked with a browser's
    /// profile (one whose display lags the finger, ``ScrollPhysics/hasDisplayLag``: the Chromium profiles), which is
    /// taken for a page's recording brought in as a file.
    ///
    /// - Parameters:
    ///   - source: Where the session came from.
    ///   - physics: The profile it is checked with.
    /// - Returns: `true` for ``SessionSource/browser``, and for ``SessionSource/import`` under a Chromium profile.
    static func allowsStaleFrames(source: SessionSource, physics: ScrollPhysics) -> Bool {
        source == .browser || (source == .import && physics.hasDisplayLag)
    }
}
