import StretchyCore
import StretchyReplay
import StretchyReport
import StretchyStore

/// `stretchy-replay report <session.db> --behaviors <stack> -o report.html`: a page to watch, scrub and compare.
struct ReportCommand: Command {
    static let session = CommonOptions.session("The session to show; the only one when the database holds one.")
    static let all: OptionSpec<Bool> = .flag("--all", help: "Show every session of the database, one section each.")
    static let against: OptionSpec<String?> = .option(
        "--against", valueName: "stack", help: "A second stack to play side by side with the first, on its header.")
    static let againstHeader: OptionSpec<String?> = .option(
        "--against-header", valueName: "file.json",
        help: "A second header to play the stack on, side by side with the first.")
    static let againstGolden: OptionSpec<String?> = .option(
        "--against-golden", valueName: "name",
        help: "A golden saved with --save-golden: its frames side by side with today's replay of the stack.")
    static let profile: OptionSpec<Bool> = .flag(
        "--profile",
        help: "Time every frame behaviour by behaviour and draw the timeline (cost per frame on the session's time "
            + "axis, stacked by behaviour, with a frame budget), the histogram and each behaviour's totals.")
    static let output: OptionSpec<String> = .required(
        "--output", short: "-o", valueName: "report.html", help: "The HTML file to write.")

    static let spec = CommandSpec(
        name: "report",
        abstract: "Write a self-contained HTML page that plays sessions through a stack, with plots.",
        discussion: """
            The page needs nothing outside itself: open it from disk in any current browser. It holds a player \
            of the session drawn to scale (play, pause, speed, scrubber, arrow keys), a filmstrip of key frames, \
            plots of the offset, the header, the stretch factor and every attribute the stack sets, and a summary. \
            With --against or --against-header two players run side by side in lockstep, and the page marks where \
            their frames differ. With --against-golden the golden's stored frames are A and today's replay B, and \
            the page opens on the first frame where they differ; a missing golden exits 66, a damaged one 79, as \
            --check-golden does. docs/report.md describes the page and its limits.
            """,
        arguments: [CommonOptions.database],
        options: [
            StackOptions.behaviors, session, all, StackOptions.header, against, againstHeader, againstGolden, profile,
            StackOptions.plugins, output,
        ],
        exclusiveGroups: [ExclusiveGroup([session, all]), ExclusiveGroup([against, againstHeader, againstGolden])])

    var database: String
    var stack: StackOptions
    var session: String?
    var all: Bool
    var against: String?
    var againstHeader: String?
    var againstGolden: String?
    var profile: Bool
    var output: String

    init(_ arguments: ParsedArguments) {
        database = arguments[CommonOptions.database]
        stack = StackOptions(arguments)
        session = arguments[Self.session]
        all = arguments[Self.all]
        against = arguments[Self.against]
        againstHeader = arguments[Self.againstHeader]
        againstGolden = arguments[Self.againstGolden]
        profile = arguments[Self.profile]
        output = arguments[Self.output]
    }

    /// Replays the sessions and writes the page; says on standard error where it went.
    ///
    /// - Throws: Header, stack, store and report errors with their own exit codes.
    func run(context: CommandContext) throws -> ExitCode {
        try context.checkOutput(output, inputs: [database] + [stack.header, againstHeader].compactMap { $0 })
        let registry = try stack.registry(in: context)
        let header = try stack.loadHeader(in: context)
        let side = ReportSide(
            stack: try registry.makeStack(stack: stack.behaviors, configuration: header),
            stackText: stack.behaviors, headerName: Self.headerName(stack.header))
        var second: ReportSide?
        if let against {
            second = ReportSide(
                stack: try registry.makeStack(stack: against, configuration: header), stackText: against,
                headerName: Self.headerName(stack.header))
        } else if let againstHeader {
            let otherHeader = try HeaderLoader.load(againstHeader, context: context)
            second = ReportSide(
                stack: try registry.makeStack(stack: stack.behaviors, configuration: otherHeader),
                stackText: stack.behaviors, headerName: Self.headerName(againstHeader))
        }
        let store = try context.openStore(database)
        let sessions = try SessionChoice.names(in: store, database: database, session: session, all: all)
        try ReportBuilder(
            store: store, sessions: all ? .all : .named(sessions), side: side, against: second,
            againstGolden: againstGolden, profile: profile, plugins: stack.plugins
        ).write(to: context.resolve(output))
        let count = all ? sessions.count : 1
        if profile {
            let release = ShellWords.line(
                ["swift", "run", "-c", "release", "stretchy-replay", "report", database] + stack.words
                    + ["--profile", "-o", output])
            if let warning = ProfileHost.current.debugWarning(releaseCommand: release) {
                context.standardError.writeLine(warning)
            }
        }
        context.standardError.writeLine("Wrote \(output): \(count == 1 ? "1 session" : "\(count) sessions").")
        return .success
    }

    /// How the page names a header: its file as given, or the embedded one.
    static func headerName(_ path: String?) -> String {
        path ?? "profile header (embedded)"
    }
}
