import StretchyBehaviors
import StretchyCore
import _StretchySystem

/// What a command may touch outside its arguments: its output sinks, the current directory and
/// the behaviour registry. Everything is injected, so tests run commands without a process.
///
/// For example:
///
/// ```swift
/// let output = CapturedOutput()
/// let context = CommandContext(standardOutput: output, standardError: CapturedOutput(), registry: testRegistry)
/// let status = StretchyCommand.run(arguments: ["stretchy-replay", "behaviors"], context: context)
/// ```
public struct CommandContext {
    /// Where results go.
    public var standardOutput: any TextOutput
    /// Where errors, warnings and progress go.
    public var standardError: any TextOutput
    /// The directory relative paths are resolved against.
    public var currentDirectory: String
    /// The behaviours stacks are built from and `behaviors` lists.
    public var registry: BehaviorRegistry
    /// Whether standard error is a terminal, so long work may draw a progress line there (``ProgressLine``);
    /// `false` unless set: ``StretchyCommand/main(_:registry:)`` sets it from `isatty(2)`.
    public var showsProgress = false
    /// The environment variables a command may read: empty unless set; ``StretchyCommand/main(_:registry:)`` sets
    /// the process's. `GITHUB_ACTIONS=true` makes failures print as GitHub workflow commands too (docs/ci.md).
    public var environment: [String: String] = [:]

    /// The tool's name in usage lines and help (`my-tool` for a tool built on ``StretchyCommand/main(_:registry:)``),
    /// or `nil` for `stretchy-replay`; `main` sets it from the program's file name.
    public var toolName: String?

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - standardOutput: Where results go.
    ///   - standardError: Where errors go.
    ///   - currentDirectory: The directory relative paths are resolved against; the process's by default.
    ///   - registry: The behaviour registry; ``defaultRegistry`` by default.
    public init(
        standardOutput: any TextOutput,
        standardError: any TextOutput,
        currentDirectory: String = CommandContext.processCurrentDirectory(),
        registry: BehaviorRegistry = CommandContext.defaultRegistry
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.currentDirectory = currentDirectory
        self.registry = registry
    }

    /// The registry a context gets when it is given none: the behaviours the tool ships with.
    public static var defaultRegistry: BehaviorRegistry {
        BehaviorRegistry.builtIn
    }

    /// The current directory of the process, or `.` if it cannot be read.
    public static func processCurrentDirectory() -> String {
        FilePath.currentDirectory()
    }

    /// A path made absolute against ``currentDirectory``; absolute paths and `-` are returned as they are.
    public func resolve(_ path: String) -> String {
        FilePath.resolve(path, against: currentDirectory)
    }

    /// Whether something exists at a path, resolved against ``currentDirectory``.
    public func fileExists(_ path: String) -> Bool {
        FilePath.exists(resolve(path))
    }

    /// Refuses an output that would replace what the command reads or any SQLite database.
    ///
    /// Files are compared by device and inode, so `./a.db`, `a.db`, a symbolic link and a hard link to it are
    /// all the same file. An output that does not exist yet, and `-`, pass.
    ///
    /// - Parameters:
    ///   - output: The output path as given.
    ///   - inputs: The paths of every file the command reads, as given.
    /// - Throws: ``CLIError/outputIsInput(output:input:)`` or ``CLIError/outputIsDatabase(output:)`` (exit 73).
    func checkOutput(_ output: String, inputs: [String]) throws(CLIError) {
        guard output != "-" else { return }
        let path = resolve(output)
        guard let identity = FileIdentity(path: path) else { return }
        for input in inputs where input != "-" && FileIdentity(path: resolve(input)) == identity {
            throw .outputIsInput(output: path, input: resolve(input))
        }
        if startsWithSQLiteHeader(path) { throw .outputIsDatabase(output: path) }
    }
}
