extension StackOptions {
    /// The stack's options as command-line words, for a "Reproduce:" line: `--behaviors`, then `--header` and each
    /// `--plugin` when given.
    var words: [String] {
        ["--behaviors", behaviors] + (header.map { ["--header", $0] } ?? []) + plugins.flatMap { ["--plugin", $0] }
    }
}
