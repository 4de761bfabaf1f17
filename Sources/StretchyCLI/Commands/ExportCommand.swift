import StretchyReplay
import StretchyStore

/// `stretchy-replay export <session.db> --session <name>`: one session's samples as CSV or JSON Lines.
public struct ExportCommand: Command {
    /// The `export` command's spec.
    public static var spec: CommandSpec {
        CommandSpec(
            name: "export",
            abstract: "Write one session's samples as CSV or JSON Lines.",
            arguments: [CommonOptions.database],
            options: [
                CommonOptions.session("The session to export.", required: true),
                .option(
                    "--format", valueName: "format", help: "The file format.", kind: .choice(["csv", "jsonl"]),
                    defaultValue: "csv"),
                .option(
                    "--output", short: "-o", valueName: "file",
                    help: "The file to write; standard output when left out."),
            ])
    }

    /// Creates the command.
    public init() {}

    /// Writes the session's samples as CSV or JSON Lines, numbers in shortest round-trip form.
    ///
    /// - Throws: ``StoreError`` for a missing file or session, or a file it cannot write.
    public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let database = arguments.string("<session.db>") ?? ""
        let session = arguments.string("--session") ?? ""
        let format: SampleFileFormat = arguments.string("--format") == "jsonl" ? .jsonl : .csv
        let store = try SessionStore(
            path: context.resolve(database), mode: .readOnly)
        if let output = arguments.string("--output"), output != "-" {
            try store.exportSamples(session: session, format: format, toFile: context.resolve(output))
            context.standardError.writeLine("Exported session '\(session)' to \(output).")
        } else {
            try store.exportSamples(session: session, format: format, into: context.standardOutput)
        }
        return .success
    }
}
