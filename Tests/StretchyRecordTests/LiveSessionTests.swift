import StretchyCore
import StretchyStore
import Testing
import _StretchySystem

@testable import StretchyRecord

/// A page's fingers as the recorder tracks them: never more than ``LiveSession/maximumFingers`` at once, the
/// longest-held dropped first, whatever the page sends.
@Suite struct LiveSessionTests {
    static func session() throws -> LiveSession {
        let store = try SessionStore(path: temporaryDatabase("fingers"), mode: .create)
        let recorder = try store.startRecording(
            SessionMetadata(name: "fingers", source: .browser), policy: .standard, clock: { 0 })
        return LiveSession(id: 1, recorder: recorder, runner: nil, notes: [], now: 0)
    }

    static func touch(_ kind: TouchPoint.Kind, id: Int, at time: Double) -> TouchPoint {
        TouchPoint(time: time, x: 195, y: 600 - time * 1000, kind: kind, pointer: id)
    }

    @Test func fingersThatNeverLiftKeepAtMostTenTrackers() throws {
        let session = try Self.session()
        session.track((0..<1000).map { Self.touch(.down, id: $0, at: Double($0) / 1000) }) { _ in 0 }
        #expect(session.trackedFingers == LiveSession.maximumFingers)
        // The latest fingers still release with a velocity; the first ones were dropped and release nothing.
        let latest = session.track([Self.touch(.move, id: 999, at: 1.01), Self.touch(.up, id: 999, at: 1.02)]) { _ in
            0
        }
        let first = session.track([Self.touch(.up, id: 0, at: 1.03)]) { _ in 0 }
        #expect(latest.map(\.stroke) == [1])
        #expect(first.isEmpty)
        #expect(session.trackedFingers == LiveSession.maximumFingers - 1)
    }

    @Test func aFingerTouchingDownAgainKeepsOneTracker() throws {
        let session = try Self.session()
        session.track((0..<50).map { Self.touch(.down, id: 7, at: Double($0) / 100) }) { _ in 0 }
        #expect(session.trackedFingers == 1)
    }
}

/// What grows with a recording is stored in rows: forty batches of 1,000 strokes each leave the notes as long as
/// after the first (every batch rewrote a notes field that held every release, 45 ms a batch at first and 643 ms
/// after 40), and every release is a row.
@Suite struct RecordingNotesTests {
    @Test func theNotesStayTheSameSizeWhileStrokesPileUp() throws {
        let fixture = try RecordingFixture("strokes")
        let client = try fixture.client()
        let id = try fixture.startSession(client)
        var sizes: [Int] = []
        for batch in 0..<40 {
            var touches: [String] = []
            for stroke in 0..<1000 {
                let time = NumberFormatting.shortest(Double(batch) + Double(stroke) / 1000)
                touches.append("{\"t\": \(time), \"x\": 195, \"y\": 600, \"kind\": \"down\", \"id\": \(stroke)}")
                touches.append("{\"t\": \(time), \"x\": 195, \"y\": 590, \"kind\": \"up\", \"id\": \(stroke)}")
            }
            let reply = try client.request(
                "POST", "/api/sessions/\(id)/batches",
                body: "{\"batch\": \(batch), \"samples\": [{\"t\": \(batch), \"offset_y\": -280}], \"touches\": ["
                    + touches.joined(separator: ",") + "]}")
            #expect(reply.status == 200, "\(reply.body)")
            let reader = try SessionStore(path: fixture.path, mode: .readOnly)
            sizes.append(try reader.session(named: "browser-1").metadata.notes.utf8.count)
        }
        try fixture.server.stop()
        #expect(sizes.dropFirst().allSatisfy { abs($0 - sizes[0]) <= 4 }, "\(sizes.first ?? 0) ... \(sizes.last ?? 0)")
        let store = try SessionStore(path: fixture.path, mode: .readOnly)
        let releases = try store.releases(session: "browser-1")
        #expect(releases.map(\.stroke) == Array(1...40_000))
        #expect(try store.touches(session: "browser-1").count == 80_000)
    }
}
