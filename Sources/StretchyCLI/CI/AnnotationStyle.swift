/// What `--annotations` asks for: failures also printed as a CI system's workflow commands, or not.
enum AnnotationStyle: String, CaseIterable, Sendable {
    /// GitHub Actions' `::error` commands (docs/ci.md); the default when `GITHUB_ACTIONS` is `true`.
    case github
    /// None, even on GitHub Actions.
    case none
}
