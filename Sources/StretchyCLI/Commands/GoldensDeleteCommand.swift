import StretchyStore

/// `stretchy-replay goldens delete <session.db> <name>`: deletes one golden and its frames.
struct GoldensDeleteCommand: Command {
    static let golden: ArgumentSpec<String> = .required("name", help: "The golden to delete.")
    static let session = CommonOptions.session(
        "The session whose golden it is; the only one when the database holds one.")

    static let spec = CommandSpec(
        name: "delete",
        abstract: "Delete a golden and its frames from a database.",
        arguments: [CommonOptions.database, golden],
        options: [session])

    var database: String
    var golden: String
    var session: String?

    init(_ arguments: ParsedArguments) {
        database = arguments[CommonOptions.database]
        golden = arguments[Self.golden]
        session = arguments[Self.session]
    }

    /// Deletes the golden, in one transaction, and says so on standard error.
    ///
    /// - Throws: ``CLIError/goldenNotFound(name:session:available:)`` when the session has no such golden;
    ///   ``StoreError`` and ``CLIError`` for the file and the session.
    func run(context: CommandContext) throws -> ExitCode {
        let store = try context.openStore(database, mode: .readWrite)
        let name = try SessionChoice.names(
            in: store, database: database, session: session, all: false, offersAll: false)[0]
        guard try store.deleteGolden(named: golden, session: name) else {
            throw CLIError.goldenNotFound(
                name: golden, session: name, available: try store.goldens(session: name).map(\.name))
        }
        context.standardOutput.writeLine("Deleted golden '\(golden)' of session '\(name)' from \(database).")
        return .success
    }
}
