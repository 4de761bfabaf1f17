import Foundation
import StretchyCheck
import StretchyCore

/// `stretchy-replay check --behaviors <stack>`: property-based testing of a stack, with shrinking (docs/check.md).
struct CheckCommand: Command {
    static let sessions: OptionSpec<Int?> = .integer(
        "--sessions", short: "-n", valueName: "n", help: "How many random sessions to generate (1000 by default).")
    static let seed: OptionSpec<Int?> = .integer(
        "--seed", valueName: "n", help: "The seed of the random sessions: the same seed gives the same sessions (1).")
    static let timeLimit: OptionSpec<Double> = .number(
        "--time-limit", valueName: "seconds", help: "Stop generating after this many seconds; 0 for no limit.",
        default: 0)
    static let corpus: OptionSpec<String?> = .option(
        "--corpus", valueName: "session.db", help: "Also check every session of this database, first.")
    static let into: OptionSpec<String?> = .option(
        "--into", valueName: "failures.db",
        help: "Save the shrunk failing session into this database (created if it does not exist).")
    static let jobs = CommonOptions.jobs(
        "How many threads check sessions (1 to 64); one per processor core by default.")

    static let spec = CommandSpec(
        name: "check",
        abstract: "Check a behaviour stack against its invariants on random sessions, and shrink a failure.",
        discussion: """
            Generates realistic gesture scripts from the seed (drags, flings, catches, pulls past both edges, \
            programmatic scrolls, every physics profile, 30 to 240 Hz and variable rates, insets, short and long \
            content), replays each through the stack and checks the universal invariants and the behaviours' own \
            (docs/check.md). The first failure is shrunk to a minimal session, printed, and saved with --into. \
            Exits 1 when an invariant fails, 0 when none does.
            """,
        options: [
            StackOptions.behaviors, StackOptions.header, StackOptions.plugins, sessions, seed, timeLimit, corpus, into,
            jobs, CIOptions.junit, CIOptions.annotations,
        ])

    var stack: StackOptions
    var sessions: Int
    var seed: Int
    var timeLimit: Double
    var corpus: String?
    var into: String?
    var jobs: Int
    var ci: CIOptions

    init(_ arguments: ParsedArguments) {
        stack = StackOptions(arguments)
        sessions = arguments[Self.sessions] ?? 1000
        seed = arguments[Self.seed] ?? 1
        timeLimit = arguments[Self.timeLimit]
        corpus = arguments[Self.corpus]
        into = arguments[Self.into]
        jobs = arguments[Self.jobs] ?? ProcessInfo.processInfo.activeProcessorCount
        ci = CIOptions(arguments)
    }

    func validate() throws {
        guard sessions >= 0 else { throw ValidationError("--sessions must be 0 or more, not \(sessions).") }
        guard sessions > 0 || corpus != nil else {
            throw ValidationError(
                "--sessions 0 checks nothing; give 1 or more, or --corpus <session.db> to check its sessions only.")
        }
        guard seed >= 0 else { throw ValidationError("--seed must be 0 or more, not \(seed).") }
        guard timeLimit >= 0 else {
            throw ValidationError(
                "--time-limit must be 0 or more seconds, not \(SummaryFormatter.readable(timeLimit)).")
        }
    }

    func run(context: CommandContext) throws -> ExitCode {
        try ci.checkOutput(
            inputs: (stack.header.map { [$0] } ?? []) + stack.plugins + (corpus.map { [$0] } ?? []), context: context)
        let header = try stack.loadHeader(in: context)
        let registry = try stack.registry(in: context)
        let checker = StackChecker(
            stack: try registry.makeStack(stack: stack.behaviors, configuration: header), stackText: stack.behaviors,
            registry: registry)
        let corpusSessions = try corpus.map { try StackChecker.corpus(fromDatabase: context.resolve($0)) } ?? []
        let report = try checker.run(
            sessions: sessions, seed: UInt64(seed), corpus: corpusSessions, timeLimit: timeLimit > 0 ? timeLimit : nil,
            jobs: jobs, clock: { ProcessInfo.processInfo.systemUptime })
        context.standardOutput.write(report.text)
        try publish(report, context: context)
        guard let failure = report.failure else { return .success }
        if let into {
            let name = try failure.save(into: context.resolve(into), seed: UInt64(seed), stack: stack.behaviors)
            context.standardOutput.writeLine("Saved as session '\(name)' in \(into). Replay it:")
            context.standardOutput.writeLine(
                "  " + ShellWords.line(["stretchy-replay", into, "--session", name] + stack.words + ["--frames", "-"]))
            context.standardOutput.writeLine("It fails at frame \(failure.violation.frame).")
        }
        return .failure
    }

    /// The command that checks the same sessions again: the stack, the seed, the count, the corpus.
    var reproduceCommand: String {
        ShellWords.line(
            ["stretchy-replay", "check"] + stack.words + ["--seed", String(seed), "--sessions", String(sessions)]
                + (corpus.map { ["--corpus", $0] } ?? []))
    }

    /// Writes `--junit` and the annotations: one case per invariant checked, the one that failed (with where and
    /// the shrunk failure) marked failed; the invariants a behaviour excludes are left out, as the text says.
    private func publish(_ report: CheckReport, context: CommandContext) throws {
        guard ci.junit != nil || ci.annotatesForGitHub(in: context) else { return }
        let cases = report.invariants.map { invariant in
            guard let failure = report.failure, failure.original.invariant == invariant else {
                return JUnitTestCase(name: invariant, className: stack.behaviors, outcome: .passed)
            }
            return JUnitTestCase(
                name: invariant, className: stack.behaviors,
                outcome: .failed(
                    .init(
                        message: "'\(invariant)' fails at frame \(failure.original.frame) of \(failure.session): "
                            + failure.original.detail,
                        details: "Shrunk to \(HumanUnits.count(failure.samples.count, "sample")); it fails at frame "
                            + "\(failure.violation.frame): \(failure.violation.detail).",
                        reproduce: reproduceCommand)))
        }
        try ci.publish(
            JUnitReport(
                suite: "check \(stack.behaviors)", failureType: "invariant", cases: cases,
                output: "\(HumanUnits.count(report.sessions, "session")), \(HumanUnits.count(report.frames, "frame")), "
                    + "seed \(report.seed)\n"),
            file: { _ in corpus }, context: context)
    }
}
