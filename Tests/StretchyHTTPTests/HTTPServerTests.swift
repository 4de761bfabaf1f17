import Testing
import _StretchySystem

@testable import StretchyHTTP

/// The server over real loopback sockets: framing, limits, the token, timeouts (small ones, set per test).
@Suite struct HTTPServerTests {
    static func echo(_ request: HTTPRequest) -> HTTPResponse {
        .json(200, .object([("path", .string(request.path)), ("bytes", .number(Double(request.body.count)))]))
    }

    static func withServer(
        limits: HTTPLimits = .standard, token: AccessToken? = nil, _ body: (HTTPServer) throws -> Void
    ) throws {
        let server = HTTPServer(
            address: ListenAddress(host: [127, 0, 0, 1], port: 0), limits: limits, token: token, handler: echo)
        try server.start()
        defer { server.stop() }
        try body(server)
    }

    @Test func answersKeepAliveRequestsInOrder() throws {
        try Self.withServer { server in
            let client = try HTTPClientConnection(port: server.port)
            for index in 0..<3 {
                let reply = try client.request("POST", "/n\(index)", body: "abc")
                #expect(reply.status == 200)
                #expect(reply.body == "{\"path\":\"/n\(index)\",\"bytes\":3}")
            }
            // Two pipelined requests in one write.
            try client.send(raw: "GET /a HTTP/1.1\r\nHost: x\r\n\r\nGET /b HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(try client.readReply().body == "{\"path\":\"/a\",\"bytes\":0}")
            #expect(try client.readReply().body == "{\"path\":\"/b\",\"bytes\":0}")
        }
    }

    @Test func refusesHostileRequestsWithAJSONReasonAndCloses() throws {
        let cases: [(String, Int, String)] = [
            (
                "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 400,
                "both Content-Length and Transfer-Encoding are present"
            ),
            ("GET / HTTP/1.1\r\nHost: x\r\nNoColonHere\r\n\r\n", 400, "a header line has no colon"),
            ("\u{1}\u{2} garbage\r\n\r\n", 400, "malformed request line"),
        ]
        try Self.withServer { server in
            for (text, status, reason) in cases {
                let client = try HTTPClientConnection(port: server.port)
                try client.send(raw: text)
                let reply = try client.readReply()
                #expect(reply.status == status)
                #expect(reply.body == "{\"error\":\"\(reason)\"}")
                #expect(reply.headers.contains { $0 == ("connection", "close") })
                #expect(client.readsEndOfFile())
            }
        }
    }

    @Test func refusesA10MBBodyBeforeReadingIt() throws {
        try Self.withServer { server in
            let client = try HTTPClientConnection(port: server.port)
            try client.send(raw: "POST /big HTTP/1.1\r\nHost: x\r\nContent-Length: 10485760\r\n\r\n")
            // Keep sending: the server answers from the header and discards the rest.
            try? client.send(raw: [UInt8](repeating: 0x41, count: 1 << 20))
            let reply = try client.readReply()
            #expect(reply.status == 413)
            #expect(reply.body == "{\"error\":\"the body is larger than 1048576 bytes\"}")
        }
    }

    @Test func sizeLimitsHoldOverSockets() throws {
        let limits = HTTPLimits(
            maximumRequestLineBytes: 100, maximumHeaderBytes: 200, maximumHeaderCount: 3, maximumBodyBytes: 10)
        let cases: [(String, Int, String)] = [
            (
                "GET /" + String(repeating: "a", count: 200) + " HTTP/1.1\r\n", 414,
                "the request line is longer than 100 bytes"
            ),
            (
                "GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + String(repeating: "b", count: 300) + "\r\n\r\n", 431,
                "the header is larger than 200 bytes"
            ),
            ("GET / HTTP/1.1\r\nHost: x\r\nA: 1\r\nB: 2\r\nC: 3\r\n\r\n", 431, "more than 3 header fields"),
            ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\n\r\n", 413, "the body is larger than 10 bytes"),
        ]
        try Self.withServer(limits: limits) { server in
            for (text, status, reason) in cases {
                let client = try HTTPClientConnection(port: server.port)
                try client.send(raw: text)
                let reply = try client.readReply()
                #expect(reply.status == status)
                #expect(reply.body == "{\"error\":\"\(reason)\"}")
            }
            let client = try HTTPClientConnection(port: server.port)
            #expect(try client.request("POST", "/", body: "0123456789").status == 200)
        }
    }

    @Test func theTokenIsRequiredEverywhere() throws {
        let token = AccessToken(text: "00112233445566778899aabbccddeeff")
        try Self.withServer(token: token) { server in
            let refusal = "{\"error\":\"this server needs its access token: open the URL it printed\"}"
            for target in ["/", "/api/sessions", "/?token=00112233445566778899aabbccddeefe", "/?token="] {
                let refused = try HTTPClientConnection(port: server.port)
                let reply = try refused.request("GET", target)
                #expect(reply.status == 403)
                #expect(reply.body == refusal)
                #expect(reply.headers.contains { $0 == ("connection", "close") })
                #expect(refused.readsEndOfFile(), "a refusal closes the connection")
            }
            let client = try HTTPClientConnection(port: server.port)
            #expect(try client.request("GET", "/?token=\(token.text)").status == 200)
            try client.send(raw: "GET /h HTTP/1.1\r\nHost: x\r\nX-Stretchy-Token: \(token.text)\r\n\r\n")
            #expect(try client.readReply().status == 200)
        }
    }

    @Test func aSlowClientIsCutOffByTheRequestTimeout() throws {
        var limits = HTTPLimits.standard
        limits.requestTimeout = 0.3
        try Self.withServer(limits: limits) { server in
            let client = try HTTPClientConnection(port: server.port)
            var refused = false
            // A byte every 100 ms (a slowloris): the request never completes in time.
            for byte in "GET / HTTP/1.1\r\nHost: x\r\nX-Slow: aaaaaaaaaaaaaaaaaaa\r\n\r\n".utf8 {
                guard (try? client.send(raw: [byte])) != nil else {
                    refused = true
                    break
                }
                usleep(100_000)
                if refused { break }
            }
            let reply = try client.readReply()
            #expect(reply.status == 408)
            #expect(reply.body == "{\"error\":\"the request took longer than 0.3 s\"}")
        }
    }

    @Test func anIdleConnectionIsClosed() throws {
        var limits = HTTPLimits.standard
        limits.idleTimeout = 0.2
        try Self.withServer(limits: limits) { server in
            let client = try HTTPClientConnection(port: server.port)
            #expect(try client.request("GET", "/").status == 200)
            #expect(client.readsEndOfFile())
        }
    }

    @Test func connectionsBeyondTheLimitAreRefusedWhenEveryOneIsBusy() throws {
        var limits = HTTPLimits.standard
        limits.maximumConnections = 4
        try Self.withServer(limits: limits) { server in
            let open = try (0..<4).map { _ in try HTTPClientConnection(port: server.port) }
            for client in open {
                #expect(try client.request("GET", "/").status == 200)
                try client.send(raw: "GET /slow HTTP/1.1\r\n")  // A request begun: busy, so nobody's place is free.
            }
            usleep(100_000)
            let extra = try HTTPClientConnection(port: server.port)
            try? extra.send(raw: "GET / HTTP/1.1\r\nHost: x\r\n\r\n")
            let reply = try extra.readReply()
            #expect(reply.status == 503)
            #expect(reply.body == "{\"error\":\"more than 4 connections are open; try again\"}")
            try open[0].send(raw: "Host: x\r\n\r\n")
            #expect(try open[0].readReply().status == 200)
        }
    }

    @Test func aNewcomerTakesThePlaceOfTheConnectionIdleTheLongest() throws {
        var limits = HTTPLimits.standard
        limits.maximumConnections = 4
        try Self.withServer(limits: limits) { server in
            let open = try (0..<4).map { _ in try HTTPClientConnection(port: server.port) }
            for client in open { #expect(try client.request("GET", "/").status == 200) }
            let extra = try HTTPClientConnection(port: server.port)
            #expect(try extra.request("GET", "/").status == 200)
            #expect(open[0].readsEndOfFile())
            #expect(try open[1].request("GET", "/again").status == 200)
        }
    }

    @Test func manyConcurrentClients() throws {
        try Self.withServer { server in
            let port = server.port
            let failures = Counter()
            var threads: [pthread_t] = []
            for _ in 0..<16 {
                threads.append(
                    spawn {
                        do {
                            let client = try HTTPClientConnection(port: port)
                            for _ in 0..<50 where try client.request("POST", "/c", body: "x").status != 200 {
                                failures.add()
                            }
                        } catch {
                            failures.add()
                        }
                    })
            }
            for thread in threads { pthread_join(thread, nil) }
            #expect(failures.value == 0)
        }
    }

    @Test func aBusyPortIsReported() throws {
        try Self.withServer { server in
            let second = HTTPServer(
                address: ListenAddress(host: [127, 0, 0, 1], port: server.port), limits: .standard, token: nil,
                handler: Self.echo)
            #expect(
                throws: HTTPServerError.cannotListen(
                    address: "127.0.0.1:\(server.port)", reason: "Address already in use")
            ) { try second.start() }
        }
    }
}

/// A thread-safe count.
final class Counter: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var count = 0
    init() { pthread_mutex_init(&mutex, nil) }
    func add() {
        pthread_mutex_lock(&mutex)
        count += 1
        pthread_mutex_unlock(&mutex)
    }
    var value: Int {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return count
    }
}

/// Runs `body` on a new thread.
func spawn(_ body: @escaping @Sendable () -> Void) -> pthread_t {
    final class Box: @unchecked Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    var thread = pthread_t()
    let box = Unmanaged.passRetained(Box(body)).toOpaque()
    pthread_create(
        &thread, nil,
        { context in
            Unmanaged<Box>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, box)
    return thread
}
