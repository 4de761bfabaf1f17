/// A command of `stretchy-replay`: a spec that describes it, and the logic that runs it.
///
/// Commands are plain structs with no stored properties. The parser checks the command line against ``spec``
/// before ``run(_:context:)`` is called, so `run` reads values that are known to be well formed. Write
/// everything through the context's sinks, never `print`, so tests can capture it.
///
/// For example:
///
/// ```swift
/// struct SessionsCommand: Command {
///     static var spec: CommandSpec {
///         CommandSpec(
///             name: "sessions", abstract: "List the sessions in a database.",
///             arguments: [ArgumentSpec("session.db", help: "The session database.")])
///     }
///
///     func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
///         let store = try SessionStore(path: context.resolve(arguments.string("<session.db>")!))
///         for session in try store.sessions() { context.standardOutput.writeLine(session.name) }
///         return .success
///     }
/// }
/// ```
public protocol Command {
    /// The command's name, documentation, arguments, options and subcommands.
    static var spec: CommandSpec { get }

    /// Creates the command; commands hold no state.
    init()

    /// Runs the command with its checked arguments.
    ///
    /// - Parameters:
    ///   - arguments: The values of the command line, checked against ``spec``.
    ///   - context: Where to write, the current directory, the environment and the behaviour registry.
    /// - Returns: The exit status: ``ExitCode/success``, or ``ExitCode/failure`` when a check failed.
    /// - Throws: ``ValidationError`` for a command line that parses but makes no sense (exit 64); any other
    ///   error ends the command with `Error: <description>`, its hint, and its ``ExitCodeProviding`` status.
    func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode
}
