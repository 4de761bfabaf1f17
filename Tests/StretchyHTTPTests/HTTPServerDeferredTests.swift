import Foundation
import Testing
import _StretchySystem

@testable import StretchyHTTP

/// Answers made on threads of their own (``HTTPAnswer/later(_:)``): other connections are served while one waits,
/// a connection's answers stay in order, and too many at once are refused with `503`.
@Suite struct HTTPServerDeferredTests {
    /// A gate that deferred work waits at until a test opens it.
    final class Gate: @unchecked Sendable {
        private let condition = NSCondition()
        private var isOpen = false

        func wait() {
            condition.lock()
            while !isOpen { condition.wait() }
            condition.unlock()
        }

        func open() {
            condition.lock()
            isOpen = true
            condition.broadcast()
            condition.unlock()
        }
    }

    static func withServer(maximumDeferred: Int = 4, gate: Gate, _ body: (HTTPServer) throws -> Void) throws {
        let server = HTTPServer(
            address: ListenAddress(host: [127, 0, 0, 1], port: 0), limits: .standard, token: nil,
            maximumDeferred: maximumDeferred,
            answering: { request in
                guard request.path.hasPrefix("/slow") else { return .now(.error(200, "now \(request.path)")) }
                return .later {
                    gate.wait()
                    return .error(200, "later \(request.path)")
                }
            })
        try server.start()
        defer { server.stop() }
        try body(server)
    }

    @Test func anotherConnectionIsAnsweredWhileOneWaits() throws {
        let gate = Gate()
        try Self.withServer(gate: gate) { server in
            let slow = try HTTPClientConnection(port: server.port)
            try slow.send(raw: "GET /slow HTTP/1.1\r\nHost: x\r\n\r\n")
            // The slow answer is blocked at the gate; this one comes anyway.
            let quick = try HTTPClientConnection(port: server.port).request("GET", "/quick")
            #expect(quick.body == #"{"error":"now /quick"}"#)
            gate.open()
            #expect(try slow.readReply().body == #"{"error":"later /slow"}"#)
        }
    }

    @Test func aConnectionsAnswersStayInOrder() throws {
        let gate = Gate()
        try Self.withServer(gate: gate) { server in
            let client = try HTTPClientConnection(port: server.port)
            try client.send(raw: "GET /slow-1 HTTP/1.1\r\nHost: x\r\n\r\nGET /after HTTP/1.1\r\nHost: x\r\n\r\n")
            usleep(50_000)
            gate.open()
            #expect(try client.readReply().body == #"{"error":"later /slow-1"}"#)
            #expect(try client.readReply().body == #"{"error":"now /after"}"#)
        }
    }

    @Test func tooManyAtOnceAreRefused() throws {
        let gate = Gate()
        try Self.withServer(maximumDeferred: 1, gate: gate) { server in
            let first = try HTTPClientConnection(port: server.port)
            try first.send(raw: "GET /slow-a HTTP/1.1\r\nHost: x\r\n\r\n")
            usleep(50_000)
            let second = try HTTPClientConnection(port: server.port).request("GET", "/slow-b")
            #expect(second.status == 503)
            #expect(second.body == #"{"error":"the server is busy with other answers (at most 1 at once); try again"}"#)
            gate.open()
            #expect(try first.readReply().status == 200)
        }
    }
}
