import StretchyCore
import StretchyHTTP
import StretchyRecord
import StretchyStore
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
