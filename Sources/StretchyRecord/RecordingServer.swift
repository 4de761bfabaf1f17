import StretchyCore
import StretchyHTTP
import StretchyStore
import _StretchySystem

/// The live recorder behind `stretchy-replay record`: serves the recorder page and records every session it sends.
///
/// ``start()`` listens and returns at once; the server thread then owns the store until ``stop()`` returns. Each
/// recording the page starts becomes one session (source `browser`), written through a ``SessionRecorder``: every
/// batch the page posts is validated as `import` validates samples and committed as one transaction (with the
/// session's notes, which hold each stroke's release velocity) before it is acknowledged. A batch number already
/// acknowledged is acknowledged again without being stored, so a page's retry never stores a batch twice. A
/// session whose page stops sending is finished after ``RecordingConfiguration/sessionTimeout``; ``stop()``
/// finishes every open session. A killed recorder leaves its open sessions unfinished, with every acknowledged
/// batch and no part of another.
///
/// For example:
///
/// ```swift
/// let store = try SessionStore(path: "phone.db", mode: .create)
/// let server = RecordingServer(configuration: try RecordingConfiguration(), store: store, stack: nil)
/// try server.start()
/// print("Open \(server.urls[0])")
/// // ... wait for Ctrl-C (see InterruptSignal) ...
/// try server.stop()
/// ```
package final class RecordingServer: @unchecked Sendable {
    /// How it listens and what it accepts.
    package let configuration: RecordingConfiguration
    /// The stack whose layouts the page draws live, or `nil` for the page's own simple header.
    package let stack: BehaviorStack?
    /// Called on the server thread with one line per event (a session started, finished or timed out).
    package var log: (@Sendable (String) -> Void)?

    private let store: SessionStore
    private let clock: @Sendable () -> Double
    private var http: HTTPServer?
    private var sessions: [Int: LiveSession] = [:]
    private var sessionsCreated = 0
    private var nextID = 1
    private var stopError: RecordingError?
    private var names: [String] = []

    /// Creates a server; nothing listens before ``start()``.
    ///
    /// - Parameters:
    ///   - configuration: Where to listen, the names, the limits and the token.
    ///   - store: The file to record into, opened writable; the server thread uses it from ``start()`` until
    ///     ``stop()`` returns, so no other code may use this store in between (open a second store to read).
    ///   - stack: A stack to lay the page's header out with, live; `nil` for none.
    ///   - clock: A monotonic clock in seconds, for batches and session timeouts.
    package init(
        configuration: RecordingConfiguration, store: SessionStore, stack: BehaviorStack?,
        clock: @escaping @Sendable () -> Double = SessionStore.monotonicSeconds
    ) {
        self.configuration = configuration
        self.store = store
        self.stack = stack
        self.clock = clock
    }

    deinit {
        // The server thread calls back into this object: it must end first, even without ``stop()``.
        http?.stop()
    }

    /// The port it listens on (the system's choice for port 0); 0 before ``start()``.
    package var port: UInt16 { http?.port ?? 0 }

    /// The URLs to open, token included: this machine's first, then one per network interface when listening on
    /// `0.0.0.0` (the address to type on a phone).
    package var urls: [String] {
        let suffix = configuration.token.map { "/?token=\($0.text)" } ?? "/"
        let address = configuration.listen
        if address.isAnyAddress {
            return (["127.0.0.1"] + Self.interfaceAddresses()).map { "http://\($0):\(port)\(suffix)" }
        }
        return ["http://\(address.host.map(String.init).joined(separator: ".")):\(port)\(suffix)"]
    }

    /// The names of the sessions this server created, in order, including those dropped. Read it after ``stop()``.
    package var sessionNames: [String] { names }

    /// The names of the sessions that ended without a sample and were deleted, in the order they ended. Read it after
    /// ``stop()``.
    package private(set) var droppedSessionNames: [String] = []

    /// Listens and starts serving, on a thread of its own.
    ///
    /// - Throws: ``RecordingError/server(_:)`` when the address cannot be listened on;
    ///   ``RecordingError/tokenRequired(address:)`` for an address beyond loopback without a token;
    ///   ``RecordingError/alreadyStarted``; what ``RecordingConfiguration/checkName()`` throws.
    package func start() throws(RecordingError) {
        guard http == nil else { throw .alreadyStarted }
        try configuration.checkName()
        guard configuration.listen.isLoopback || configuration.token != nil else {
            throw .tokenRequired(address: configuration.listen.description)
        }
        let server = HTTPServer(
            address: configuration.listen, limits: configuration.limits, token: configuration.token,
            tickInterval: min(1, configuration.sessionTimeout / 4),
            handler: { [unowned self] request in self.respond(to: request) },
            tick: { [unowned self] in self.finishIdleSessions() })
        do {
            try server.start()
        } catch {
            throw .server(error)
        }
        http = server
    }

    /// Stops serving and finishes every open session (their notes say `"ended": "recorder stopped"`).
    ///
    /// Call it from the thread that will use the store next, once (for Ctrl-C, see ``InterruptSignal``).
    ///
    /// - Throws: ``RecordingError/store(_:)`` when a session could not be finished; the others still are.
    package func stop() throws(RecordingError) {
        http?.stop()
        var first: RecordingError?
        for id in sessions.keys.sorted() {
            do throws(StoreError) {
                try finish(id, ended: "recorder stopped")
            } catch {
                first = first ?? .store(error)
            }
        }
        if let first { throw first }
    }

    // MARK: The server thread

    private func respond(to request: HTTPRequest) -> HTTPResponse {
        do throws(RecordingRequestError) {
            try checkHost(request)
            return try route(request)
        } catch {
            if case .store = error {
                // The terminal hears the whole story; the client, on the network, not where the file lives.
                log?("could not store a request to \(request.path): \(error.description)")
            }
            return .json(error.status, error.json(naming: store.path))
        }
    }

    private func checkHost(_ request: HTTPRequest) throws(RecordingRequestError) {
        // On loopback there is no token: a page from elsewhere could reach the server through DNS rebinding,
        // which the Host header gives away. Beyond loopback the token guards every request.
        guard configuration.listen.isLoopback else { return }
        let host = request.header("host") ?? ""
        let own = configuration.listen.host.map(String.init).joined(separator: ".")
        guard ["127.0.0.1:\(port)", "localhost:\(port)", "\(own):\(port)"].contains(host.lowercased()) else {
            throw .wrongHost(host)
        }
    }

    private func route(_ request: HTTPRequest) throws(RecordingRequestError) -> HTTPResponse {
        let parts = request.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        switch (request.method, request.path) {
        case ("GET", "/"):
            // A fresh nonce for each page: its one script runs, and nothing else could.
            let nonce = (try? AccessToken.random().text) ?? String(clock().bitPattern, radix: 16)
            return HTTPResponse(
                status: 200, contentType: "text/html; charset=utf-8", body: Array(page(nonce: nonce).utf8),
                headers: [
                    (
                        "Content-Security-Policy",
                        "default-src 'none'; script-src 'nonce-\(nonce)'; style-src 'unsafe-inline'; "
                            + "connect-src 'self'; base-uri 'none'; form-action 'none'"
                    ),
                    ("X-Frame-Options", "DENY"),
                ])
        case (_, "/"):
            throw .methodNotAllowed(method: request.method, path: request.path)
        case ("POST", "/api/sessions"):
            return try createSession(request)
        case (_, "/api/sessions"):
            throw .methodNotAllowed(method: request.method, path: request.path)
        default:
            guard parts.count == 5, parts[1] == "api", parts[2] == "sessions", let id = Int(parts[3]),
                ["batches", "finish"].contains(parts[4])
            else { throw .notFound(path: request.path) }
            guard request.method == "POST" else { throw .methodNotAllowed(method: request.method, path: request.path) }
            guard let session = sessions[id] else { throw .unknownSession(id) }
            session.lastActivity = clock()
            guard parts[4] == "batches" else {
                // Finishing changes a session too: a cross-site form, which cannot send JSON, must not end it.
                try requireJSONContent(request)
                return try finishRequested(session)
            }
            return try storeBatch(request, session)
        }
    }

    private func requireJSONContent(_ request: HTTPRequest) throws(RecordingRequestError) {
        guard let type = request.header("content-type"), type.lowercased().hasPrefix("application/json") else {
            throw .notJSONContent
        }
    }

    private func body(_ request: HTTPRequest) throws(RecordingRequestError) -> JSONValue {
        try requireJSONContent(request)
        do {
            return try JSONParser.parse(request.body, maximumDepth: Self.maximumJSONDepth)
        } catch {
            throw .invalidJSON(error.description)
        }
    }

    private func createSession(_ request: HTTPRequest) throws(RecordingRequestError) -> HTTPResponse {
        let document = try body(request)
        guard case .object(let members) = document else { throw .wrongType(key: "body", expected: "an object") }
        for (key, _) in members where !["refresh_rate", "viewport_width", "viewport_height", "settings"].contains(key) {
            throw .unknownKey(key)
        }
        func positive(_ key: String) throws(RecordingRequestError) -> Double? {
            guard let value = document[key] else { return nil }
            guard case .number(let number) = value, number.isFinite, number > 0, number <= 1e6 else {
                throw .wrongType(key: key, expected: "a positive number")
            }
            return number
        }
        let refreshRate = try positive("refresh_rate")
        let width = try positive("viewport_width")
        let height = try positive("viewport_height")
        var settings = JSONValue.object([])
        if let value = document["settings"] {
            guard case .object = value else { throw .wrongType(key: "settings", expected: "an object") }
            settings = value
        }
        guard sessionsCreated < configuration.maximumSessions else {
            throw .tooManySessions(limit: configuration.maximumSessions)
        }
        let agent = request.header("user-agent") ?? ""
        var notes: [(String, JSONValue)] = [("recorded_by", .string("stretchy-replay record")), ("page", settings)]
        notes.append(("user_agent", .string(agent)))
        if let stack { notes.append(("live_stack", .string(stack.identifiers.joined(separator: ",")))) }
        do throws(StoreError) {
            let name = try nextName()
            let recorder = try store.startRecording(
                SessionMetadata(
                    name: name, source: .browser, refreshRate: refreshRate, viewportWidth: width,
                    viewportHeight: height, device: UserAgentDevice.describe(agent),
                    notes: JSONValue.object(notes).rendered()),
                policy: RecorderBatchPolicy(
                    maximumCount: configuration.maximumSamplesPerBatch + 1, maximumInterval: .infinity),
                clock: clock)
            let session = LiveSession(
                id: nextID, recorder: recorder, runner: stack?.makeRunner(), notes: notes, now: clock())
            sessions[nextID] = session
            nextID += 1
            sessionsCreated += 1
            names.append(name)
            // The device comes from the client's User-Agent: shown, never obeyed, by the terminal.
            log?(
                "recording session '\(name)' (\(TerminalText.visible(UserAgentDevice.describe(agent) ?? "unknown device")))"
            )
            return .json(201, .object([("session", .string(name)), ("id", .number(Double(session.id)))]))
        } catch {
            throw .store(error)
        }
    }

    /// `NAME`, then `NAME-2`, `NAME-3`...; without a name `browser-1`, `browser-2`...; skipping names in the file.
    private func nextName() throws(StoreError) -> String {
        var counter = configuration.name == nil ? 1 : 0
        while true {
            let name =
                if let base = configuration.name { counter == 0 ? base : "\(base)-\(counter + 1)" } else {
                    "browser-\(counter)"
                }
            if try !store.containsSession(named: name) { return name }
            counter += 1
        }
    }

    private func storeBatch(_ request: HTTPRequest, _ session: LiveSession) throws(RecordingRequestError)
        -> HTTPResponse
    {
        let recorder = session.recorder
        let batch = try RecordedBatch.decode(
            try body(request), firstIndex: recorder.committedCount,
            maximumSamples: configuration.maximumSamplesPerBatch, maximumTouches: configuration.maximumTouchesPerBatch)
        if batch.number < session.nextBatch {
            return acknowledgement(session, batch: batch.number, stored: 0, duplicate: true)
        }
        guard batch.number == session.nextBatch else {
            throw .batchOutOfOrder(session: recorder.sessionName, expected: session.nextBatch, found: batch.number)
        }
        // Validated whole before anything is appended, so a refused batch writes nothing and the session can go on.
        var previous = recorder.lastSampleTime
        for (offset, sample) in batch.samples.enumerated() {
            do throws(InvalidSample) {
                try sample.validate(index: recorder.committedCount + offset, previousTime: previous)
            } catch {
                throw .invalidSample(batch: batch.number, error)
            }
            previous = sample.time
        }
        var layout: HeaderLayout?
        if var runner = session.runner {
            for sample in batch.samples { layout = try? runner.step(sample) }
            session.runner = runner
        }
        let samples = batch.samples
        let releases = session.track(batch.touches) { time in
            samples.last { $0.time <= time }?.offsetY ?? samples.first?.offsetY ?? .nan
        }
        do throws(StoreError) {
            for sample in batch.samples { try recorder.append(sample) }
            try recorder.append(touches: batch.touches)
            try recorder.append(releases: releases)
            try recorder.commit(notes: session.notes(ended: nil))
        } catch {
            throw .store(error)
        }
        if let layout, let last = batch.samples.last {
            session.lastLayout = layout
            session.lastLayoutOffset = last.offsetY
        }
        session.nextBatch += 1
        return acknowledgement(session, batch: batch.number, stored: batch.samples.count, duplicate: false)
    }

    private func acknowledgement(_ session: LiveSession, batch: Int, stored: Int, duplicate: Bool) -> HTTPResponse {
        var members: [(String, JSONValue)] = [
            ("session", .string(session.recorder.sessionName)), ("batch", .number(Double(batch))),
            ("stored", .number(Double(stored))), ("samples", .number(Double(session.recorder.committedCount))),
            ("duplicate", .bool(duplicate)),
        ]
        if let layout = session.lastLayout, let stack {
            members.append(("layout", Self.layoutJSON(layout, offset: session.lastLayoutOffset, stack: stack)))
        }
        return .json(200, .object(members))
    }

    private func finishRequested(_ session: LiveSession) throws(RecordingRequestError) -> HTTPResponse {
        do throws(StoreError) {
            try finish(session.id, ended: "stopped on the page")
        } catch {
            throw .store(error)
        }
        return .json(
            200,
            .object([
                ("session", .string(session.recorder.sessionName)),
                ("samples", .number(Double(session.recorder.committedCount))), ("finished", .bool(true)),
            ]))
    }

    private func finish(_ id: Int, ended: String) throws(StoreError) {
        guard let session = sessions.removeValue(forKey: id) else { return }
        if session.recorder.committedCount == 0, session.recorder.pendingCount == 0 {
            try session.recorder.discardEmptySession()
            droppedSessionNames.append(session.recorder.sessionName)
            log?("dropped session '\(session.recorder.sessionName)': no samples arrived, \(ended)")
            return
        }
        try session.recorder.commit(notes: session.notes(ended: ended))
        try session.recorder.finish()
        log?("finished session '\(session.recorder.sessionName)': \(session.recorder.committedCount) samples, \(ended)")
    }

    private func finishIdleSessions() {
        let now = clock()
        for (id, session) in sessions where now - session.lastActivity >= configuration.sessionTimeout {
            try? finish(id, ended: "timed out: the page stopped sending")
        }
    }

    // MARK: JSON

    /// How deep a request's JSON may nest: a batch is an object of arrays of objects, so 8 is room to spare.
    static let maximumJSONDepth = 8

    /// A layout for the page: the header's frame on screen and each subview's attributes.
    static func layoutJSON(_ layout: HeaderLayout, offset: Double, stack: BehaviorStack) -> JSONValue {
        let subviews = zip(stack.configuration.subviews, layout.subviews).map { configuration, attributes in
            JSONValue.object([
                ("id", .string(configuration.id)), ("x", .number(attributes.x)), ("y", .number(attributes.y)),
                ("width", .number(attributes.width)), ("height", .number(attributes.height)),
                ("alpha", .number(attributes.alpha)), ("scale", .number(attributes.scale)),
                ("corner_radius", .number(attributes.cornerRadius)), ("font_size", .number(attributes.fontSize)),
            ])
        }
        return .object([
            ("header_top", .number(layout.headerY - offset)), ("header_height", .number(layout.headerHeight)),
            ("stretch", .number(layout.stretchFactor)), ("subviews", .array(subviews)),
        ])
    }

    /// The header's resting subviews as the page draws them without a live stack (frame and corner radius), and
    /// its width: the widest subview's right edge, which the page compares with its viewport.
    static func restingJSON(_ configuration: HeaderConfiguration) -> JSONValue {
        let subviews = configuration.subviews.map { subview in
            let a = subview.restingAttributes
            return JSONValue.object([
                ("id", .string(subview.id)), ("x", .number(a.x)), ("y", .number(a.y)), ("width", .number(a.width)),
                ("height", .number(a.height)), ("corner_radius", .number(a.cornerRadius)),
            ])
        }
        let width = configuration.subviews.map { $0.restingAttributes.x + $0.restingAttributes.width }.max() ?? 0
        return .object([("width", .number(width)), ("subviews", .array(subviews))])
    }

    /// The recorder page with its settings, its script carrying `nonce` (the policy's `'nonce-…'`).
    private func page(nonce: String) -> String {
        let settings = JSONValue.object([
            (
                "batch_interval_ms",
                .number(Double(stack == nil ? configuration.batchInterval : min(configuration.batchInterval, 50)))
            ),
            ("inset_top", .number(stack?.configuration.maximumHeight ?? 280)),
            ("minimum_header", .number(stack?.configuration.minimumHeight ?? 64)),
            ("header", Self.restingJSON(stack?.configuration ?? .profileHeader)),
            ("live_stack", stack.map { .string($0.identifiers.joined(separator: ",")) } ?? .null),
        ])
        return RecorderPage.html.replacing("<script>", with: "<script nonce=\"\(nonce)\">")
            .replacing("/*SETTINGS*/{}", with: HTTPResponse.compact(settings).replacing("<", with: "\\u003c"))
    }

    private static func interfaceAddresses() -> [String] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0 else { return [] }
        defer { freeifaddrs(list) }
        var result: [String] = []
        var cursor = list
        while let entry = cursor {
            defer { cursor = entry.pointee.ifa_next }
            guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET) else {
                continue
            }
            let bytes = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { pointer in
                withUnsafeBytes(of: pointer.pointee.sin_addr) { Array($0) }
            }
            if bytes[0] != 127 { result.append(bytes.map(String.init).joined(separator: ".")) }
        }
        return result
    }
}
