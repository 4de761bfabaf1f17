import StretchyStore
import _StretchySystem

/// `stretchy-replay goldens [list] <session.db>`: the goldens of every session, or of one.
struct GoldensListCommand: Command {
    static let session = CommonOptions.session("Only the goldens of this session.")
    static let format = CommonOptions.format()

    static let spec = CommandSpec(
        name: "list",
        abstract: "List the goldens stored in a database: session, name, stack, frames, digest and date.",
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

    /// Prints the goldens, by session and name.
    ///
    /// - Throws: ``StoreError`` for a file it cannot open; ``CLIError`` for a session it does not hold.
    func run(context: CommandContext) throws -> ExitCode {
        let store = try context.openStore(database)
        let names = try SessionChoice.names(in: store, database: database, session: session, all: true)
            .sorted(by: NaturalOrder.precedes)
        let goldens = try names.flatMap { try store.goldens(session: $0) }
        Listing.write(
            goldens, format: format,
            empty: "No goldens stored in \(database); 'stretchy-replay \(database) --save-golden NAME' stores one.",
            heading: ["session", "golden", "stack", "frames", "digest", "saved"],
            json: { golden in
                .object([
                    ("session", .string(golden.session)), ("name", .string(golden.name)),
                    ("stack", .string(golden.stack)), ("frames", .number(Double(golden.frames))),
                    ("columns", .array(golden.columns.map(JSONValue.string))), ("digest", .string(golden.digest)),
                    ("created", .string(golden.created)),
                ])
            },
            row: {
                [
                    $0.session, $0.name, $0.stack, HumanUnits.grouped($0.frames), String($0.digest.prefix(12)),
                    $0.created,
                ]
            }, to: context.standardOutput)
        return .success
    }
}
