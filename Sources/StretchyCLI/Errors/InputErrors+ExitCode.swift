import StretchyCore
import StretchyReplay

extension InvalidSample: ExitCodeProviding {
    /// 65: the session holds a sample the engine refuses.
    public var exitCode: ExitCode { .dataError }
}

extension SynthScriptError: ExitCodeProviding {
    /// 65: the gesture script does not parse.
    public var exitCode: ExitCode { .dataError }
}

extension TouchTraceError: ExitCodeProviding {
    /// 66 when the trace cannot be read, 65 when it does not parse.
    public var exitCode: ExitCode {
        if case .unreadable = self { return .noInput }
        return .dataError
    }
}
