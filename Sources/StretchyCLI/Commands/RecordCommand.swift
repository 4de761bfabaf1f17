import StretchyCore
import StretchyHTTP
import StretchyRecord
import StretchyStore

/// `stretchy-replay record <session.db>`: a live recorder for phones and browsers, until Ctrl-C.
struct RecordCommand: Command {
    static let database: ArgumentSpec<String> = .required(
        "session.db", help: "The session database to record into; created if it does not exist.")
    static let name = CommonOptions.name(
        "The name of the recorded sessions: NAME, NAME-2, ...; browser-1, browser-2, ... when left out.")
    static let listen: OptionSpec<String> = .option(
        "--listen", valueName: "address:port",
        help: "Where to listen. 0.0.0.0:PORT lets a phone on the same network in, with a token in the URL.",
        default: "127.0.0.1:8421")
    static let behaviors: OptionSpec<String?> = .option(
        "--behaviors", short: "-b", valueName: "stack",
        help: "Draw the header on the page as this stack lays it out, live. No header is drawn when left out.")

    static let spec = CommandSpec(
        name: "record",
        abstract: "Record real scroll sessions from a phone or a browser, through a page this serves.",
        discussion: """
            Starts a small web server and prints the address to open. The page is a profile screen with a long \
            list; each Start ... Stop on it becomes one session of the database (source 'browser'), committed \
            batch by batch, so replay, report and sessions read it even while recording. Ctrl-C finishes the open \
            sessions and stops. docs/record.md says how to record from an iPhone or an Android phone, and what the \
            page measures.
            """,
        arguments: [database],
        options: [name, listen, behaviors, StackOptions.header, StackOptions.plugins])

    var database: String
    var name: String?
    var listen: String
    var behaviors: String?
    var header: String?
    var plugins: [String]

    init(_ arguments: ParsedArguments) {
        database = arguments[Self.database]
        name = arguments[Self.name]
        listen = arguments[Self.listen]
        behaviors = arguments[Self.behaviors]
        header = arguments[StackOptions.header]
        plugins = arguments[StackOptions.plugins]
    }

    /// Starts the server and returns the addresses to open.
    private static func start(_ server: RecordingServer) throws(RecordingError) -> [String] {
        try server.start()
        return server.urls
    }

    /// Serves the page and records until SIGINT or SIGTERM, then finishes the open sessions.
    ///
    /// - Throws: Header, stack, store and server errors with their own exit codes.
    func run(context: CommandContext) throws -> ExitCode {
        var configuration = try RecordingConfiguration(listen: ListenAddress(parsing: listen))
        configuration.name = name
        try configuration.checkName()  // Before the database is created: a bad name leaves nothing behind.
        let headerConfiguration = try HeaderLoader.load(header, context: context)
        let stack = try behaviors.map {
            try context.registry(loadingPlugins: plugins).makeStack(stack: $0, configuration: headerConfiguration)
        }
        InterruptSignal.block()
        let created = !context.fileExists(database)
        let store = try context.openStore(database, mode: .create)
        let server = RecordingServer(configuration: configuration, store: store, stack: stack)
        // Until the server stops, its thread alone writes to standard error; this one writes to standard output.
        nonisolated(unsafe) let log = context.standardError
        server.log = { line in log.writeLine(line) }
        let urls: [String]
        do {
            urls = try Self.start(server)
        } catch {
            if created { store.closeAndRemove() }  // A port in use leaves no empty database behind.
            throw error
        }
        for url in urls {
            context.standardOutput.writeLine("Open \(url)")
        }
        context.standardOutput.writeLine("Recording into \(database); press Ctrl-C to stop.")
        context.standardOutput.flush()
        InterruptSignal.wait()
        try server.stop()
        context.standardOutput.flush()
        let dropped = server.droppedSessionNames.count
        let kept = HumanUnits.count(server.sessionNames.count - dropped, "session")
        context.standardError.writeLine(
            "Recorded \(kept) into \(database)."
                + (dropped == 0
                    ? ""
                    : " \(HumanUnits.count(dropped, "page")) sent no samples; "
                        + (dropped == 1 ? "its session was" : "their sessions were") + " not kept."))
        return .success
    }
}

extension HTTPServerError: ExitCodeProviding {
    /// ``ExitCode/usageError`` for an address written wrongly; ``ExitCode/unavailable`` when the system cannot serve.
    var exitCode: ExitCode {
        switch self {
        case .invalidAddress: .usageError
        case .cannotListen, .randomUnavailable, .cannotStartThread: .unavailable
        }
    }
}

extension RecordingError: ExitCodeProviding {
    /// The server's or the store's own status; ``ExitCode/usageError`` for an address beyond loopback without a
    /// token; ``ExitCode/internalError`` for a server started twice.
    var exitCode: ExitCode {
        switch self {
        case .server(let error): error.exitCode
        case .store(let error): error.exitCode
        case .tokenRequired: .usageError
        case .alreadyStarted: .internalError
        case .invalidName, .nameTooLongForItsSessions: .usageError
        }
    }
}
