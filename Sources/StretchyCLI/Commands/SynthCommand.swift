/// `stretchy-replay synth --into <session.db> --script <text>`: a session synthesized from a gesture script.
public struct SynthCommand: Command {
    /// The `synth` command's spec.
    public static var spec: CommandSpec {
        CommandSpec(
            name: "synth",
            abstract: "Synthesize a session from a gesture script, with UIScrollView's deceleration and bounce.",
            options: [
                CommonOptions.into,
                CommonOptions.name("The session's name; 'synth' followed by a number when left out."),
                .option("--script", valueName: "text", help: "The gesture script."),
                .option("--script-file", valueName: "file", help: "A file holding the gesture script."),
                CommonOptions.rate("The display frame rate, in frames per second."),
                .option(
                    "--viewport", valueName: "w>x<h", help: "The viewport's width and height, in points.",
                    defaultValue: "390x844"),
            ],
            exclusiveGroups: [ExclusiveGroup(["--script", "--script-file"], isRequired: true)])
    }

    /// Creates the command.
    public init() {}

    /// Synthesizes the session.
    ///
    /// - Throws: ``CLIError/notAvailable(command:)`` until the physics is wired in.
    public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        // Wired by the replay/store/physics integration.
        throw CLIError.notAvailable(command: Self.spec.name)
    }
}
