import StretchyReplay
import StretchyStore

/// `stretchy-replay import <file> --into <session.db>`: samples from CSV or JSON Lines as a new session.
public struct ImportCommand: Command {
    /// The `import` command's spec.
    public static var spec: CommandSpec {
        CommandSpec(
            name: "import",
            abstract: "Import scroll samples from a CSV or JSON Lines file as a new session.",
            discussion: "Nothing is written when any line is invalid; the error names the line and the field.",
            arguments: [ArgumentSpec("file", help: "The samples: a .csv or .jsonl file (its extension says which).")],
            options: [
                CommonOptions.into,
                CommonOptions.name("The session's name; the file's name without its extension when left out."),
            ])
    }

    /// Creates the command.
    public init() {}

    /// Imports the file as one new session, in one transaction.
    ///
    /// - Throws: ``StoreError`` naming the file, line and reason; nothing is written on error.
    public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let file = arguments.string("<file>") ?? ""
        let database = arguments.string("--into") ?? ""
        let session = try NewSessionFile.adding(to: context.resolve(database)) { store in
            try store.importSamples(fromFile: context.resolve(file), name: arguments.string("--name"))
        }
        context.standardOutput.writeLine(
            "Imported \(session.sampleCount) samples (\(SummaryFormatter.readable(session.duration)) s) from \(file) "
                + "as session '\(session.name)' in \(database).")
        return .success
    }
}
