import StretchyCore
import StretchyReplay

extension InvalidSample: ExitCodeProviding {
    /// 65: the session holds a sample the engine refuses.
    public var exitCode: ExitCode { .dataError }
}
