import Foundation
import StretchyCore
import _StretchySystem

/// The root command of `stretchy-replay`, and the entry point `main.swift` calls.
///
/// Its subcommands are those of ``spec``, in the order `help` lists them; `replay` is the default, run when
/// the first argument names no subcommand.
///
/// For example, in `main.swift`:
///
/// ```swift
/// exit(StretchyCommand.main(CommandLine.arguments))
/// ```
///
/// and in a test:
///
/// ```swift
/// let output = CapturedOutput()
/// let context = CommandContext(standardOutput: output, standardError: CapturedOutput())
/// let status = StretchyCommand.run(arguments: ["stretchy-replay", "export", "--help"], context: context)
/// ```
public struct StretchyCommand: Command {
    /// The root command's spec, with every subcommand registered.
    static let spec = CommandSpec(
        name: "stretchy-replay",
        abstract: "Replay recorded scroll sessions through stacks of header behaviours.",
        discussion: """
            Sessions live in SQLite databases. Replay them through any stack of stretchy and collapsing header \
            behaviours, compare two stacks, check goldens and profile, all without a device.

            replay is the default subcommand, so the first command to try is 'stretchy-replay session.db \
            --behaviors top-only,fade,tabs' ('stretchy-replay help replay' has all its options).
            """,
        subcommands: [
            ReplayCommand.self,
            TotalsCommand.self,
            CompareCommand.self,
            ReportCommand.self,
            RecordCommand.self,
            StudioCommand.self,
            RunsCommand.self,
            GoldensCommand.self,
            SessionsCommand.self,
            ImportCommand.self,
            ExportCommand.self,
            SynthCommand.self,
            CheckCommand.self,
            ExportStackCommand.self,
            ImportTouchesCommand.self,
            FidelityCommand.self,
            BehaviorsCommand.self,
            HelpCommand.self,
        ],
        defaultSubcommand: ReplayCommand.self,
        version: StretchyVersion.current)

    init(_ arguments: ParsedArguments) {}

    /// Prints the root help; ``CommandRunner`` runs a subcommand instead whenever the command line names one.
    func run(context: CommandContext) throws -> ExitCode {
        throw CleanExit.helpRequest
    }

    /// Runs a command line in a context.
    ///
    /// - Parameters:
    ///   - arguments: The command line, program path first, as `CommandLine.arguments` has it.
    ///   - context: Sinks, directory and registry.
    /// - Returns: The exit status.
    public static func run(arguments: [String], context: CommandContext) -> ExitCode {
        CommandRunner.run(root: StretchyCommand.self, arguments: arguments, context: context)
    }

    /// Runs a command line as the `stretchy-replay` process: standard output and error, the process's directory
    /// and the default registry. `SIGINT` and `SIGTERM` remove what is half-written and exit 130 and 143.
    ///
    /// - Parameter arguments: The command line, program path first.
    /// - Returns: The exit status, for `exit`.
    public static func main(_ arguments: [String] = CommandLine.arguments) -> Int32 {
        main(arguments, registry: CommandContext.defaultRegistry)
    }

    /// Runs a command line as a process whose registry has behaviours of its own: the way to ship your own
    /// `stretchy-replay` with in-process behaviours added.
    ///
    /// For example, the whole `main.swift` of such a tool:
    ///
    /// ```swift
    /// import StretchyBehaviors
    /// import StretchyCLI
    /// import StretchyCore
    ///
    /// exit(StretchyCommand.main(CommandLine.arguments, registry: try BehaviorRegistry.builtIn.adding([MyBehavior.self])))
    /// ```
    ///
    /// - Parameters:
    ///   - arguments: The command line, program path first.
    ///   - registry: The behaviours stacks are built from and `behaviors` lists.
    /// - Returns: The exit status, for `exit`.
    public static func main(_ arguments: [String], registry: BehaviorRegistry) -> Int32 {
        Interruption.install(note: CommandRunner.interruptedNote)
        var context = CommandContext(
            standardOutput: DescriptorOutput.standardOutput(),
            standardError: DescriptorOutput.standardError(),
            registry: registry)
        context.showsProgress = isatty(2) != 0
        context.environment = ProcessInfo.processInfo.environment
        if let program = arguments.first?.split(separator: "/").last, !program.isEmpty {
            context.toolName = String(program)
        }
        return run(arguments: arguments, context: context).rawValue
    }
}
