import Foundation
import StretchyHTTP
import StretchyStore
import Testing
import _StretchySystem

@testable import StretchyCLI

/// `record` as a user runs it: the binary prints the address, a page's batch lands in the file, Ctrl-C finishes the
/// session and ends the command with 0.
struct RecordCommandTests {
    @Test func aRecordingFromStartToCtrlC() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("phone.db").path
        let process = Process()
        process.executableURL = try StretchyReplayExecutableTests.executable()
        process.arguments = ["record", database, "--listen", "127.0.0.1:0", "--name", "phone"]
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        var printed = ""
        while !printed.contains("press Ctrl-C") {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            printed += String(decoding: chunk, as: UTF8.self)
        }
        let lines = printed.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.last == "Recording into \(database); press Ctrl-C to stop.")
        let address = try #require(lines.first?.split(separator: " ").last)
        #expect(address.hasPrefix("http://127.0.0.1:") && address.hasSuffix("/"))
        let port = try #require(UInt16(address.dropFirst("http://127.0.0.1:".count).dropLast()))

        let client = try HTTPClientConnection(port: port)
        let start = try client.request(
            "POST", "/api/sessions", body: #"{"refresh_rate": 60, "viewport_width": 390, "viewport_height": 844}"#)
        #expect(start.status == 201)
        let id = try #require(start.body.split(separator: ":").last.flatMap { Int($0.dropLast()) })
        let samples = (0..<10).map { #"{"t": \#(Double($0) / 60), "offset_y": \#(-280 + $0), "inset_top": 280}"# }
        let batch = try client.request(
            "POST", "/api/sessions/\(id)/batches",
            body: #"{"batch": 0, "samples": [\#(samples.joined(separator: ", "))], "touches": []}"#)
        #expect(batch.status == 200)
        // A second page opens and sends nothing: its session is not kept.
        let empty = try client.request("POST", "/api/sessions", body: "{}")
        #expect(empty.status == 201)

        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let log = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(
            log.hasSuffix("Recorded 1 session into \(database). 1 page sent no samples; its session was not kept.\n"))
        #expect(log.contains("dropped session 'phone-2': no samples arrived, recorder stopped\n"))
        let store = try SessionStore(path: database, mode: .readOnly)
        #expect(try store.sessions().map(\.name) == ["phone"])
        let session = try store.session(named: "phone")
        #expect(session.sampleCount == 10)
        #expect(session.metadata.source == .browser)
    }

    @Test func aPortInUseExits69AndLeavesNoDatabase() throws {
        let busy = HTTPServer(
            address: ListenAddress(host: [127, 0, 0, 1], port: 0), limits: .standard, token: nil,
            handler: { _ in .json(200, .object([])) })
        try busy.start()
        defer { busy.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = try StretchyReplayExecutableTests.executable()
        process.arguments = [
            "record", folder.appendingPathComponent("phone.db").path, "--listen", "127.0.0.1:\(busy.port)",
        ]
        let error = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = error
        try process.run()
        let log = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 69)
        #expect(log.hasPrefix("Error: cannot listen on 127.0.0.1:\(busy.port): "), "\(log)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    @Test func anAddressWrittenWronglyIsAUsageError() {
        let result = CLITestSupport.run("record", "x.db", "--listen", "localhost")
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("Error: "))
    }
}
