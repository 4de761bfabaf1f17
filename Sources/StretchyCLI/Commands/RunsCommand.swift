import StretchyReplay
import StretchyStore
import _StretchySystem

/// `stretchy-replay runs <session.db>`: the recorded runs of a database.
public struct RunsCommand: Command {
    /// The `runs` command's spec.
    public static var spec: CommandSpec {
        CommandSpec(
            name: "runs",
            abstract: "List the profiled runs stored in a database: stack, frames, latency, digest and version.",
            arguments: [CommonOptions.database],
            options: [
                CommonOptions.session("Only the runs of this session."),
                CommonOptions.textOrJSON,
            ])
    }

    /// Creates the command.
    public init() {}

    /// Prints the stored runs, oldest first: when, session, stack, frames, digest, latency and tool version.
    ///
    /// - Throws: ``StoreError`` for a missing file or session.
    public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let database = arguments.string("<session.db>") ?? ""
        let store = try SessionStore(
            path: context.resolve(database), mode: .readOnly)
        let runs = try store.runs(session: arguments.string("--session"))
        if arguments.string("--format") == "json" {
            let values = runs.map { run -> JSONValue in
                .object([
                    ("id", .number(Double(run.id))), ("session", .string(run.session)), ("stack", .string(run.stack)),
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
                    ("tool_version", .string(run.toolVersion)), ("created", .string(run.created)),
                ])
            }
            context.standardOutput.write(JSONValue.array(values).rendered() + "\n")
            return .success
        }
        guard !runs.isEmpty else {
            context.standardOutput.writeLine(
                "No runs stored in \(database); 'stretchy-replay \(database) --profile' stores one.")
            return .success
        }
        let rows =
            [["id", "created", "session", "stack", "frames", "p50", "p99", "digest", "version"]]
            + runs.map { run in
                [
                    String(run.id), run.created, run.session, run.stack, String(run.frames),
                    run.latency.map { SummaryFormatter.duration(nanoseconds: Double($0.p50)) } ?? "-",
                    run.latency.map { SummaryFormatter.duration(nanoseconds: Double($0.p99)) } ?? "-",
                    String(run.digest.prefix(12)), run.toolVersion,
                ]
            }
        context.standardOutput.write(TableFormatter.render(rows))
        return .success
    }
}
