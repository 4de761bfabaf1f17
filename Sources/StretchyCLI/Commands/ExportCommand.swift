import StretchyStore

/// `stretchy-replay export <session.db> [--session <name>]`: one session's samples as CSV or JSON Lines; the
/// session may be left out when the file holds one, as for replay.
struct ExportCommand: Command {
    static let session = CommonOptions.session("The session to export; the only one when the database holds one.")
    static let format: OptionSpec<SampleFileFormat?> = .choice(
        "--format", valueName: "format",
        help: "The file format; by the output's extension (.jsonl or .ndjson: JSON Lines), CSV otherwise.")
    static let output: OptionSpec<String?> = .option(
        "--output", short: "-o", valueName: "file", help: "The file to write; standard output when left out.")

    static let touches: OptionSpec<String?> = .option(
        "--touches", valueName: "file",
        help: "Also write the session's raw touch events to this CSV (t,x,y,kind,pointer), for import --touches.")

    static let spec = CommandSpec(
        name: "export",
        abstract: "Write one session's samples as CSV or JSON Lines.",
        arguments: [CommonOptions.database],
        options: [session, format, output, touches])

    var database: String
    var session: String?
    var format: SampleFileFormat?
    var output: String?
    var touches: String?

    init(_ arguments: ParsedArguments) {
        database = arguments[CommonOptions.database]
        session = arguments[Self.session]
        format = arguments[Self.format]
        output = arguments[Self.output]
        touches = arguments[Self.touches]
    }

    /// Writes the session's samples as CSV or JSON Lines, numbers in shortest round-trip form, and its touch events
    /// to `--touches`' file when given.
    ///
    /// - Throws: ``StoreError`` for a missing file or session, or a file it cannot write; ``CLIError`` for an
    ///   output that is the database itself or another SQLite database.
    func run(context: CommandContext) throws -> ExitCode {
        for file in [output, touches].compactMap(\.self) where file != "-" {
            try context.checkOutput(file, inputs: [database])
        }
        let store = try context.openStore(database)
        let session = try SessionChoice.names(
            in: store, database: database, session: session, all: false, offersAll: false)[0]
        if let output, output != "-" {
            let format = format ?? SampleFileFormat(path: output) ?? .csv
            try store.exportSamples(session: session, format: format, toFile: context.resolve(output))
            context.standardError.writeLine("Exported session '\(session)' to \(output).")
        } else {
            try store.exportSamples(session: session, format: format ?? .csv, into: context.standardOutput)
        }
        if let touches {
            let count = try store.exportTouches(session: session, toFile: context.resolve(touches))
            context.standardError.writeLine(
                "Exported the \(HumanUnits.count(count, "touch event")) of session '\(session)' to \(touches).")
        }
        return .success
    }
}
