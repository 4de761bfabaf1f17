import StretchyHTTP
import StretchyRecord
import StretchyStore
import Testing
import _StretchySystem

/// The recorder on a shared network: another machine (`127.0.0.2`) opens 300 connections without the token, some
/// sending a request and most sending nothing, while the phone (`127.0.0.1`, with the token) records a batch after
/// every ten of them, each on a new connection as a page may. Every batch is stored. Bounded: 300 connections, all
/// closed by the end.
@Suite struct RecorderFloodTests {
    static let token = AccessToken(text: "8c3e1f00aa0bb0cc0dd0ee0ff0011223")

    @Test(arguments: [16, 1000])
    func thePhoneKeepsRecordingThroughAFloodOfConnectionsWithoutTheToken(perPeer: Int) throws {
        let fixture = try RecordingFixture("flood-\(perPeer)") { configuration in
            configuration.token = Self.token
            configuration.limits.maximumConnectionsPerPeer = perPeer
        }
        let query = "?token=\(Self.token.text)"
        let id = try fixture.startSession(try fixture.client(), token: query)
        var flood: [HTTPClientConnection] = []
        var stored = 0
        for index in 0..<300 {
            let squatter = try HTTPClientConnection(port: fixture.port, from: [127, 0, 0, 2])
            if index % 3 == 0 { try? squatter.send(raw: "GET /api/sessions HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n") }
            flood.append(squatter)
            guard index % 10 == 9 else { continue }
            let phone = try fixture.client()
            let batch = index / 10
            let reply = try phone.request(
                "POST", "/api/sessions/\(id)/batches\(query)",
                body: RecordingFixture.batch(batch, first: batch * 10, count: 10))
            #expect(reply.status == 200, "batch \(batch): \(reply.body)")
            if reply.status == 200 { stored += 1 }
        }
        #expect(stored == 30)
        let finish = try fixture.client().request("POST", "/api/sessions/\(id)/finish\(query)", body: "{}")
        #expect(finish.body == "{\"session\":\"browser-1\",\"samples\":300,\"finished\":true}")
        flood.removeAll()
        try fixture.server.stop()
        #expect(try SessionStore(path: fixture.path, mode: .readOnly).session(named: "browser-1").sampleCount == 300)
    }
}
