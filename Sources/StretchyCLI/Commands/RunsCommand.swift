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
            Runs are stored by 'stretchy-replay <session.db> --profile --save-run' (or --runs-into <runs.db>). Each \
            run is a block of lines at most 100 columns wide; its 'measured by' line says whether a debug or a \
            release build measured it ('build not recorded' for runs stored before schema version 4): compare \
            release runs with release runs.
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
            text: { runs in runs.map(Self.block).joined(separator: "\n") },
            to: context.standardOutput)
        return .success
    }

    /// How wide the text of a run is at most: a terminal of 100 columns.
    static let width = 100

    /// One run as a heading and labelled lines, each value wrapped to fit ``width``:
    ///
    /// ```text
    /// run 1, 2026-12-02T01:40:02Z: session pull-to-stretch
    ///   stack          top-only,fade
    ///   header         embedded
    ///   frames         1,234
    ///   latency        p50 1.2 µs, p99 3.4 µs per frame
    ///   per behaviour  top-only 210 ns, fade 95 ns per frame
    ///   digest         3f2a9c0d1b7e
    ///   measured by    stretchy-replay 0.9.0, debug build, Intel(R) Xeon(R) CPU
    /// ```
    static func block(_ run: StoredRun) -> String {
        let costs = run.behaviorCosts.map {
            "\($0.identifier) \(SummaryFormatter.duration(nanoseconds: $0.nanosecondsPerFrame))"
        }
        let rows = [
            ("stack", run.stack), ("header", header(run.header)), ("frames", HumanUnits.grouped(run.frames)),
            (
                "latency",
                run.latency.map {
                    "p50 \(SummaryFormatter.duration(nanoseconds: Double($0.p50))), "
                        + "p99 \(SummaryFormatter.duration(nanoseconds: Double($0.p99))) per frame"
                } ?? "-"
            ),
            ("per behaviour", costs.isEmpty ? "-" : costs.joined(separator: ", ") + " per frame"),
            ("digest", String(run.digest.prefix(12))),
            (
                "measured by",
                "stretchy-replay \(run.toolVersion), "
                    + (run.buildConfiguration.map { "\($0.rawValue) build" } ?? "build not recorded") + ", "
                    + (run.cpuModel ?? "processor not recorded")
            ),
        ]
        let labelWidth = 17
        let lines = rows.map { label, value in
            "  " + TableFormatter.pad(label, to: labelWidth - 2)
                + TerminalText.visible(value).wrapped(to: width, hangingIndent: labelWidth)
        }
        let heading = "run \(run.id), \(run.created): session \(TerminalText.visible(run.session))"
        return ([heading.wrapped(to: width)] + lines).joined(separator: "\n") + "\n"
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
