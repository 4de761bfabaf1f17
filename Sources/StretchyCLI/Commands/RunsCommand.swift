import Foundation
import StretchyCore
import StretchyReplay
import StretchyStore
import _StretchySystem

/// `stretchy-replay runs <session.db>`: the recorded runs of a database.
struct RunsCommand: Command {
    static let session = CommonOptions.session("Only the runs of this session.")
    static let format = CommonOptions.format()

    static let spec = CommandSpec(
        name: "runs",
        abstract:
            "List the profiled runs stored in a database: stack, header, frames, latency, per-behaviour cost, digest, "
            + "version, build configuration and processor.",
        discussion: """
            Runs are stored by 'stretchy-replay <session.db> --profile --save-run' (or --runs-into <runs.db>). The \
            build column says whether a debug or a release build measured the run ('-' for runs stored before \
            schema version 4, which did not record it): compare release runs with release runs.
            """,
        arguments: [CommonOptions.database],
        options: [session, format])

    var database: String
    var session: String?
    var format: OutputFormat

    init(_ arguments: ParsedArguments) {
        database = arguments[CommonOptions.database]
        session = arguments[Self.session]
        format = arguments[Self.format]
    }

    /// Prints the stored runs, oldest first: when, session, stack, frames, digest, latency and tool version.
    ///
    /// - Throws: ``StoreError`` for a missing file or session.
    func run(context: CommandContext) throws -> ExitCode {
        Listing.write(
            try context.openStore(database).runs(session: session), format: format,
            empty: "No runs stored in \(database); 'stretchy-replay \(database) --profile --save-run' stores one.",
            heading: [
                "id", "created", "session", "stack", "header", "frames", "p50", "p99", "per behaviour", "digest",
                "version", "build", "cpu",
            ],
            json: { run in
                .object([
                    ("id", .number(Double(run.id))), ("session", .string(run.session)), ("stack", .string(run.stack)),
                    ("header", .string(run.header)),
                    ("frames", .number(Double(run.frames))), ("digest", .string(run.digest)),
                    ("wall_ns", .number(Double(run.wallNanoseconds))),
                    (
                        "latency_ns",
                        run.latency.map {
                            .object([
                                ("p50", .number(Double($0.p50))), ("p90", .number(Double($0.p90))),
                                ("p99", .number(Double($0.p99))), ("max", .number(Double($0.maximum))),
                            ])
                        } ?? .null
                    ),
                    ("behaviors", .array(run.behaviorCosts.map(\.jsonValue))),
                    ("tool_version", .string(run.toolVersion)), ("created", .string(run.created)),
                    ("build_configuration", run.buildConfiguration.map { .string($0.rawValue) } ?? .null),
                    ("cpu_model", run.cpuModel.map(JSONValue.string) ?? .null),
                ])
            },
            row: { run in
                [
                    String(run.id), run.created, run.session, run.stack, Self.header(run.header),
                    HumanUnits.grouped(run.frames),
                    run.latency.map { SummaryFormatter.duration(nanoseconds: Double($0.p50)) } ?? "-",
                    run.latency.map { SummaryFormatter.duration(nanoseconds: Double($0.p99)) } ?? "-",
                    run.behaviorCosts.isEmpty
                        ? "-"
                        : run.behaviorCosts.map {
                            "\($0.identifier) \(SummaryFormatter.duration(nanoseconds: $0.nanosecondsPerFrame))"
                        }.joined(separator: ", "),
                    String(run.digest.prefix(12)), run.toolVersion, run.buildConfiguration?.rawValue ?? "-",
                    run.cpuModel.map(TerminalText.visible) ?? "-",
                ]
            }, to: context.standardOutput)
        return .success
    }

    /// A stored header in a few words: `embedded` for the profile header, else its heights and subview count.
    static func header(_ json: String) -> String {
        guard let header = try? HeaderConfiguration(json: Data(json.utf8)) else { return "?" }
        if header == .profileHeader { return "embedded" }
        return "\(SummaryFormatter.readable(header.maximumContentHeight))-"
            + "\(SummaryFormatter.readable(header.minimumContentHeight)) pt, "
            + HumanUnits.count(header.subviews.count, "subview")
    }
}
