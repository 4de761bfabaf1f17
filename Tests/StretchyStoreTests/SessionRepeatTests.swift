import Foundation
import StretchyCore
import Testing

@testable import StretchyStore

@Suite struct SessionRepeatTests {
    @Test func aRepeatedSessionHoldsTheCopiesOneAfterTheOther() throws {
        let store = try SessionStore(path: TemporaryDatabase.path("repeat"), mode: .create)
        let samples = [
            ScrollSample(time: 0.5, offsetY: -10, phase: .dragging),
            ScrollSample(time: 0.75, offsetY: -20, phase: .dragging),
            ScrollSample(time: 1.5, offsetY: 5, phase: .decelerating),
        ]
        try store.insertSession(SessionMetadata(name: "short", source: .synthetic), samples: samples)
        let long = try store.insertSession(
            SessionMetadata(name: "long", source: .synthetic, refreshRate: 4), repeating: "short", times: 4)
        #expect(long.isFinished)
        #expect(long.sampleCount == 12)
        #expect(long.metadata.refreshRate == 4)
        let cursor = try store.sampleCursor(session: "long")
        var read: [ScrollSample] = []
        while let sample = try cursor.next() { read.append(sample) }
        // The span of a copy: 1.5 - 0.5, plus the first interval, 0.25.
        let expected = (0..<4).flatMap { copy in
            samples.map { sample in
                var moved = sample
                moved.time += Double(copy) * 1.25
                return moved
            }
        }
        #expect(read == expected)
        #expect(throws: StoreError.duplicateSession(name: "long", path: store.path)) {
            try store.insertSession(SessionMetadata(name: "long", source: .synthetic), repeating: "short", times: 1)
        }
        #expect(throws: StoreError.sessionNotFound(name: "none", path: store.path)) {
            try store.insertSession(SessionMetadata(name: "other", source: .synthetic), repeating: "none", times: 1)
        }
        #expect(try store.sessionNames() == ["long", "short"])
    }
}
