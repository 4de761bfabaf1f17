import Foundation
import StretchyHTTP
import StretchyStore
import StretchyTestSupport
import Testing

/// The recorder as its own process (`recording-probe`), killed while a page sends, or stopped by a signal.
@Suite struct RecorderKillTests {
    static func probeURL() throws -> URL {
        try #require(BuiltExecutable.url("recording-probe"))
    }

    /// Starts the probe and returns it with its port; with `descriptorLimit`, under `ulimit -n` of that many.
    static func launch(_ path: String, descriptorLimit: Int? = nil) throws -> (Process, Pipe, UInt16) {
        let process = Process()
        if let descriptorLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -n \(descriptorLimit) && exec \"$0\" \"$@\"", try probeURL().path, path]
        } else {
            process.executableURL = try probeURL()
            process.arguments = [path]
        }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var text = ""
        while !text.contains("\n") {
            let data = output.fileHandleForReading.availableData
            guard !data.isEmpty else { break }
            text += String(decoding: data, as: UTF8.self)
        }
        let port = try #require(text.split(separator: "\n").first.flatMap { UInt16($0.dropFirst("port ".count)) })
        return (process, output, port)
    }

    @Test(.timeLimit(.minutes(1)))
    func sigkillWhileSendingKeepsEveryAcknowledgedBatchAndNoHalfBatch() throws {
        let path = temporaryDatabase("killed")
        let (process, _, port) = try Self.launch(path)
        let client = try HTTPClientConnection(port: port)
        let created = try client.request("POST", "/api/sessions", body: "{\"refresh_rate\": 120}")
        #expect(created.status == 201)
        let size = 40
        var acknowledged = 0
        for number in 0..<8 {
            let reply = try client.request(
                "POST", "/api/sessions/1/batches",
                body: RecordingFixture.batch(number, first: number * size, count: size))
            #expect(reply.status == 200)
            acknowledged += 1
        }
        // The next batch is on its way when the recorder dies.
        let next = Array(RecordingFixture.batch(8, first: 8 * size, count: size).utf8)
        try client.send(
            raw: Array("POST /api/sessions/1/batches HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n".utf8)
                + Array("Content-Type: application/json\r\nContent-Length: \(next.count)\r\n\r\n".utf8) + next)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)

        let store = try SessionStore(path: path, mode: .readWrite)
        #expect(try store.connection.text("PRAGMA integrity_check") == "ok")
        let info = try store.session(named: "browser-1")
        #expect(!info.isFinished)
        #expect(info.sampleCount == acknowledged * size || info.sampleCount == (acknowledged + 1) * size)
        let cursor = try store.sampleCursor(session: "browser-1")
        var index = 0
        while let sample = try cursor.next() {
            #expect(sample.time == Double(index) / 120)
            index += 1
        }
        #expect(index == info.sampleCount)
    }

    @Test(.timeLimit(.minutes(1)))
    func sigtermStopsCleanlyAndFinishesOpenSessions() throws {
        let path = temporaryDatabase("stopped")
        let (process, output, port) = try Self.launch(path)
        let client = try HTTPClientConnection(port: port)
        #expect(try client.request("POST", "/api/sessions", body: "{}").status == 201)
        #expect(
            try client.request("POST", "/api/sessions/1/batches", body: RecordingFixture.batch(0, first: 0, count: 12))
                .status == 200)
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(text == "stopped browser-1\n")
        let store = try SessionStore(path: path, mode: .readOnly)
        let info = try store.session(named: "browser-1")
        #expect(info.isFinished)
        #expect(info.sampleCount == 12)
    }
}
