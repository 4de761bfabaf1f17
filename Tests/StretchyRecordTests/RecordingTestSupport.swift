import StretchyCore
import StretchyHTTP
import StretchyRecord
import StretchyStore
import StretchyTestSupport
import Testing
import _StretchySystem

/// A fresh database path under the system's temporary folder.
func temporaryDatabase(_ name: String) -> String {
    let directory = String(cString: mkdtemp(strdup("/tmp/stretchy-record-XXXXXX")))
    return directory + "/\(name).db"
}

/// A recording server on a free loopback port, with a store of its own.
struct RecordingFixture {
    let path: String
    let server: RecordingServer
    var port: UInt16 { server.port }

    init(
        _ name: String, stack: BehaviorStack? = nil,
        configure: (inout RecordingConfiguration) -> Void = { _ in }
    ) throws {
        path = temporaryDatabase(name)
        let store = try SessionStore(path: path, mode: .create)
        var configuration = try RecordingConfiguration(listen: ListenAddress(host: [127, 0, 0, 1], port: 0))
        configure(&configuration)
        server = RecordingServer(configuration: configuration, store: store, stack: stack)
        try server.start()
    }

    func client() throws -> HTTPClientConnection {
        try HTTPClientConnection(port: port)
    }

    /// Opens a session and returns its id.
    func startSession(_ client: HTTPClientConnection, token: String = "") throws -> Int {
        let reply = try client.request(
            "POST", "/api/sessions\(token)",
            body: "{\"refresh_rate\": 120, \"viewport_width\": 390, \"viewport_height\": 844, \"settings\": {\"k\": 1}}"
        )
        guard reply.status == 201, let id = reply.body.split(separator: ":").last.flatMap({ Int($0.dropLast()) })
        else { throw HTTPClientConnection.Failure(reason: "cannot start: \(reply.status) \(reply.body)") }
        return id
    }

    /// A batch's JSON of `count` samples from `first`, 120 Hz, moving 2 points a frame.
    static func batch(_ number: Int, first: Int, count: Int, phase: String = "dragging", touches: String = "")
        -> String
    {
        let samples = (first..<first + count).map { index in
            "{\"t\": \(NumberFormatting.shortest(Double(index) / 120)), \"offset_y\": \(-280 + index * 2), "
                + "\"inset_top\": 280, \"phase\": \"\(phase)\"}"
        }
        return "{\"batch\": \(number), \"samples\": [\(samples.joined(separator: ", "))], \"touches\": [\(touches)]}"
    }
}

extension RecordingFixture {
    /// The recorder page in a new headless Chromium, 390 x 844: a phone (device scale 3, touch emulated) when
    /// `phone` is set. Returns once the page has measured its display; the browser and the page's session.
    func openPage(phone: Bool, width: Int = 390) throws -> (ChromiumPipe, String) {
        let browser = try ChromiumPipe(windowWidth: width, windowHeight: 844)
        let target = try browser.call("Target.createTarget", ["url": "about:blank"])
        let attached = try browser.call(
            "Target.attachToTarget", ["targetId": try #require(target["targetId"] as? String), "flatten": true])
        let session = try #require(attached["sessionId"] as? String)
        if phone {
            try browser.call(
                "Emulation.setDeviceMetricsOverride",
                ["width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": true], session: session)
            try browser.call(
                "Emulation.setTouchEmulationEnabled", ["enabled": true, "maxTouchPoints": 1], session: session)
        }
        try browser.call("Page.navigate", ["url": server.urls[0]], session: session)
        var ready = false
        for _ in 0..<200 where !ready {
            usleep(25_000)
            ready =
                (try? browser.evaluate("!!(window.__recorder && __recorder.refreshRate)", session: session)) as? Bool
                ?? false
        }
        try #require(ready, "the page never measured its display (or its script did not run under its policy)")
        return (browser, session)
    }
}
