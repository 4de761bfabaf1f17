import StretchyStore
import _StretchySystem

/// What a profile was measured with, beside the stack: the build configuration of the running tool and the
/// processor. A stored run records both, and a profile from a debug build says so before its numbers.
package struct ProfileHost: Hashable, Sendable {
    /// How the running tool was compiled.
    package var buildConfiguration: BuildConfiguration
    /// The processor's model name, `nil` when the system does not say.
    package var cpuModel: String?

    /// Creates a description of a host.
    package init(buildConfiguration: BuildConfiguration, cpuModel: String?) {
        self.buildConfiguration = buildConfiguration
        self.cpuModel = cpuModel
    }

    /// This process: its build configuration (`DEBUG` is defined by `swift build` without `-c release`) and the
    /// processor that `/proc/cpuinfo` names (`nil` on a system without it).
    package static let current = ProfileHost(
        buildConfiguration: compiledConfiguration,
        cpuModel: (try? TextFile.read("/proc/cpuinfo", maximumBytes: 4 << 20)).flatMap(cpuModel(cpuinfo:)))

    /// The configuration this module was compiled in.
    package static var compiledConfiguration: BuildConfiguration {
        #if DEBUG
            .debug
        #else
            .release
        #endif
    }

    /// The first `model name` of a `/proc/cpuinfo` text, its spaces trimmed and runs of spaces made one; `nil`
    /// when there is none or it is empty.
    ///
    /// For example, a line `model name\t: Intel(R) Xeon(R)  CPU @ 2.20GHz` gives `Intel(R) Xeon(R) CPU @ 2.20GHz`.
    package static func cpuModel(cpuinfo: String) -> String? {
        for line in cpuinfo.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
            guard key == "model name" else { continue }
            let value = line[line.index(after: colon)...].split(whereSeparator: { $0 == " " || $0 == "\t" })
                .joined(separator: " ")
            return value.isEmpty ? nil : value
        }
        return nil
    }

    /// The line a profile starts with when its numbers come from a debug build, `nil` for a release build.
    ///
    /// - Parameter command: How to run the same profile with a release build, such as
    ///   `swift run -c release stretchy-replay slow-drag.db --profile`.
    package func debugWarning(releaseCommand command: String) -> String? {
        guard buildConfiguration == .debug else { return nil }
        return "Debug build: these timings are many times slower than a release build's; for honest numbers run "
            + "'\(command)'."
    }
}
