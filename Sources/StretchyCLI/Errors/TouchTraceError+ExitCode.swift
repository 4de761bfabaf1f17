import StretchyCore
import StretchyReplay
import StretchySynth

extension TouchTraceError: ExitCodeProviding {
    /// 66 when the trace cannot be read, 65 when it does not parse.
    public var exitCode: ExitCode {
        if case .unreadable = self { return .noInput }
        return .dataError
    }
}
