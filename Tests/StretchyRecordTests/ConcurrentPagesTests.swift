import Foundation
import StretchyHTTP
import StretchyStore
import Testing

/// Many pages at once, each on its own connection and thread: every session gets every batch, once.
@Suite struct ConcurrentPagesTests {
    @Test(.timeLimit(.minutes(1)))
    func eightPagesRecordTheirOwnSessions() throws {
        let fixture = try RecordingFixture("concurrent")
        let port = fixture.port
        let pages = 8
        let batches = 10
        let size = 12
        let group = DispatchGroup()
        let failures = Failures()
        for _ in 0..<pages {
            group.enter()
            Thread {
                defer { group.leave() }
                do {
                    let client = try HTTPClientConnection(port: port)
                    let id = try fixture.startSession(client)
                    for number in 0..<batches {
                        let body = RecordingFixture.batch(number, first: number * size, count: size)
                        // Every batch twice, as a page retrying after a lost acknowledgement would.
                        for _ in 0..<2
                        where try client.request("POST", "/api/sessions/\(id)/batches", body: body).status != 200 {
                            failures.add()
                        }
                    }
                    if try client.request("POST", "/api/sessions/\(id)/finish", body: "{}").status != 200 {
                        failures.add()
                    }
                } catch {
                    failures.add()
                }
            }.start()
        }
        group.wait()
        try fixture.server.stop()
        #expect(failures.count == 0)
        let store = try SessionStore(path: fixture.path, mode: .readOnly)
        let sessions = try store.sessions()
        #expect(sessions.count == pages)
        #expect(sessions.allSatisfy { $0.sampleCount == batches * size && $0.isFinished })
    }
}

/// A count shared by threads.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}
