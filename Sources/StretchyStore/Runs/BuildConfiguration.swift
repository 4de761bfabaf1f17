/// How the tool that measured a run was compiled: what a stored run records, since a debug build runs a stack many
/// times slower than a release build and its timings say little about the stack.
package enum BuildConfiguration: String, CaseIterable, Hashable, Sendable {
    /// `swift build` or `swift run` without `-c release`: unoptimized, with assertions.
    case debug
    /// `swift build -c release`: optimized; the build whose numbers mean something.
    case release
}
