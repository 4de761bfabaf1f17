import StretchyCore
import StretchyStore
import Testing

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
        session.track([Self.touch(.move, id: 999, at: 1.01), Self.touch(.up, id: 999, at: 1.02)]) { _ in 0 }
        session.track([Self.touch(.up, id: 0, at: 1.03)]) { _ in 0 }
        #expect(session.releases.count == 1)
        #expect(session.trackedFingers == LiveSession.maximumFingers - 1)
    }

    @Test func aFingerTouchingDownAgainKeepsOneTracker() throws {
        let session = try Self.session()
        session.track((0..<50).map { Self.touch(.down, id: 7, at: Double($0) / 100) }) { _ in 0 }
        #expect(session.trackedFingers == 1)
    }
}
