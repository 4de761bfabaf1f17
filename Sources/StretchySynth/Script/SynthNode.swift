/// A parsed script statement: a command with its position, or a repeated block.
enum SynthNode: Hashable, Sendable {
    /// A motion command, its name and where it was written.
    case action(SynthAction, name: String, line: Int, column: Int)
    /// A block repeated `count` times.
    case repeatBlock(count: Int, body: [SynthNode])
}
