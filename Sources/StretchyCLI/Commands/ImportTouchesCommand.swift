/// `stretchy-replay import-touches <trace.csv> --into <session.db>`: a finger trace turned into a session.
public struct ImportTouchesCommand: Command {
    /// The `import-touches` command's spec.
    public static var spec: CommandSpec {
        CommandSpec(
            name: "import-touches",
            abstract: "Turn a recorded finger trace into a scroll session: drag, release velocity, then deceleration.",
            arguments: [ArgumentSpec("trace.csv", help: "The touch trace: time and position of each touch event.")],
            options: [
                CommonOptions.into,
                CommonOptions.name("The session's name; the trace's file name when left out."),
                .option(
                    "--scale", valueName: "pixels-per-point", help: "Device pixels per point of the trace.",
                    kind: .number, defaultValue: "1"),
                CommonOptions.rate("The display frame rate the scroll is sampled at, in frames per second."),
            ])
    }

    /// Creates the command.
    public init() {}

    /// Converts and imports the trace.
    ///
    /// - Throws: ``CLIError/notAvailable(command:)`` until the physics is wired in.
    public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        // Wired by the replay/store/physics integration.
        throw CLIError.notAvailable(command: Self.spec.name)
    }
}
