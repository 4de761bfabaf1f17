import StretchyCore
import StretchyReplay
import StretchyStore
import _StretchySystem

/// `stretchy-replay compare <session.db> --behaviors <stack> --against <stack>`: where two stacks differ.
struct CompareCommand: Command {
    static let against: OptionSpec<String?> = .option(
        "--against", valueName: "stack", help: "The stack to compare with; the same as --behaviors when left out.")
    static let againstHeader: OptionSpec<String?> = .option(
        "--against-header", valueName: "file.json",
        help: "The header configuration of the second stack; the same as --header when left out.")
    static let session = CommonOptions.session("The session to compare; every session when left out.")
    static let format = CommonOptions.format()

    static let spec = CommandSpec(
        name: "compare",
        abstract: "Replay sessions through two stacks and report where their frames differ.",
        discussion: """
            Compares two stacks on one header (--against), or one stack on two headers (--against-header), or \
            both. For each output field it prints the largest difference and the first frame where the two \
            diverge, then how long each stack took (the median of 5 runs each, interleaved) and their median ratio \
            with its spread, saying so when the spread is too wide for the ratio to mean anything. Exits 0 when \
            every field agrees within the tolerance, 1 when any differs, 2 when every field both sides write \
            agrees but one side writes fields the other does not; the timing never changes the status. A value \
            that is NaN or infinite stops the comparison, naming the behaviour, frame and field (exit 80).
            """,
        arguments: [CommonOptions.database],
        options: [
            StackOptions.behaviors, against, StackOptions.header, againstHeader, session, CommonOptions.tolerance,
            StackOptions.plugins, format, CIOptions.junit, CIOptions.annotations,
        ])

    var database: String
    var stack: StackOptions
    var against: String?
    var againstHeader: String?
    var session: String?
    var tolerance: Double
    var format: OutputFormat
    var ci: CIOptions

    init(_ arguments: ParsedArguments) {
        database = arguments[CommonOptions.database]
        stack = StackOptions(arguments)
        against = arguments[Self.against]
        againstHeader = arguments[Self.againstHeader]
        session = arguments[Self.session]
        tolerance = arguments[CommonOptions.tolerance]
        format = arguments[Self.format]
        ci = CIOptions(arguments)
    }

    /// Checks the tolerance, and that a second side is given.
    func validate() throws {
        guard against != nil || againstHeader != nil else {
            throw ValidationError("Give the second side with --against <stack>, --against-header <file.json>, or both.")
        }
    }

    /// Replays each session through both stacks (or one stack with two headers) and prints, per field, the largest
    /// difference and the first frame where they diverge, and the timing ratio.
    ///
    /// - Returns: ``ExitCode/success`` when every session's outputs agree within the tolerance,
    ///   ``ExitCode/failure`` when any differ, ``ExitCode/sameOnSharedFields`` when none differs but one side writes
    ///   fields the other does not.
    /// - Throws: Header, stack and store errors with their own exit codes;
    ///   ``ReplayError/nonFiniteOutput(session:path:_:)`` for a value that is NaN or infinite.
    func run(context: CommandContext) throws -> ExitCode {
        let secondText = against ?? stack.behaviors
        let firstHeader = try stack.loadHeader(in: context)
        let secondHeader = try againstHeader.map { try HeaderLoader.load($0, context: context) } ?? firstHeader
        let registry = try stack.registry(in: context)
        let comparison = StackComparison(
            first: try registry.makeStack(stack: stack.behaviors, configuration: firstHeader),
            second: try registry.makeStack(stack: secondText, configuration: secondHeader), tolerance: tolerance)
        try ci.checkOutput(
            inputs: [database] + [stack.header, againstHeader].compactMap { $0 } + stack.plugins, context: context)
        let store = try context.openStore(database)
        let sessions = try SessionChoice.names(in: store, database: database, session: session, all: true)
        var reports: [(String, ComparisonReport)] = []
        for session in sessions {
            reports.append((session, try comparison.run(session: session, in: store)))
        }
        let first = stack.behaviors + (stack.header.map { " with \($0)" } ?? "")
        let second = secondText + (againstHeader.map { " with \($0)" } ?? "")
        switch format {
        case .json:
            let values = reports.map { ComparisonFormatter.json($1, session: $0, first: first, second: second) }
            context.standardOutput.write(JSONValue.array(values).rendered() + "\n")
        case .text:
            for (session, report) in reports {
                context.standardOutput.write(
                    ComparisonFormatter.text(report, session: session, first: first, second: second))
            }
        }
        try publish(reports, first: first, second: second, context: context)
        if reports.allSatisfy({ $0.1.isWithinTolerance }) { return .success }
        return reports.allSatisfy { $0.1.sharedFieldsAgree } ? .sameOnSharedFields : .failure
    }

    /// Writes `--junit` and the annotations: one case per session, failed when its frames differ beyond the
    /// tolerance or one side writes fields the other does not (exit 1 or 2).
    private func publish(
        _ reports: [(String, ComparisonReport)], first: String, second: String, context: CommandContext
    ) throws {
        guard ci.junit != nil || ci.annotatesForGitHub(in: context) else { return }
        let cases = reports.map { session, report in
            guard !report.isWithinTolerance else {
                return JUnitTestCase(name: session, className: database, outcome: .passed)
            }
            let reproduce = ShellWords.line(
                ["stretchy-replay", "compare", database, "--session", session] + stack.words
                    + (against.map { ["--against", $0] } ?? [])
                    + (againstHeader.map { ["--against-header", $0] } ?? [])
                    + (tolerance > 0 ? ["--tolerance", NumberFormatting.shortest(tolerance)] : []))
            return JUnitTestCase(
                name: session, className: database,
                outcome: .failed(
                    .init(
                        message: FailureMessages.comparison(report, session: session, first: first, second: second),
                        details: FailureMessages.fields(report.fields, sides: ("first", "second")),
                        reproduce: reproduce)))
        }
        try ci.publish(
            JUnitReport(suite: "compare \(first) vs \(second)", failureType: "comparison", cases: cases),
            file: { _ in database }, context: context)
    }
}
