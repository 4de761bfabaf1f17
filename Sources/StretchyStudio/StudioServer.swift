import Foundation
import StretchyCore
import StretchyExport
import StretchyHTTP
import StretchyPluginKit
import StretchyReplay
import StretchyReport
import StretchyStore
import _StretchySystem

/// The studio behind `stretchy-replay studio`: one page to tune a stack live on recorded sessions (docs/studio.md).
///
/// ``start()`` listens and returns at once. The page asks the JSON API below; every answer that opens a session file
/// or replays one is made on a thread of its own (``HTTPAnswer/later(_:)``), with a store opened for that answer
/// alone, read-only, so a slow replay stalls no other request, two pages are independent, and a file deleted,
/// replaced or being written by another process is met afresh by every request. Replays go through the same engine
/// and the same report data as `stretchy-replay report`. The studio writes into a file only to save a golden.
///
/// For example:
///
/// ```swift
/// let files = [StudioFile(shownAs: "Sessions/slow-drag.db", path: "Sessions/slow-drag.db")]
/// let server = StudioServer(configuration: StudioConfiguration(files: files), registry: .builtIn)
/// try server.start()
/// print("Open \(server.urls[0])")
/// // ... wait for Ctrl-C ...
/// server.stop()
/// ```
package final class StudioServer: @unchecked Sendable {
    /// How it listens and what it serves.
    package let configuration: StudioConfiguration
    /// The behaviours stacks are built from, plugins included.
    package let registry: BehaviorRegistry
    /// Called with one line per request the studio could not answer as asked, and per golden saved; from any thread.
    package var log: (@Sendable (String) -> Void)?

    private var http: HTTPServer?
    private let fileProblems = FileProblems()
    private let sampleCache = SampleCache()
    /// The most answers made at once, off the connection thread: 16, enough for a few pages' replays, frames and
    /// polls; one more is answered `503`.
    static let maximumReplays = 16

    /// Creates a server; nothing listens before ``start()``.
    ///
    /// - Parameters:
    ///   - configuration: Where to listen, the files, the header.
    ///   - registry: The behaviours of the stack editor.
    package init(configuration: StudioConfiguration, registry: BehaviorRegistry) {
        self.configuration = configuration
        self.registry = registry
    }

    deinit {
        http?.stop()
    }

    /// The port it listens on (the system's choice for port 0); 0 before ``start()``.
    package var port: UInt16 { http?.port ?? 0 }

    /// The URL to open, token included.
    package var url: String {
        let host =
            configuration.listen.isAnyAddress
            ? "127.0.0.1"
            : configuration.listen.host.map(String.init)
                .joined(separator: ".")
        return "http://\(host):\(port)/" + (configuration.token.map { "?token=\($0.text)" } ?? "")
    }

    /// Listens and starts serving, on a thread of its own.
    ///
    /// - Throws: ``StudioError/tokenRequired(address:)`` for an address beyond loopback without a token,
    ///   ``StudioError/server(_:)`` when the address cannot be listened on.
    package func start() throws(StudioError) {
        guard http == nil else { return }
        guard configuration.listen.isLoopback || configuration.token != nil else {
            throw .tokenRequired(address: configuration.listen.description)
        }
        let server = HTTPServer(
            address: configuration.listen, limits: configuration.limits, token: configuration.token,
            maximumDeferred: Self.maximumReplays, answering: { [unowned self] request in self.answer(request) })
        do {
            try server.start()
        } catch {
            throw .server(error)
        }
        http = server
    }

    /// Stops serving. Answers still being made are dropped.
    package func stop() {
        http?.stop()
    }

    // MARK: Routes

    /// The pages and the API, by method and path; everything that opens a file is answered off the server thread.
    private func answer(_ request: HTTPRequest) -> HTTPAnswer {
        let route: @Sendable (HTTPRequest) throws(StudioProblem) -> HTTPResponse
        switch (request.method, request.path) {
        case ("GET", "/"): return .now(page())
        case ("GET", "/api/registry"): return .now(registryJSON())
        case ("GET", "/api/sessions"): route = { _ throws(StudioProblem) in try self.sessions() }
        case ("GET", "/api/stack"): route = { request throws(StudioProblem) in try self.parse(request) }
        case ("GET", "/api/replay"): route = { request throws(StudioProblem) in try self.replay(request) }
        case ("GET", "/api/frame"): route = { request throws(StudioProblem) in try self.frame(request) }
        case ("GET", "/api/take-home"): route = { request throws(StudioProblem) in try self.takeHome(request) }
        case ("POST", "/api/golden"): route = { request throws(StudioProblem) in try self.saveGolden(request) }
        case (_, "/"), (_, "/api/registry"), (_, "/api/sessions"), (_, "/api/stack"), (_, "/api/replay"),
            (_, "/api/frame"), (_, "/api/take-home"), (_, "/api/golden"):
            let method = request.path == "/api/golden" ? "POST" : "GET"
            return .now(.error(405, "\(request.path) takes \(method), not \(request.method)"))
        default: return .now(.error(404, "no such page: \(request.path)"))
        }
        let log = self.log
        return .later {
            do throws(StudioProblem) {
                return try route(request)
            } catch {
                log?("\(request.method) \(request.path): \(error.description)" + (error.hint.map { " (\($0))" } ?? ""))
                return .json(error.status, error.json)
            }
        }
    }

    private func page() -> HTTPResponse {
        HTTPResponse(
            status: 200, contentType: "text/html; charset=utf-8", body: Array(StudioPage.html.utf8),
            headers: [("Content-Security-Policy", StudioPage.contentSecurityPolicy)])
    }

    /// Every session of every file, and each file that could not be read, with the tool's error.
    private func sessions() throws(StudioProblem) -> HTTPResponse {
        var sessions: [JSONValue] = []
        var problems: [JSONValue] = []
        var texts: [String] = []
        for file in configuration.files {
            do {
                let store = try SessionStore(path: file.path, mode: .readOnly)
                for info in try store.sessions() {
                    let goldens = try store.goldens(session: info.name).map { JSONValue.string($0.name) }
                    sessions.append(
                        .object([
                            ("file", .string(file.shownAs)), ("name", .string(info.name)),
                            ("source", .string(info.metadata.source.rawValue)),
                            ("device", info.metadata.device.map { .string($0) } ?? .null),
                            ("duration", .number(info.duration)), ("frames", .number(Double(info.sampleCount))),
                            ("rate", info.metadata.refreshRate.map { .number($0) } ?? .null),
                            ("created", .string(info.created)), ("finished", .bool(info.isFinished)),
                            ("goldens", .array(goldens)),
                        ]))
                }
            } catch {
                let problem = StudioProblem.from(error, field: .session)
                problems.append(.object([("file", .string(file.shownAs))] + Self.members(problem.json)))
                texts.append("\(file.shownAs): \(problem.description)" + (problem.hint.map { " (\($0))" } ?? ""))
            }
        }
        // The page asks every 2 s: the terminal hears of a file's problem when it starts, not every time.
        for text in fileProblems.changed(to: texts) { log?(text) }
        return .json(
            200,
            .object([
                ("sessions", .array(sessions)), ("problems", .array(problems)),
                ("recorder", configuration.recorderURL.map { .string($0) } ?? .null),
            ]))
    }

    private static func members(_ value: JSONValue) -> [(String, JSONValue)] {
        if case .object(let members) = value { return members }
        return []
    }

    /// The registry's behaviours in the plugin interface's JSON, the stages, the header's subviews and JSON.
    private func registryJSON() -> HTTPResponse {
        let behaviors = registry.behaviors.compactMap { try? JSONParser.parse(Array($0.description.pluginJSON.utf8)) }
        let stages = BehaviorStage.allCases.map { stage in
            JSONValue.object([
                ("name", .string(stage.rawValue)), ("exclusive", .bool(stage.isExclusive)),
                ("default", registry.defaults[stage].map { .string($0) } ?? .null),
            ])
        }
        let header = configuration.header
        return .json(
            200,
            .object([
                ("behaviors", .array(behaviors)), ("stages", .array(stages)),
                ("subviews", .array(header.subviews.map { .string($0.id) })),
                ("header", .string(configuration.headerPath ?? "profile header (embedded)")),
                ("problems", .array(configuration.problems.map { .string($0) })),
                ("tool", .string("stretchy-replay " + StretchyVersion.current)),
            ]))
    }

    /// A stack text parsed and checked: its behaviours and parameters as written, or the tool's error.
    private func parse(_ request: HTTPRequest) throws(StudioProblem) -> HTTPResponse {
        let text = try Self.value("stack", of: request)
        let stack = try makeStack(text, field: .stack)
        let invocations: [BehaviorInvocation]
        do {
            invocations = try BehaviorInvocation.parseStack(text)
        } catch {
            throw .from(error, field: .stack)
        }
        let items = invocations.map { invocation in
            JSONValue.object([
                ("name", .string(invocation.name)),
                ("parameters", .array(invocation.parameters.map { .array([.string($0.key), .string($0.value)]) })),
            ])
        }
        return .json(
            200, .object([("items", .array(items)), ("behaviors", .array(stack.identifiers.map { .string($0) }))]))
    }

    /// The report data of one session through the stack and its baseline: what the page's player draws.
    private func replay(_ request: HTTPRequest) throws(StudioProblem) -> HTTPResponse {
        let opened = try openSession(request)
        let (session, store) = (opened.session, opened.store)
        let side = try self.side(try Self.value("stack", of: request), field: .stack)
        var builder = ReportBuilder(
            store: store, sessions: .named([session]), side: side, plugins: configuration.plugins,
            playerFrameCap: configuration.playerFrameCap)
        // A golden is shown as `report --against-golden` shows it: its stored frames first, today's replay beside.
        switch try baseline(request, session: session, store: store) {
        case .none: break
        case .stack(let baseline): builder.against = baseline
        case .golden(let golden): builder.againstGolden = golden.name
        }
        builder.samples = { [self] _ in try samples(of: opened) }
        do {
            let data = try builder.pageData()
            return HTTPResponse(
                status: 200, contentType: "application/json; charset=utf-8", body: Array(data.utf8))
        } catch let error as ReplayError where error.isAboutAGolden {
            throw .from(error, field: .baseline)
        } catch {
            throw .from(error, field: .stack)
        }
    }

    /// The exact values of one frame, as `stretchy-replay --frames` writes them, for the stack and the baseline; a
    /// golden's as it stores them, first, as the player shows it.
    private func frame(_ request: HTTPRequest) throws(StudioProblem) -> HTTPResponse {
        let opened = try openSession(request)
        let text = try Self.value("seq", of: request)
        let samples: [ScrollSample]
        do {
            samples = try self.samples(of: opened)
        } catch {
            throw .from(error, field: .session)
        }
        guard let seq = Int(text), seq >= 0, seq < samples.count else { throw .badFrame(text, frames: samples.count) }
        let side = try self.side(try Self.value("stack", of: request), field: .stack)
        let baseline = try self.baseline(request, session: opened.session, store: opened.store)
        let today = try replayedValues(of: side, at: seq, samples: samples, in: opened)
        let sides: [(label: String, values: JSONValue)]
        switch baseline {
        case .none: sides = [("value", today)]
        case .stack(let baseline):
            sides = [("A", today), ("B", try replayedValues(of: baseline, at: seq, samples: samples, in: opened))]
        case .golden(let golden):
            sides = [("golden", try storedValues(of: golden, at: seq, in: opened)), ("today", today)]
        }
        return .json(
            200,
            .object([
                ("seq", .number(Double(seq))), ("labels", .array(sides.map { .string($0.label) })),
                ("sides", .array(sides.map(\.values))),
            ]))
    }

    /// One frame's values of a stack's replay, by column, as `--frames` writes them.
    private func replayedValues(of side: ReportSide, at seq: Int, samples: [ScrollSample], in opened: OpenedSession)
        throws(StudioProblem) -> JSONValue
    {
        let engine = ReplayEngine(stack: side.stack)
        nonisolated(unsafe) var found: [String] = []
        do {
            var source = ArraySampleSource(samples)
            _ = try ReplayError.naming(session: opened.session, in: opened.store, stacks: [side.stack]) {
                try engine.run(&source) { frame in
                    guard frame.seq == seq else { return }
                    found = frame.values.map { $0.isFinite ? NumberFormatting.shortest($0) : "null" }
                    throw FrameFound()
                }
            }
        } catch is FrameFound {
        } catch {
            throw .from(error, field: .stack)
        }
        let names = engine.columns.names.dropFirst()
        return .object(zip(names, found).map { ($0, JSONValue.string($1)) })
    }

    /// One frame's values as a golden stores them, by column; past a golden shorter than the session, its last frame
    /// (as the player shows it).
    private func storedValues(of golden: GoldenInfo, at seq: Int, in opened: OpenedSession)
        throws(StudioProblem) -> JSONValue
    {
        do {
            var frames = try StoredGoldenFrames(named: golden.name, session: opened.session, in: opened.store)
            while frames.read <= seq, try frames.next() {}
            guard frames.read > 0 else { return .object([]) }
            let names = golden.columns.dropFirst()
            return .object(
                zip(names, frames.values).map { ($0, .string($1.isFinite ? NumberFormatting.shortest($1) : "null")) })
        } catch {
            throw .from(error, field: .baseline)
        }
    }

    /// Stops a replay at the frame asked for.
    private struct FrameFound: Error {}

    /// The stack in the forms a user takes home, as `export-stack` writes them (StretchyExport): the stack text, the
    /// command line, the Swift program, the header JSON, and each platform's terms that can express the stack.
    private func takeHome(_ request: HTTPRequest) throws(StudioProblem) -> HTTPResponse {
        let text = try Self.value("stack", of: request)
        _ = try makeStack(text, field: .stack)
        let shown = request.queryValue("file")
        let file = configuration.files.first { $0.shownAs == shown }?.shownAs
        let exporter = StackExporter(registry: registry)
        func export(_ format: StackExportFormat) -> Result<StackExport, StackExportError> {
            Result { () throws(StackExportError) in
                try exporter.export(
                    stack: text, header: configuration.header, headerPath: configuration.headerPath, sessionPath: file,
                    session: file == nil ? nil : request.queryValue("session"), plugins: configuration.plugins,
                    as: format)
            }
        }
        var members: [(String, JSONValue)] = []
        var notes: [JSONValue] = []
        for format in [StackExportFormat.stack, .command, .swift] {
            switch export(format) {
            case .success(let export):
                members.append((format.rawValue, .string(export.text.trimmingTrailingNewline)))
            case .failure(let error):
                members.append((format.rawValue, .null))
                notes.append(.string("No \(format.title): \(error.description)"))
            }
        }
        members.append(("header", .string(configuration.header.jsonText)))
        let platforms = StackExportFormat.platforms.compactMap { format -> JSONValue? in
            guard case .success(let export) = export(format) else { return nil }
            return .object([
                ("format", .string(format.rawValue)), ("title", .string(format.title)),
                ("text", .string(export.text.trimmingTrailingNewline)),
                ("unexpressed", .array(export.unexpressed.map { .string($0) })),
            ])
        }
        members.append(("platforms", .array(platforms)))
        members.append(("notes", .array(notes)))
        return .json(200, .object(members))
    }

    /// Replays the session through the stack and stores the frames as a golden, in one transaction.
    private func saveGolden(_ request: HTTPRequest) throws(StudioProblem) -> HTTPResponse {
        let opened = try openSession(request)
        let (file, session) = (opened.file, opened.session)
        let text = try Self.value("stack", of: request)
        let name = try Self.value("name", of: request)
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty, name.utf8.count <= 256 else {
            throw .badGoldenName(name)
        }
        let stack = try makeStack(text, field: .stack)
        // A file without write permission is refused even where the user could write it anyway (root): its mode
        // says nothing should.
        var status = stat()
        if stat(file.path, &status) == 0, status.st_mode & 0o222 == 0 {
            throw .readOnly(file.shownAs, reason: "it is read-only (no write permission)")
        }
        guard access(file.path, W_OK) == 0 else {
            throw .readOnly(file.shownAs, reason: SystemFailure.current.reason)
        }
        do {
            let store = try SessionStore(path: file.path, mode: .readWrite)
            let (golden, _) = try ReplayEngine(stack: stack).saveGolden(
                named: name, session: session, stackText: text, in: store)
            log?("Saved golden '\(golden.name)' of \(session) into \(file.shownAs) (\(golden.frames) frames).")
            return .json(
                200,
                .object([
                    ("saved", .string(golden.name)), ("frames", .number(Double(golden.frames))),
                    ("digest", .string(golden.digest)),
                ]))
        } catch {
            throw .from(error, field: .golden)
        }
    }

    // MARK: Helpers

    private static func value(_ name: String, of request: HTTPRequest) throws(StudioProblem) -> String {
        guard let value = request.queryValue(name) else { throw .missing(name) }
        return value
    }

    private func makeStack(_ text: String, field: StudioProblem.Field) throws(StudioProblem) -> BehaviorStack {
        do {
            return try registry.makeStack(stack: text, configuration: configuration.header)
        } catch {
            throw .from(error, field: field)
        }
    }

    private func side(_ text: String, field: StudioProblem.Field) throws(StudioProblem) -> ReportSide {
        ReportSide(
            stack: try makeStack(text, field: field), stackText: text,
            headerName: configuration.headerPath ?? "profile header (embedded)")
    }

    /// A session a request names, with its file open read-only for this request alone.
    private struct OpenedSession {
        var file: StudioFile
        var session: String
        var store: SessionStore
        /// The file on disk before it was opened, and what the session holds: what its samples kept in memory are
        /// found by.
        var disk: SampleCache.DiskState?
        var extent: SessionExtent
    }

    /// The samples of the session a request names, from memory when neither it nor its file has changed.
    private func samples(of opened: OpenedSession) throws(StoreError) -> [ScrollSample] {
        try sampleCache.samples(
            of: opened.session, extent: opened.extent, path: opened.file.path, disk: opened.disk, store: opened.store)
    }

    /// The file and session a request names, with the file opened read-only for this request alone.
    private func openSession(_ request: HTTPRequest) throws(StudioProblem) -> OpenedSession {
        let shown = try Self.value("file", of: request)
        let session = try Self.value("session", of: request)
        guard let file = configuration.files.first(where: { $0.shownAs == shown }) else {
            throw .unknownFile(shown, known: configuration.files.map(\.shownAs))
        }
        // Before the open: a file replaced after this is read from its new state at the next request.
        let disk = SampleCache.DiskState(path: file.path)
        do {
            let store = try SessionStore(path: file.path, mode: .readOnly)
            // Looked up without counting its samples, which takes a pass over them.
            let extent = try store.sessionExtent(named: session)
            return OpenedSession(file: file, session: session, store: store, disk: disk, extent: extent)
        } catch {
            throw .from(error, field: .session)
        }
    }

    /// What a page's replay is shown beside.
    private enum Baseline {
        case none
        /// Another stack, or a platform preset, replayed on the same header.
        case stack(ReportSide)
        /// A golden of the session: its stored frames, as `report --against-golden` shows them.
        case golden(GoldenInfo)
    }

    /// The baseline a request names: `stack:TEXT` (a stack or a preset), `golden:NAME` (its stored frames), or none.
    private func baseline(_ request: HTTPRequest, session: String, store: SessionStore) throws(StudioProblem)
        -> Baseline
    {
        guard let text = request.queryValue("baseline"), !text.isEmpty else { return .none }
        if text.hasPrefix("stack:") {
            return .stack(try side(String(text.dropFirst(6)), field: .baseline))
        }
        guard text.hasPrefix("golden:") else { throw .badBaseline(text) }
        let name = String(text.dropFirst(7))
        do {
            guard let golden = try store.golden(named: name, session: session) else {
                throw StudioProblem.unknownGolden(
                    name, session: session, available: try store.goldens(session: session).map(\.name))
            }
            return .golden(golden)
        } catch let problem as StudioProblem {
            throw problem
        } catch {
            throw .from(error, field: .baseline)
        }
    }
}

extension String {
    /// The text without its last newline, as the page shows an exported text.
    fileprivate var trimmingTrailingNewline: String {
        hasSuffix("\n") ? String(dropLast()) : self
    }
}
