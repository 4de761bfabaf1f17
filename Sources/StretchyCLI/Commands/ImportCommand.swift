import StretchyStore

/// `stretchy-replay import <file> --into <session.db>`: samples from CSV or JSON Lines as a new session.
struct ImportCommand: Command {
    static let file: ArgumentSpec<String> = .required(
        "file", help: "The samples: a .csv or .jsonl file (its extension says which).")
    static let name = CommonOptions.name("The session's name; the file's name without its extension when left out.")
    static let touches: OptionSpec<String?> = .option(
        "--touches", valueName: "file",
        help: "A CSV of the session's raw touch events (t,x,y,kind,pointer), stored with the samples; fidelity "
            + "re-plays each stroke from them.")

    static let spec = CommandSpec(
        name: "import",
        abstract: "Import scroll samples from a CSV or JSON Lines file as a new session.",
        discussion: "Nothing is written when any line is invalid; the error names the line and the field.",
        arguments: [file],
        options: [CommonOptions.into, name, touches, CommonOptions.quiet])

    var file: String
    var database: String
    var name: String?
    var touches: String?
    var quiet: Bool

    init(_ arguments: ParsedArguments) {
        file = arguments[Self.file]
        database = arguments[CommonOptions.into]
        name = arguments[Self.name]
        touches = arguments[Self.touches]
        quiet = arguments[CommonOptions.quiet]
    }

    /// Imports the file (and the touch file, when given) as one new session, in one transaction.
    ///
    /// - Throws: ``StoreError`` naming the file, line and reason; nothing is written on error.
    func run(context: CommandContext) throws -> ExitCode {
        try InputFile.check(file, expected: "a .csv or .jsonl sample file", context: context)
        if let touches { try InputFile.check(touches, expected: "a .csv touch file", context: context) }
        let progress = ProgressLine("importing", total: nil, unit: "sample", context: context, quiet: quiet)
        let session = try SessionStore.addingSessions(to: context.resolve(database)) { store in
            try store.importSamples(
                fromFile: context.resolve(file), name: name, touchFile: touches.map(context.resolve),
                progress: progress.isDrawn ? { progress.update(done: $0.samples, fraction: $0.fraction) } : nil)
        }
        progress.finish()
        context.standardOutput.writeLine(
            "Imported \(HumanUnits.count(session.sampleCount, "sample")), "
                + "\(HumanUnits.seconds(session.duration)) of scrolling, from \(file) "
                + "as session '\(session.name)' in \(database)"
                + (touches.map { " with the touch events of \($0)" } ?? "") + ".")
        return .success
    }
}
