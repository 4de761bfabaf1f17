import StretchyCore
import StretchyReplay

extension SynthScriptError: ExitCodeProviding {
    /// 65: the gesture script does not parse.
    public var exitCode: ExitCode { .dataError }
}
