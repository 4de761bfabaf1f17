/// A command of `stretchy-replay`: a spec that describes it, its typed values, a check and the logic that runs it.
///
/// As in swift-argument-parser, the command *is* its values. The runner parses the command line against ``spec``,
/// creates the command from the checked ``ParsedArguments`` with ``init(_:)``, calls ``validate()``, then
/// ``run(context:)``. Write everything through the context's sinks, never `print`, so tests can capture it.
///
/// For example:
///
/// ```swift
/// struct SessionsCommand: Command {
///     static let spec = CommandSpec(
///         name: "sessions", abstract: "List the sessions in a database.", arguments: [CommonOptions.database])
///
///     var database: String
///
///     init(_ arguments: ParsedArguments) {
///         database = arguments[CommonOptions.database]
///     }
///
///     func run(context: CommandContext) throws -> ExitCode {
///         let store = try context.openStore(database)
///         for session in try store.sessions() { context.standardOutput.writeLine(session.name) }
///         return .success
///     }
/// }
/// ```
protocol Command: Sendable {
    /// The command's name, documentation, arguments, options and subcommands, built once.
    static var spec: CommandSpec { get }

    /// Creates the command from its checked values.
    init(_ arguments: ParsedArguments)

    /// Checks that the values make sense together, before anything runs.
    ///
    /// - Throws: ``ValidationError`` for a command line that parses but makes no sense (exit 64).
    func validate() throws

    /// Runs the command.
    ///
    /// - Parameter context: Where to write, the current directory and the behaviour registry.
    /// - Returns: The exit status: ``ExitCode/success``, or ``ExitCode/failure`` when a check failed.
    /// - Throws: Any error, which ends the command with `Error: <description>`, its hint, and its
    ///   ``ExitCodeProviding`` status.
    func run(context: CommandContext) throws -> ExitCode
}

extension Command {
    /// Nothing to check.
    func validate() throws {}
}
