import StretchyHTTP
import StretchyRecord
import StretchyStore
import Testing

/// The recorder's own address and names: a loopback address other than 127.0.0.1 answers the URL it prints, and a
/// name that cannot name every session is refused before anything listens.
@Suite struct RecordingAddressTests {
    @Test func aServerOnAnotherLoopbackAddressAnswersTheURLItPrints() throws {
        let store = try SessionStore(path: temporaryDatabase("address"), mode: .create)
        let configuration = try RecordingConfiguration(listen: ListenAddress(host: [127, 0, 0, 2], port: 0))
        let server = RecordingServer(configuration: configuration, store: store, stack: nil)
        try server.start()
        defer { try? server.stop() }
        #expect(server.urls == ["http://127.0.0.2:\(server.port)/"])
        let client = try HTTPClientConnection(port: server.port, host: [127, 0, 0, 2])
        #expect(try client.request("GET", "/").status == 200)
        // Another host name is still refused: the check against DNS rebinding holds.
        try client.send(raw: "GET / HTTP/1.1\r\nHost: evil.example:\(server.port)\r\n\r\n")
        #expect(try client.readReply().status == 403)
    }

    @Test(arguments: [
        (
            String(repeating: "n", count: 255),
            "the session name is 255 bytes long, and the names of later sessions ('NAME-1000') would pass the limit "
                + "of 256 bytes"
        ),
        ("two\nlines", "the session name 'two\\u{A}lines' holds a control character (U+000A) at column 4"),
    ])
    func aNameThatCannotNameEverySessionIsRefusedBeforeAnythingListens(name: String, message: String) throws {
        var configuration = try RecordingConfiguration(listen: ListenAddress(host: [127, 0, 0, 1], port: 0))
        configuration.name = name
        let server = RecordingServer(
            configuration: configuration, store: try SessionStore(path: temporaryDatabase("name"), mode: .create),
            stack: nil)
        let error = #expect(throws: RecordingError.self) { try server.start() }
        #expect(error?.description == message)
        #expect(server.port == 0, "nothing listens")
    }
}
