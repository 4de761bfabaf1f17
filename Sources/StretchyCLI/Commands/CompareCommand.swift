import StretchyCore
import StretchyReplay
import StretchyStore
import _StretchySystem

/// `stretchy-replay compare <session.db> --behaviors <stack> --against <stack>`: where two stacks differ.
public struct CompareCommand: Command {
    /// The `compare` command's spec.
    public static var spec: CommandSpec {
        CommandSpec(
            name: "compare",
            abstract: "Replay sessions through two stacks and report where their frames differ.",
            discussion: """
                Compares two stacks on one header (--against), or one stack on two headers (--against-header), or \
                both. For each output field it prints the largest difference and the first frame where the two \
                diverge, then how long each stack took and their ratio. Exits 0 when every field agrees within the \
                tolerance, 1 when any differs.
                """,
            arguments: [CommonOptions.database],
            options: [
                CommonOptions.behaviors,
                .option(
                    "--against", valueName: "stack",
                    help: "The stack to compare with; the same as --behaviors when left out."),
                CommonOptions.header,
                .option(
                    "--against-header", valueName: "file.json",
                    help: "The header configuration of the second stack; the same as --header when left out."),
                CommonOptions.session("The session to compare; every session when left out."),
                CommonOptions.tolerance,
                CommonOptions.plugin,
                CommonOptions.textOrJSON,
            ])
    }

    /// Creates the command.
    public init() {}

    /// Replays each session through both stacks (or one stack with two headers) and prints, per field, the largest
    /// difference and the first frame where they diverge, and the timing ratio.
    ///
    /// - Returns: ``ExitCode/success`` when every session's outputs agree within the tolerance,
    ///   ``ExitCode/failure`` when any differ.
    /// - Throws: Header, stack and store errors with their own exit codes.
    public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let database = arguments.string("<session.db>") ?? ""
        let tolerance = try CommonOptions.tolerance(arguments)
        guard arguments.isPresent("--against") || arguments.isPresent("--against-header") else {
            throw ValidationError("Give the second side with --against <stack>, --against-header <file.json>, or both.")
        }
        let firstText = arguments.string("--behaviors") ?? "top-only"
        let secondText = arguments.string("--against") ?? firstText
        let firstHeader = try HeaderLoader.load(arguments.string("--header"), context: context)
        let secondHeader =
            try arguments.string("--against-header").map {
                try HeaderLoader.load($0, context: context)
            } ?? firstHeader
        let registry = try context.registry(loadingPlugins: arguments.strings("--plugin"))
        let comparison = StackComparison(
            first: try registry.makeStack(stack: firstText, configuration: firstHeader),
            second: try registry.makeStack(stack: secondText, configuration: secondHeader), tolerance: tolerance)
        let store = try SessionStore(
            path: context.resolve(database), mode: .readOnly)
        let sessions = try SessionChoice.names(
            in: store, database: database, session: arguments.string("--session"), all: true)
        var reports: [(String, ComparisonReport)] = []
        for session in sessions {
            reports.append((session, try comparison.run(session: session, in: store)))
        }
        let first = firstText + (arguments.string("--header").map { " with \($0)" } ?? "")
        let second = secondText + (arguments.string("--against-header").map { " with \($0)" } ?? "")
        if arguments.string("--format") == "json" {
            let values = reports.map { ComparisonFormatter.json($1, session: $0, first: first, second: second) }
            context.standardOutput.write(JSONValue.array(values).rendered() + "\n")
        } else {
            for (session, report) in reports {
                context.standardOutput.write(
                    ComparisonFormatter.text(report, session: session, first: first, second: second))
            }
        }
        return reports.allSatisfy { $0.1.isWithinTolerance } ? .success : .failure
    }
}
