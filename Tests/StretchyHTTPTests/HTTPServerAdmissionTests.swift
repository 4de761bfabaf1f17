import Testing
import _StretchySystem

@testable import StretchyHTTP

/// Who gets a connection slot, over real loopback sockets: a connection holds one only by showing the token, one
/// peer cannot take them all, and a newcomer takes the place of a connection without the token rather than being
/// refused. A second peer is a second loopback address (`127.0.0.2`).
@Suite struct HTTPServerAdmissionTests {
    static let token = AccessToken(text: "00112233445566778899aabbccddeeff")
    static let other: [UInt8] = [127, 0, 0, 2]

    static func withServer(_ limits: HTTPLimits, _ body: (HTTPServer) throws -> Void) throws {
        try HTTPServerTests.withServer(limits: limits, token: token, body)
    }

    /// A request with the token, which makes a connection authenticated.
    static func authenticated(_ client: HTTPClientConnection) throws -> Int {
        try client.request("GET", "/?token=\(token.text)").status
    }

    @Test func aConnectionThatNeverShowsTheTokenIsClosedLongBeforeTheIdleTimeout() throws {
        var limits = HTTPLimits.standard
        limits.authenticationTimeout = 0.2
        limits.idleTimeout = 20
        try Self.withServer(limits) { server in
            let silent = try HTTPClientConnection(port: server.port)
            let shown = try HTTPClientConnection(port: server.port)
            #expect(try Self.authenticated(shown) == 200)
            let start = monotonicNanoseconds()
            #expect(silent.readsEndOfFile())
            #expect(monotonicNanoseconds() - start < 10_000_000_000, "closed by the 0.2 s deadline, not the 20 s one")
            // One that showed the token keeps its slot past the deadline.
            usleep(400_000)
            #expect(try shown.request("GET", "/again?token=\(Self.token.text)").status == 200)
        }
    }

    @Test func aNewcomerTakesThePlaceOfTheOldestConnectionWithoutTheToken() throws {
        var limits = HTTPLimits.standard
        limits.maximumConnections = 4
        try Self.withServer(limits) { server in
            let phone = try HTTPClientConnection(port: server.port)
            #expect(try Self.authenticated(phone) == 200)
            let squatters = try (0..<3).map { _ in try HTTPClientConnection(port: server.port, from: Self.other) }
            usleep(100_000)  // Let the server accept them, in order.
            let newcomer = try HTTPClientConnection(port: server.port)
            #expect(try Self.authenticated(newcomer) == 200)
            #expect(squatters[0].readsEndOfFile(), "the oldest connection without the token made room")
            #expect(try phone.request("GET", "/still?token=\(Self.token.text)").status == 200)
        }
    }

    @Test func onePeerCannotHoldMoreThanItsShare() throws {
        var limits = HTTPLimits.standard
        limits.maximumConnectionsPerPeer = 3
        try Self.withServer(limits) { server in
            let phone = try HTTPClientConnection(port: server.port)
            #expect(try Self.authenticated(phone) == 200)
            let busy = try (0..<3).map { _ in try HTTPClientConnection(port: server.port, from: Self.other) }
            for client in busy {
                #expect(try Self.authenticated(client) == 200)
                try client.send(raw: "GET /slow HTTP/1.1\r\n")  // A request begun: busy, not idle.
            }
            usleep(100_000)
            let fourth = try HTTPClientConnection(port: server.port, from: Self.other)
            try? fourth.send(raw: "GET /?token=\(Self.token.text) HTTP/1.1\r\nHost: x\r\n\r\n")
            let reply = try fourth.readReply()
            #expect(reply.status == 503)
            #expect(reply.body == "{\"error\":\"more than 3 connections from one address are busy; try again\"}")
            // The other peer is not held back by it.
            #expect(
                try HTTPClientConnection(port: server.port).request("GET", "/?token=\(Self.token.text)").status == 200)
        }
    }
}

/// A client that pipelines requests and never reads the answers holds a bounded amount of the server's memory.
@Suite struct HTTPServerBackpressureTests {
    /// The process's resident memory, bytes (`/proc/self/statm`).
    static func residentBytes() -> Int {
        guard let text = try? TextFile.read("/proc/self/statm") else { return 0 }
        let fields = text.split(separator: " ")
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }

    @Test func pipelinedRequestsWhoseAnswersAreNotReadAreNotAllAnswered() throws {
        let body = [UInt8](repeating: 0x78, count: 64 << 10)
        let server = HTTPServer(
            address: ListenAddress(host: [127, 0, 0, 1], port: 0), limits: .standard, token: nil,
            handler: { _ in HTTPResponse(status: 200, contentType: "text/plain", body: body) })
        try server.start()
        defer { server.stop() }
        let client = try HTTPClientConnection(port: server.port)
        let before = Self.residentBytes()
        // 1 MiB of requests, each answered with 64 KiB: answering every request of one read (64 KiB of them) would
        // take 128 MB, answering them all 2 GB.
        let request = Array("GET /big HTTP/1.1\r\nHost: x\r\n\r\n".utf8)
        try client.send(raw: Array([[UInt8]](repeating: request, count: (1 << 20) / request.count).joined()))
        usleep(500_000)
        let grown = Self.residentBytes() - before
        #expect(grown < 32 << 20, "the server grew by \(grown >> 20) MiB")
        // The answers still come, in order, once the client reads.
        for _ in 0..<40 { #expect(try client.readReply().body.count == body.count) }
    }
}
