import _StretchySystem

/// A small, strict HTTP/1.1 server over POSIX sockets, with one thread that owns every connection.
///
/// The server thread polls the listening socket and every connection, parses requests with
/// ``HTTPRequestParser``, checks the access token, and calls the handler synchronously, one request at a time, so a
/// handler may use state that belongs to one thread (a SQLite connection). Responses always carry a
/// `Content-Length`; a refused request is answered with `{"error": reason}` and its connection closed. Nothing is
/// ever served from disk: the handler makes every response.
///
/// With a token, a connection holds its slot only by showing it: a request without it is answered `403` and the
/// connection closed, and a connection that has sent none with it by ``HTTPLimits/authenticationTimeout`` is closed.
/// Connections are then counted per peer address too (``HTTPLimits/maximumConnectionsPerPeer``). When a count is
/// full, a newcomer takes the place of a connection that is closing anyway, else of the oldest one without the
/// token, else of the one idle the longest, and is refused (`503`) only when every connection is busy.
package final class HTTPServer: @unchecked Sendable {
    /// Makes the response to one request; runs on the server thread.
    package typealias Handler = (HTTPRequest) -> HTTPResponse
    /// Answers one request, at once or later on a thread of its own (``HTTPAnswer``); runs on the server thread.
    package typealias AnsweringHandler = (HTTPRequest) -> HTTPAnswer

    /// Where it listens, as asked.
    package let address: ListenAddress
    /// The limits it enforces.
    package let limits: HTTPLimits
    /// The token every request must carry (`?token=` or `X-Stretchy-Token`), or `nil` for none.
    package let token: AccessToken?
    /// The port it listens on: the one asked for, or the one the system chose for port 0. Valid after `start()`.
    package private(set) var port: UInt16 = 0

    private let handler: AnsweringHandler
    /// The most deferred answers (``HTTPAnswer/later(_:)``) being made at once; a request beyond it gets `503`.
    package let maximumDeferred: Int
    private let completions = DeferredCompletions()
    /// How many deferred answers were started: each connection's latest is known by its number.
    private var deferredCount: UInt64 = 0
    private let tick: () -> Void
    private let tickInterval: Double
    private var listener: Int32 = -1
    private var wakeRead: Int32 = -1
    private var wakeWrite: Int32 = -1
    private var thread: pthread_t?
    private var connections: [HTTPConnection] = []
    private let stopFlag = StopFlag()
    /// Until when, on the monotonic clock, the listener is not polled: `accept` failed for want of descriptors or
    /// memory, and polling a listener that stays readable would spin.
    private var acceptPausedUntil: UInt64 = 0
    /// How long accepting pauses after such a failure: 100 ms.
    static let acceptPause: UInt64 = 100_000_000
    private let parser: HTTPRequestParser

    /// Creates a server; nothing listens before ``start()``.
    ///
    /// - Parameters:
    ///   - address: Where to listen.
    ///   - limits: The limits to enforce.
    ///   - token: The token requests must carry, or `nil`.
    ///   - tickInterval: Seconds between calls of `tick`.
    ///   - handler: Makes each response, on the server thread.
    ///   - tick: Called on the server thread about every `tickInterval` seconds, for housekeeping.
    package convenience init(
        address: ListenAddress, limits: HTTPLimits, token: AccessToken?, tickInterval: Double = 0.5,
        handler: @escaping Handler, tick: @escaping () -> Void = {}
    ) {
        self.init(
            address: address, limits: limits, token: token, tickInterval: tickInterval,
            answering: { .now(handler($0)) }, tick: tick)
    }

    /// Creates a server whose handler may defer its answers to threads of their own; nothing listens before
    /// ``start()``.
    ///
    /// - Parameters:
    ///   - address: Where to listen.
    ///   - limits: The limits to enforce.
    ///   - token: The token requests must carry, or `nil`.
    ///   - tickInterval: Seconds between calls of `tick`.
    ///   - maximumDeferred: The most deferred answers made at once (at least 1).
    ///   - answering: Answers each request, on the server thread, at once or later.
    ///   - tick: Called on the server thread about every `tickInterval` seconds, for housekeeping.
    package init(
        address: ListenAddress, limits: HTTPLimits, token: AccessToken?, tickInterval: Double = 0.5,
        maximumDeferred: Int = 4, answering: @escaping AnsweringHandler, tick: @escaping () -> Void = {}
    ) {
        self.address = address
        self.limits = limits
        self.token = token
        self.tickInterval = tickInterval
        self.maximumDeferred = max(1, maximumDeferred)
        self.handler = answering
        self.tick = tick
        self.parser = HTTPRequestParser(limits: limits)
    }

    /// Binds, listens and starts the server thread.
    ///
    /// - Throws: ``HTTPServerError/cannotListen(address:reason:)`` or ``HTTPServerError/cannotStartThread(reason:)``.
    package func start() throws(HTTPServerError) {
        let fail = { () -> HTTPServerError in
            .cannotListen(address: self.address.description, reason: SystemFailure.current.reason)
        }
        listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard listener >= 0 else { throw fail() }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var socketAddress = sockaddr_in()
        socketAddress.sin_family = sa_family_t(AF_INET)
        socketAddress.sin_port = address.port.bigEndian
        withUnsafeMutableBytes(of: &socketAddress.sin_addr) { $0.copyBytes(from: address.host) }
        let bound = withUnsafePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(listener, 128) == 0 else {
            let error = fail()
            close(listener)
            throw error
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = UInt16(bigEndian: socketAddress.sin_port)
        Self.setNonBlocking(listener)
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw fail() }
        for end in pipeEnds {
            Self.setNonBlocking(end)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        wakeRead = pipeEnds[0]
        wakeWrite = pipeEnds[1]
        let box = Unmanaged.passRetained(self).toOpaque()
        var handle = pthread_t()
        let result = pthread_create(
            &handle, nil,
            { context in
                let server = Unmanaged<HTTPServer>.fromOpaque(context!).takeRetainedValue()
                server.run()
                return nil
            }, box)
        guard result == 0 else {
            Unmanaged<HTTPServer>.fromOpaque(box).release()
            throw .cannotStartThread(reason: systemErrorText(result))
        }
        thread = handle
    }

    /// Stops the server: wakes the thread, closes every connection and the listener, and waits for the thread.
    ///
    /// Safe to call more than once, and from any thread but the server's.
    package func stop() {
        guard let thread else { return }
        stopFlag.set()
        // Deferred answers still being made are dropped from here on, and never write to the closed pipe.
        completions.close()
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
        pthread_join(thread, nil)
        self.thread = nil
        close(wakeRead)
        close(wakeWrite)
    }

    private static func setNonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    private static func nanoseconds(_ seconds: Double) -> UInt64 {
        UInt64(max(0, seconds) * 1e9)
    }

    // MARK: The server thread

    private func run() {
        var lastTick = monotonicNanoseconds()
        while !stopFlag.isSet {
            let now = monotonicNanoseconds()
            let accepting = now >= acceptPausedUntil
            var descriptors = [
                pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
                pollfd(fd: listener, events: accepting ? Int16(POLLIN) : 0, revents: 0),
            ]
            var deadline = lastTick + Self.nanoseconds(tickInterval)
            if !accepting { deadline = min(deadline, acceptPausedUntil) }
            for connection in connections {
                let events = connection.hasOutput ? POLLOUT : POLLIN
                descriptors.append(pollfd(fd: connection.descriptor, events: Int16(events), revents: 0))
                deadline = min(deadline, self.deadline(of: connection))
            }
            let wait = deadline > now ? Int32(min((deadline - now) / 1_000_000 + 1, 1000)) : 0
            let ready = poll(&descriptors, nfds_t(descriptors.count), wait)
            if ready < 0, errno != EINTR { break }
            if stopFlag.isSet { break }
            if descriptors[0].revents & Int16(POLLIN) != 0 { drainWakePipe() }
            var closing: [ObjectIdentifier] = deliverDeferredAnswers()
            if descriptors[1].revents & Int16(POLLIN) != 0 { acceptConnections() }
            // Connections accepted just now are not in `descriptors`; they are polled next time round.
            for (index, connection) in connections.prefix(descriptors.count - 2).enumerated() {
                let events = descriptors[index + 2].revents
                if closing.contains(ObjectIdentifier(connection)) { continue }
                if connection.isEvicted || !serve(connection, events: events) {
                    closing.append(ObjectIdentifier(connection))
                }
            }
            for connection in connections.dropFirst(descriptors.count - 2) where connection.isEvicted {
                closing.append(ObjectIdentifier(connection))
            }
            let later = monotonicNanoseconds()
            for connection in connections where !closing.contains(ObjectIdentifier(connection)) {
                if !checkTimeouts(connection, now: later) { closing.append(ObjectIdentifier(connection)) }
            }
            if !closing.isEmpty {
                for connection in connections where closing.contains(ObjectIdentifier(connection)) {
                    close(connection.descriptor)
                }
                connections.removeAll { closing.contains(ObjectIdentifier($0)) }
            }
            if later >= lastTick + Self.nanoseconds(tickInterval) {
                lastTick = later
                tick()
            }
        }
        for connection in connections { close(connection.descriptor) }
        connections.removeAll()
        close(listener)
    }

    private func deadline(of connection: HTTPConnection) -> UInt64 {
        switch connection.state {
        case .draining(let until): return until
        case .open:
            // A deferred answer is being made: the client waits for the server, not the other way round.
            if connection.awaitingAnswer { return UInt64.max }
            let unauthenticated =
                connection.isAuthenticated
                ? UInt64.max : connection.accepted + Self.nanoseconds(limits.authenticationTimeout)
            if let started = connection.requestStarted {
                return min(unauthenticated, started + Self.nanoseconds(limits.requestTimeout))
            }
            return min(unauthenticated, connection.lastActivity + Self.nanoseconds(limits.idleTimeout))
        }
    }

    private func acceptConnections() {
        while true {
            var peerAddress = sockaddr_in()
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let descriptor = withUnsafeMutablePointer(to: &peerAddress) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { accept(listener, $0, &length) }
            }
            guard descriptor >= 0 else {
                if [EMFILE, ENFILE, ENOBUFS, ENOMEM].contains(errno) {
                    // Out of descriptors: the connection waits in the backlog, the open ones are served meanwhile.
                    acceptPausedUntil = monotonicNanoseconds() + Self.acceptPause
                }
                return
            }
            Self.setNonBlocking(descriptor)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            let connection = HTTPConnection(
                descriptor: descriptor, peer: peerAddress.sin_addr.s_addr, now: monotonicNanoseconds(),
                isAuthenticated: token == nil)
            let live = connections.filter { !$0.isEvicted }
            let fromPeer = live.filter { $0.peer == connection.peer }
            connections.append(connection)
            // Per peer only with a token, that is on a shared network: on loopback every peer is this machine.
            if token != nil, fromPeer.count >= limits.maximumConnectionsPerPeer, !evictOne(of: fromPeer) {
                refuse(
                    connection,
                    HTTPRequestError(
                        503,
                        "more than \(limits.maximumConnectionsPerPeer) connections from one address are busy; "
                            + "try again"))
            } else if live.count >= limits.maximumConnections, !evictOne(of: live) {
                refuse(
                    connection,
                    HTTPRequestError(503, "more than \(limits.maximumConnections) connections are open; try again"))
            }
        }
    }

    /// Makes room for a newcomer among `candidates`: the first that is closing anyway (answered with an error), else
    /// the oldest that has not shown the token, else the one idle the longest. Returns `false` when every candidate
    /// is busy with a request.
    private func evictOne(of candidates: [HTTPConnection]) -> Bool {
        let victim =
            candidates.first { if case .draining = $0.state { true } else { false } }
            ?? candidates.filter { !$0.isAuthenticated }.min { $0.accepted < $1.accepted }
            ?? candidates.filter(\.isIdle).min { $0.lastActivity < $1.lastActivity }
        guard let victim else { return false }
        victim.isEvicted = true
        return true
    }

    /// Reads, answers and writes; returns `false` when the connection should close.
    private func serve(_ connection: HTTPConnection, events: Int16) -> Bool {
        if events & Int16(POLLERR | POLLNVAL) != 0 { return false }
        if connection.hasOutput, events & Int16(POLLOUT) != 0 {
            guard flush(connection) else { return false }
            if !connection.hasOutput, connection.closeAfterWrite {
                if case .open = connection.state { return false }
            }
            if !connection.hasOutput, !connection.input.isEmpty {
                // Answers were held back while the client was not reading them: go on with its pipelined requests.
                answerBufferedRequests(connection)
                guard flush(connection) else { return false }
            }
        }
        guard events & Int16(POLLIN | POLLHUP) != 0 else { return true }
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(connection.descriptor, $0.baseAddress, $0.count, 0) }
        if count < 0 { return errno == EAGAIN || errno == EINTR }
        if count == 0 { return false }
        if case .draining = connection.state { return true }
        if connection.input.isEmpty { connection.requestStarted = monotonicNanoseconds() }
        connection.input.append(contentsOf: chunk[0..<count])
        answerBufferedRequests(connection)
        guard flush(connection) else { return false }
        // Written out after `Connection: close`: close now (an error answer drains first, until its deadline).
        if !connection.hasOutput, connection.closeAfterWrite, case .open = connection.state { return false }
        return true
    }

    /// The most answer bytes a connection may have waiting to be written before the server stops answering (and so
    /// reading) its pipelined requests: 256 KiB. A client that sends requests and never reads the answers holds
    /// that much, not an answer for every request it sent.
    static let pendingOutputLimit = 256 << 10

    private func answerBufferedRequests(_ connection: HTTPConnection) {
        while case .open = connection.state, !connection.closeAfterWrite, !connection.awaitingAnswer,
            !connection.input.isEmpty,
            connection.output.count - connection.outputOffset < Self.pendingOutputLimit
        {
            let outcome: HTTPRequestParser.Outcome
            do {
                outcome = try parser.parse(connection.input)
            } catch {
                refuse(connection, error)
                return
            }
            guard case .request(let request, let consumed) = outcome else { return }
            connection.input.removeFirst(consumed)
            connection.requestStarted = connection.input.isEmpty ? nil : monotonicNanoseconds()
            var response: HTTPResponse
            if let token, !token.matches(request.queryValue("token") ?? request.header("x-stretchy-token") ?? "") {
                // Refused and closed: a connection without the token gets one answer, not a slot to keep.
                refuse(connection, HTTPRequestError(403, "this server needs its access token: open the URL it printed"))
                return
            }
            connection.isAuthenticated = true
            switch handler(request) {
            case .now(let made): response = made
            case .later(let work):
                if completions.running >= maximumDeferred {
                    response = .error(
                        503, "the server is busy with other answers (at most \(maximumDeferred) at once); try again")
                } else {
                    startDeferred(work, for: connection, closes: request.wantsClose)
                    continue
                }
            }
            if request.wantsClose { response.closes = true }
            connection.output.append(contentsOf: response.serialized())
            connection.closeAfterWrite = response.closes
            connection.lastActivity = monotonicNanoseconds()
        }
    }

    /// Starts making a deferred answer on a thread of its own; the connection waits for it.
    private func startDeferred(
        _ work: @escaping @Sendable () -> HTTPResponse, for connection: HTTPConnection, closes: Bool
    ) {
        connection.awaitingAnswer = true
        deferredCount &+= 1
        connection.answerNumber = deferredCount
        let identifier = deferredCount
        let completions = self.completions
        let wake = wakeWrite
        let job: @Sendable () -> Void = {
            var response = work()
            if closes { response.closes = true }
            completions.post(identifier, response, wake: wake)
        }
        completions.started()
        guard DeferredCompletions.spawn(job) else {
            completions.finished()
            connection.awaitingAnswer = false
            refuse(connection, HTTPRequestError(503, "cannot start a thread for the answer; try again"))
            return
        }
    }

    private func drainWakePipe() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while bytes.withUnsafeMutableBytes({ read(wakeRead, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Writes the deferred answers made since the last turn; returns the connections whose write failed.
    private func deliverDeferredAnswers() -> [ObjectIdentifier] {
        var failed: [ObjectIdentifier] = []
        for (number, response) in completions.take() {
            // A connection closed meanwhile (by its client, or evicted) has no one to read the answer.
            guard let connection = connections.first(where: { $0.awaitingAnswer && $0.answerNumber == number })
            else { continue }
            connection.awaitingAnswer = false
            connection.output.append(contentsOf: response.serialized())
            connection.closeAfterWrite = response.closes
            connection.lastActivity = monotonicNanoseconds()
            answerBufferedRequests(connection)
            if !flush(connection) || (!connection.hasOutput && connection.closeAfterWrite) {
                failed.append(ObjectIdentifier(connection))
            }
        }
        return failed
    }

    /// Answers with an error, then drains the connection for a moment so the client reads the answer.
    private func refuse(_ connection: HTTPConnection, _ error: HTTPRequestError) {
        connection.output.append(contentsOf: HTTPResponse.error(error.status, error.reason, closes: true).serialized())
        connection.closeAfterWrite = true
        connection.input.removeAll()
        connection.requestStarted = nil
        connection.state = .draining(until: monotonicNanoseconds() + 1_000_000_000)
        _ = flush(connection)
    }

    /// Writes what it can; returns `false` on a write error.
    private func flush(_ connection: HTTPConnection) -> Bool {
        while connection.hasOutput {
            let written = connection.output.withUnsafeBytes {
                send(
                    connection.descriptor, $0.baseAddress! + connection.outputOffset,
                    $0.count - connection.outputOffset, Int32(MSG_NOSIGNAL))
            }
            if written < 0 {
                if errno == EINTR { continue }
                return errno == EAGAIN
            }
            connection.outputOffset += written
        }
        connection.output.removeAll(keepingCapacity: true)
        connection.outputOffset = 0
        if connection.closeAfterWrite, case .draining = connection.state {
            shutdown(connection.descriptor, Int32(SHUT_WR))
        }
        return true
    }

    /// Applies the timeouts; returns `false` when the connection should close.
    private func checkTimeouts(_ connection: HTTPConnection, now: UInt64) -> Bool {
        guard now >= deadline(of: connection) else { return true }
        switch connection.state {
        case .draining: return false
        case .open:
            // No request yet, or none with the token in time: close without a word, as an idle connection is.
            guard connection.requestStarted != nil, connection.isAuthenticated else { return false }
            refuse(
                connection,
                HTTPRequestError(
                    408, "the request took longer than \(NumberFormatting.shortest(limits.requestTimeout)) s"))
            return true
        }
    }
}

/// A flag one thread sets and another reads.
final class StopFlag: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var value = false

    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }

    func set() {
        pthread_mutex_lock(&mutex)
        value = true
        pthread_mutex_unlock(&mutex)
    }

    var isSet: Bool {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return value
    }
}
