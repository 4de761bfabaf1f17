import StretchyCore
import StretchyHTTP
import StretchyRecord
import StretchyStudio
import _StretchySystem

/// `stretchy-replay studio [FILES|FOLDERS ...]`: a local web app to tune a stack live on recorded sessions, until
/// Ctrl-C.
struct StudioCommand: Command {
    static let files: ArgumentSpec<[String]> = .repeatable(
        "files", help: "Session files, and folders of them (every .db inside); the current folder when left out.")
    static let listen: OptionSpec<String> = .option(
        "--listen", valueName: "address:port",
        help: "Where to listen. 0.0.0.0:PORT lets a phone on the same network in; every request needs the token of "
            + "the printed URL.",
        default: "127.0.0.1:8422")
    static let open: OptionSpec<Bool> = .flag("--open", help: "Open the page in the default browser as well.")
    static let record: OptionSpec<String?> = .option(
        "--record", valueName: "file.db",
        help: "Also serve record's page into this file (created if missing), on the studio's port + 1; the studio "
            + "offers its URL and its sessions appear as they are recorded.")

    static let spec = CommandSpec(
        name: "studio",
        abstract: "Tune a stack live in the browser, on recorded sessions, and take the result home.",
        discussion: """
            Starts a small web server and prints the address to open, with its access token. The page lists every \
            session of the files, edits the stack with a control per parameter, and on every change replays the \
            session through the stack with the same engine as replay, beside a baseline (another stack, a preset \
            or a golden of the file). The studio writes into a file only when asked to save a golden. Ctrl-C \
            stops it. docs/studio.md shows the page.
            """,
        arguments: [files],
        options: [listen, StackOptions.header, StackOptions.plugins, record, open])

    var files: [String]
    var listen: String
    var header: String?
    var plugins: [String]
    var open: Bool
    var record: String?

    init(_ arguments: ParsedArguments) {
        files = arguments[Self.files]
        listen = arguments[Self.listen]
        header = arguments[StackOptions.header]
        plugins = arguments[StackOptions.plugins]
        open = arguments[Self.open]
        record = arguments[Self.record]
    }

    /// Serves the studio until SIGINT or SIGTERM.
    ///
    /// - Throws: Header, folder and server errors with their own exit codes.
    func run(context: CommandContext) throws -> ExitCode {
        let address = try ListenAddress(parsing: listen)
        let headerConfiguration = try HeaderLoader.load(header, context: context)
        let given = files.isEmpty ? ["."] : files
        var paths = try CorpusFiles.expand(given, context: context)
        if let record { paths.append(record) }
        paths = CorpusFiles.distinct(paths, context: context) { _, _ in }
        var configuration = StudioConfiguration(
            files: paths.map { StudioFile(shownAs: $0, path: context.resolve($0)) }, header: headerConfiguration)
        configuration.listen = address
        configuration.headerPath = header
        // A token always: a page of this machine's files is nobody else's, even from another local account.
        configuration.token = try AccessToken.random()
        var registry = context.registry
        do {
            registry = try context.registry(loadingPlugins: plugins)
            configuration.plugins = plugins
        } catch {
            // The studio still starts, with the built-in behaviours; the page and the terminal both say why.
            let text = "the plugins were not loaded: \(error.description)" + (error.hint.map { " \($0)" } ?? "")
            configuration.problems.append(text)
            context.standardError.writeLine("Warning: " + text)
        }
        InterruptSignal.block()
        let recorder = try record.map { file in
            var recording = try RecordingConfiguration(
                listen: ListenAddress(host: address.host, port: address.port == 0 ? 0 : address.port &+ 1))
            recording.token = configuration.token
            let server = RecordingServer(
                configuration: recording, store: try context.openStore(file, mode: .create), stack: nil)
            nonisolated(unsafe) let log = context.standardError
            server.log = { line in log.writeLine(line) }
            try server.start()
            return server
        }
        configuration.recorderURL = recorder?.urls.last
        let server = StudioServer(configuration: configuration, registry: registry)
        nonisolated(unsafe) let log = context.standardError
        server.log = { line in log.writeLine(line) }
        try server.start()
        context.standardOutput.writeLine("Open \(server.url)")
        if let recorder { context.standardOutput.writeLine("Record new sessions at \(recorder.urls.last ?? "")") }
        context.standardOutput.writeLine(
            "Studio on \(HumanUnits.count(configuration.files.count, "file")); press Ctrl-C to stop.")
        context.standardOutput.flush()
        if open, !Self.openInBrowser(server.url) {
            context.standardError.writeLine("Warning: could not start xdg-open; open the address above by hand.")
        }
        InterruptSignal.wait()
        server.stop()
        try recorder?.stop()
        context.standardError.writeLine("Studio stopped.")
        return .success
    }

    /// Starts the desktop's opener (`xdg-open`, `open` on macOS) on `url`; `false` when it cannot be started.
    private static func openInBrowser(_ url: String) -> Bool {
        #if os(macOS)
            let opener = "open"
        #else
            let opener = "xdg-open"
        #endif
        let argv = [strdup(opener), strdup(url), nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        return posix_spawnp(&child, opener, nil, nil, argv, environ) == 0
    }
}

extension StudioError: ExitCodeProviding {
    /// The server's own status; ``ExitCode/usageError`` for an address beyond loopback without a token.
    var exitCode: ExitCode {
        switch self {
        case .server(let error): error.exitCode
        case .tokenRequired: .usageError
        }
    }
}
