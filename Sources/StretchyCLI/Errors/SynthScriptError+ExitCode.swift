import StretchyCore
import StretchyReplay
import StretchySynth

extension SynthScriptError: ExitCodeProviding {
    /// 65: the gesture script does not parse.
    public var exitCode: ExitCode { .dataError }
}
