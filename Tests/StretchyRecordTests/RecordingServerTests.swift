import StretchyBehaviors
import StretchyCore
import StretchyHTTP
import StretchyStore
import Testing
import _StretchySystem

@testable import StretchyRecord

@Suite struct RecordingServerTests {
    @Test func aFormCannotFinishASession() throws {
        let fixture = try RecordingFixture("form")
        let client = try fixture.client()
        let id = try fixture.startSession(client)
        let body = "{}"
        try client.send(
            raw: "POST /api/sessions/\(id)/finish HTTP/1.1\r\nHost: 127.0.0.1:\(fixture.port)\r\n"
                + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
        )
        let reply = try client.readReply()
        #expect(reply.status == 415)
        let store = try SessionStore(path: fixture.path, mode: .readOnly)
        #expect(try store.session(named: "browser-1").isFinished == false)
    }

    @Test func recordsBatchesAsOneSessionAndFinishesIt() throws {
        let fixture = try RecordingFixture("basic")
        let client = try fixture.client()
        let id = try fixture.startSession(client)
        let first = try client.request(
            "POST", "/api/sessions/\(id)/batches", body: RecordingFixture.batch(0, first: 0, count: 30))
        #expect(first.status == 200)
        #expect(
            first.body
                == "{\"session\":\"browser-1\",\"batch\":0,\"stored\":30,\"samples\":30,\"duplicate\":false}")
        // A retry of an acknowledged batch is acknowledged again and not stored twice.
        let retry = try client.request(
            "POST", "/api/sessions/\(id)/batches", body: RecordingFixture.batch(0, first: 0, count: 30))
        #expect(retry.body == "{\"session\":\"browser-1\",\"batch\":0,\"stored\":0,\"samples\":30,\"duplicate\":true}")
        // Readers see whole batches while the recorder runs.
        let reader = try SessionStore(path: fixture.path, mode: .readOnly)
        #expect(try reader.session(named: "browser-1").sampleCount == 30)
        #expect(try !reader.session(named: "browser-1").isFinished)
        let gap = try client.request(
            "POST", "/api/sessions/\(id)/batches", body: RecordingFixture.batch(2, first: 30, count: 30))
        #expect(gap.status == 409)
        #expect(gap.body.hasPrefix("{\"error\":\"session 'browser-1': batch 2 arrived, but the next batch is 1\""))
        #expect(
            try client.request(
                "POST", "/api/sessions/\(id)/batches", body: RecordingFixture.batch(1, first: 30, count: 30)
            ).status == 200)
        let finish = try client.request("POST", "/api/sessions/\(id)/finish", body: "{}")
        #expect(finish.body == "{\"session\":\"browser-1\",\"samples\":60,\"finished\":true}")
        try fixture.server.stop()

        let info = try reader.session(named: "browser-1")
        #expect(info.sampleCount == 60)
        #expect(info.isFinished)
        #expect(info.metadata.source == .browser)
        #expect(info.metadata.refreshRate == 120)
        let cursor = try reader.sampleCursor(session: "browser-1")
        var times: [Double] = []
        while let sample = try cursor.next() { times.append(sample.time) }
        #expect(times == (0..<60).map { Double($0) / 120 })
        #expect(info.metadata.notes.contains("\"ended\" : \"stopped on the page\""))
        #expect(info.metadata.notes.contains("\"page\" : {\n    \"k\" : 1\n  }"))
    }

    @Test func refusedBatchesWriteNothingAndSayWhy() throws {
        let fixture = try RecordingFixture("refused") { $0.maximumSamplesPerBatch = 50 }
        defer { try? fixture.server.stop() }
        let client = try fixture.client()
        let id = try fixture.startSession(client)
        #expect(
            try client.request(
                "POST", "/api/sessions/\(id)/batches", body: RecordingFixture.batch(0, first: 0, count: 10)
            ).status == 200)
        let target = "/api/sessions/\(id)/batches"
        let good = "{\"t\": 1, \"offset_y\": 0}"
        var cases: [(String, Int, String)] = [
            (
                "{\"batch\": 1, \"samples\": [", 400,
                "the body is not JSON: expected a value, found the end of the text at line 1, column 26"
            ),
            ("{\"batch\": 1, \"samples\": [\(good)], \"extra\": 1}", 400, "unknown key 'extra'"),
            ("{\"batch\": \"1\", \"samples\": []}", 400, "'batch' must be a number"),
            ("{\"batch\": 1, \"samples\": {}}", 400, "'samples' must be an array"),
            (
                "{\"batch\": 1, \"samples\": [\(good), {\"t\": 2, \"offset_y\": \"5\"}]}", 400,
                "batch 1: sample 11: 'offset_y' must be a number"
            ),
            (
                "{\"batch\": 1, \"samples\": [{\"t\": 2, \"offset_y\": 1, \"speed\": 3}]}", 400,
                "batch 1: sample 10: unknown key 'speed'"
            ),
            (
                "{\"batch\": 1, \"samples\": [{\"t\": 2, \"offset_y\": 1, \"phase\": \"flinging\"}]}", 400,
                "batch 1: sample 10: unknown phase 'flinging'"
            ),
            ("{\"batch\": 1, \"samples\": [{\"t\": 2}]}", 400, "batch 1: sample 10: missing required key 'offset_y'"),
            (
                "{\"batch\": 1, \"samples\": [\(good), {\"t\": 2, \"offset_y\": 1e400}]}", 422,
                "batch 1: sample 11: 'offset_y' is inf; it must be a finite number"
            ),
            (
                "{\"batch\": 1, \"samples\": [{\"t\": 0.05, \"offset_y\": 1}]}", 422,
                "batch 1: sample 10: 't' is 0.05, before the previous sample's 0.075"
            ),
            (
                "{\"batch\": 1, \"samples\": [{\"t\": 2, \"offset_y\": 1, \"viewport_width\": -1}]}", 422,
                "batch 1: sample 10: 'viewport_width' is -1; it must not be negative"
            ),
            (
                RecordingFixture.batch(1, first: 10, count: 51), 413, "batch 1: 51 samples, more than the limit of 50"
            ),
            (
                "{\"batch\": 1, \"samples\": [], \"touches\": [{\"t\": 1, \"x\": 1, \"y\": 1, \"kind\": \"tap\", \"id\": 0}]}",
                400, "batch 1: touch 0: 'kind' must be down, move, up or cancel"
            ),
        ]
        cases.append(
            (
                "{\"batch\": 1, \"samples\": [[[[[[[[[]]]]]]]]]}", 400,
                "the body is not JSON: arrays and objects nest more than 8 deep at line 1, column 32"
            ))
        for (body, status, error) in cases {
            let reply = try client.request("POST", target, body: body)
            #expect(reply.status == status, "\(body)")
            #expect(reply.body.hasPrefix("{\"error\":\"\(error.replacing("\"", with: "\\\""))\""), "\(body)")
        }
        #expect(try client.request("POST", "/api/sessions/99/batches", body: "{}").status == 404)
        #expect(try client.request("GET", target).status == 405)
        #expect(
            try client.request("GET", "/etc/passwd").body.hasPrefix("{\"error\":\"nothing is served at '/etc/passwd'\"")
        )
        let reader = try SessionStore(path: fixture.path, mode: .readOnly)
        #expect(try reader.session(named: "browser-1").sampleCount == 10)
        // The session goes on after a refusal, with the batch number it expected.
        #expect(
            try client.request(
                "POST", target, body: RecordingFixture.batch(1, first: 10, count: 10)
            ).status == 200)
    }

    @Test func aPostMustBeJSONAndTheHostMustBeTheServers() throws {
        let fixture = try RecordingFixture("host")
        defer { try? fixture.server.stop() }
        let client = try fixture.client()
        try client.send(
            raw: "POST /api/sessions HTTP/1.1\r\nHost: 127.0.0.1:\(fixture.port)\r\nContent-Type: text/plain\r\n"
                + "Content-Length: 2\r\n\r\n{}")
        #expect(
            try client.readReply().body.hasPrefix(
                "{\"error\":\"the body must be sent as Content-Type: application/json\""))
        try client.send(raw: "GET / HTTP/1.1\r\nHost: evil.example:\(fixture.port)\r\n\r\n")
        let rebound = try client.readReply()
        #expect(rebound.status == 403)
        #expect(
            rebound.body.hasPrefix(
                "{\"error\":\"the Host header 'evil.example:\(fixture.port)' is not this server's address\""))
    }

    @Test func servesThePageWithItsSettings() throws {
        let stack = try BehaviorRegistry.builtIn.makeStack(
            stack: "top-only,fade=target=title", configuration: .profileHeader)
        let fixture = try RecordingFixture("page", stack: stack)
        defer { try? fixture.server.stop() }
        let client = try fixture.client()
        try client.send(raw: "GET / HTTP/1.1\r\nHost: localhost:\(fixture.port)\r\n\r\n")
        let page = try client.readReply()
        #expect(page.status == 200)
        #expect(page.headers.contains { $0.name == "content-security-policy" })
        // The header's resting subviews (frame and corner radius) and its width, for the page to draw and warn by.
        let settings =
            #"const SETTINGS = {"batch_interval_ms":50,"inset_top":280,"minimum_header":64,"header":{"width":390,"#
            + #""subviews":[{"id":"background","x":0,"y":0,"width":390,"height":280,"corner_radius":0},"#
            + #"{"id":"avatar","x":16,"y":120,"width":80,"height":80,"corner_radius":40},"#
            + #"{"id":"title","x":16,"y":208,"width":240,"height":28,"corner_radius":0},"#
            + #"{"id":"tabs","x":0,"y":236,"width":390,"height":44,"corner_radius":0}]},"#
            + #""live_stack":"top-only,anchor-top,fade"};"#
        #expect(page.body.contains(settings))
        #expect(fixture.server.urls == ["http://127.0.0.1:\(fixture.port)/"])
    }

    @Test func liveLayoutsAndReleaseVelocityComeBackWithEachBatch() throws {
        let stack = try BehaviorRegistry.builtIn.makeStack(stack: "top-only", configuration: .profileHeader)
        let fixture = try RecordingFixture("live", stack: stack)
        let client = try fixture.client()
        let id = try fixture.startSession(client)
        // A finger moving up at 1500 px/s, an event every 8 ms, then lifting.
        var touches = ["{\"t\": 0, \"x\": 195, \"y\": 600, \"kind\": \"down\", \"id\": 3}"]
        for step in 1...20 {
            touches.append(
                "{\"t\": \(NumberFormatting.shortest(Double(step) * 0.008)), \"x\": 195, \"y\": \(600 - step * 12), "
                    + "\"kind\": \"move\", \"id\": 3}")
        }
        touches.append("{\"t\": 0.168, \"x\": 195, \"y\": 360, \"kind\": \"up\", \"id\": 3}")
        let reply = try client.request(
            "POST", "/api/sessions/\(id)/batches",
            body: RecordingFixture.batch(0, first: 0, count: 21, touches: touches.joined(separator: ",")))
        #expect(reply.status == 200)
        // offset -280 + 40 = -240 at the last sample: top-only gives a 240-point header, on screen at the top.
        #expect(reply.body.contains("\"layout\":{\"header_top\":0,\"header_height\":240,"))
        try fixture.server.stop()
        let reader = try SessionStore(path: fixture.path, mode: .readOnly)
        let info = try reader.session(named: "browser-1")
        #expect(info.isFinished)
        #expect(info.metadata.notes.contains("\"ended\" : \"recorder stopped\""))
        #expect(info.metadata.notes.contains("\"live_stack\" : \"top-only,anchor-top\""))
        #expect(info.metadata.notes.contains("\"strokes\" : 1"))
        let release = try #require(try reader.releases(session: "browser-1").first)
        #expect(abs(release.velocityY + 1500) < 1500 * 0.01)
        #expect(release.offsetVelocity == -release.velocityY)
        #expect(release.time == 0.168)
    }

    @Test func sessionsGetNumberedNamesAndTheLimitHolds() throws {
        let fixture = try RecordingFixture("names") {
            $0.name = "fling"
            $0.maximumSessions = 3
        }
        let client = try fixture.client()
        for index in 0..<3 {
            let id = try fixture.startSession(client)
            // The second page sends nothing: its session is dropped when it ends, but its name stays taken.
            guard index != 1 else { continue }
            let stored = try client.request(
                "POST", "/api/sessions/\(id)/batches", body: RecordingFixture.batch(0, first: 0, count: 3))
            #expect(stored.status == 200)
        }
        let refused = try client.request("POST", "/api/sessions", body: "{}")
        #expect(refused.status == 429)
        #expect(refused.body.hasPrefix("{\"error\":\"this server has recorded its limit of 3 sessions\""))
        try fixture.server.stop()
        #expect(fixture.server.sessionNames == ["fling", "fling-2", "fling-3"])
        let reader = try SessionStore(path: fixture.path, mode: .readOnly)
        #expect(try reader.sessions().map(\.name) == ["fling", "fling-3"])
        #expect(try reader.sessions().allSatisfy(\.isFinished))
    }

    @Test func aVanishedPageSessionIsFinishedAfterTheTimeout() throws {
        let clock = ManualClock()
        let path = temporaryDatabase("timeout")
        let store = try SessionStore(path: path, mode: .create)
        var configuration = try RecordingConfiguration(listen: ListenAddress(host: [127, 0, 0, 1], port: 0))
        configuration.sessionTimeout = 0.2
        let server = RecordingServer(configuration: configuration, store: store, stack: nil, clock: clock.read)
        try server.start()
        defer { try? server.stop() }
        let client = try HTTPClientConnection(port: server.port)
        let reply = try client.request("POST", "/api/sessions", body: "{}")
        #expect(reply.status == 201)
        let empty = try client.request("POST", "/api/sessions", body: "{}")
        #expect(empty.status == 201)
        let stored = try client.request(
            "POST", "/api/sessions/1/batches", body: RecordingFixture.batch(0, first: 0, count: 3))
        #expect(stored.status == 200)
        clock.advance(by: 1)
        let reader = try SessionStore(path: path, mode: .readOnly)
        var finished = false
        for _ in 0..<100 where !finished {
            usleep(20_000)
            finished = try reader.session(named: "browser-1").isFinished
        }
        #expect(finished)
        #expect(try reader.session(named: "browser-1").metadata.notes.contains("timed out: the page stopped sending"))
        // The page that sent nothing is dropped, not kept as an empty session.
        var dropped = false
        for _ in 0..<100 where !dropped {
            usleep(20_000)
            dropped = try reader.sessions().map(\.name) == ["browser-1"]
        }
        #expect(dropped)
    }

    @Test func beyondLoopbackTheTokenIsMandatory() throws {
        var configuration = try RecordingConfiguration(listen: ListenAddress(parsing: "0.0.0.0:0"))
        #expect(configuration.token?.text.count == 32)
        configuration.token = nil
        let store = try SessionStore(path: temporaryDatabase("token"), mode: .create)
        let server = RecordingServer(configuration: configuration, store: store, stack: nil)
        #expect(throws: RecordingError.tokenRequired(address: "0.0.0.0:0")) { try server.start() }
        #expect(
            RecordingError.tokenRequired(address: "0.0.0.0:0").description
                == "listening on 0.0.0.0:0 needs an access token")
    }

    @Test func userAgentsBecomeDevices() {
        #expect(
            UserAgentDevice.describe(
                "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile Safari/604.1"
            ) == "iPhone; iOS 17.4")
        #expect(
            UserAgentDevice.describe(
                "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0.0.0 Mobile Safari/537.36")
                == "Android 14; Pixel 8")
        #expect(
            UserAgentDevice.describe(
                "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/156.0.0.0 Safari/537.36")
                == "HeadlessChrome 156 (X11; Linux x86_64)")
        #expect(UserAgentDevice.describe("") == nil)
    }
}

/// A clock the test moves by hand.
final class ManualClock: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var now = 0.0
    init() { pthread_mutex_init(&mutex, nil) }
    func advance(by seconds: Double) {
        pthread_mutex_lock(&mutex)
        now += seconds
        pthread_mutex_unlock(&mutex)
    }
    var read: @Sendable () -> Double {
        { [self] in
            pthread_mutex_lock(&mutex)
            defer { pthread_mutex_unlock(&mutex) }
            return now
        }
    }
}
