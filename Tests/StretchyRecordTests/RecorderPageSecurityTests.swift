import Foundation
import StretchyHTTP
import StretchyStore
import StretchyTestSupport
import Testing
import _StretchySystem

@testable import StretchyRecord

/// What the recorder gives away and what its page lets run: a fresh nonce is the only way a script runs, the status
/// line shows text as text, and a store failure tells the client the file's name, not where it lives.
@Suite struct RecorderPageSecurityTests {
    @Test func onlyThePagesOwnScriptRunsByAFreshNonce() throws {
        let fixture = try RecordingFixture("nonce")
        defer { try? fixture.server.stop() }
        var nonces: [String] = []
        for _ in 0..<2 {
            let reply = try fixture.client().request("GET", "/")
            let policy = try #require(reply.headers.first { $0.name == "content-security-policy" }?.value)
            let nonce = try #require(policy.firstMatch(of: /script-src 'nonce-([0-9a-f]{32})';/)?.1)
            #expect(!policy.contains("script-src 'unsafe-inline'"))
            #expect(reply.body.components(separatedBy: "<script").count == 2, "one script element")
            #expect(reply.body.contains("<script nonce=\"\(nonce)\">"))
            nonces.append(String(nonce))
        }
        #expect(nonces[0] != nonces[1])
    }

    @Test(.timeLimit(.minutes(1)))
    func theStatusLineNamesTheSessionAsText() throws {
        guard ChromiumPipe.executable != nil else {
            print("RecorderPageSecurityTests skipped: chromium is not on PATH")
            return
        }
        let fixture = try RecordingFixture("status")
        defer { try? fixture.server.stop() }
        let (browser, session) = try fixture.openPage(phone: false)
        _ = try browser.evaluate("__recorder.start().then(r => r.session)", session: session)
        let status = try browser.evaluate("document.getElementById('status').textContent", session: session)
        #expect((status as? String)?.hasPrefix("browser-1 recording") == true, "\(status ?? "nil")")
        #expect(try browser.evaluate("document.querySelectorAll('#status b').length", session: session) as? Int == 1)
    }

    @Test(.timeLimit(.minutes(1)))
    func aStoreFailureNamesTheFileByItsBaseNameToTheClientAndInFullToTheTerminal() throws {
        let lines = LockedLines()
        let fixture = try RecordingFixture("locked") { _ in }
        fixture.server.log = { lines.append($0) }
        defer { try? fixture.server.stop() }
        // Another program holds the write lock for longer than the store waits.
        let other = try SessionStore(path: fixture.path, mode: .readWrite)
        try other.connection.execute("BEGIN IMMEDIATE")
        defer { try? other.connection.execute("ROLLBACK") }
        let reply = try fixture.client().request(
            "POST", "/api/sessions", body: "{\"refresh_rate\": 60, \"viewport_width\": 390, \"viewport_height\": 844}")
        #expect(reply.status == 500)
        #expect(reply.body.hasPrefix("{\"error\":\"'locked.db' is locked by another program that is writing it\""))
        #expect(!reply.body.contains(fixture.path))
        #expect(lines.all.contains { $0.contains("'\(fixture.path)' is locked by another program") }, "\(lines.all)")
    }
}

extension RecorderPageSecurityTests {
    @Test func aUserAgentReachesTheLogWithItsControlCharactersShown() throws {
        let lines = LockedLines()
        let fixture = try RecordingFixture("agent")
        fixture.server.log = { lines.append($0) }
        defer { try? fixture.server.stop() }
        let client = try fixture.client()
        let body = "{\"refresh_rate\": 60}"
        try client.send(
            raw:
                "POST /api/sessions HTTP/1.1\r\nHost: 127.0.0.1:\(fixture.port)\r\nUser-Agent: Evil\u{9B}31m\u{202E}red\r\n"
                + "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
        let reply = try client.readReply()
        #expect(reply.status == 201, "\(reply.body)")
        #expect(lines.all == ["recording session 'browser-1' (Evil\\u{9B}31m\\u{202E}red)"])
    }
}

/// Lines a server's log sent from its thread.
final class LockedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }
}
