import StretchyCore
import Testing

@testable import StretchyStore

@Suite struct SessionRecorderTests {
    static func sample(_ index: Int) -> ScrollSample {
        ScrollSample(time: Double(index) / 60, offsetY: Double(index), phase: .dragging)
    }

    @Test func commitsABatchByCount() throws {
        let store = try TemporaryDatabase.store("count")
        let clock = ManualClock()
        let recorder = try store.startRecording(
            SessionMetadata(name: "s", source: .device),
            policy: RecorderBatchPolicy(maximumCount: 3, maximumInterval: 10),
            clock: clock.read)
        for index in 0..<2 { try recorder.append(Self.sample(index)) }
        #expect(recorder.committedCount == 0)
        #expect(try store.session(named: "s").sampleCount == 0)
        try recorder.append(Self.sample(2))
        #expect(recorder.committedCount == 3)
        #expect(recorder.batchesCommitted == 1)
        #expect(try store.session(named: "s").sampleCount == 3)
        for index in 3..<7 { try recorder.append(Self.sample(index)) }
        #expect(recorder.committedCount == 6)
        #expect(recorder.pendingCount == 1)
        try recorder.finish()
        #expect(try TemporaryDatabase.samples(store, "s") == (0..<7).map(Self.sample))
        #expect(try store.session(named: "s").isFinished)
    }

    @Test func commitsABatchByElapsedTime() throws {
        let store = try TemporaryDatabase.store("time")
        let clock = ManualClock()
        let recorder = try store.startRecording(
            SessionMetadata(name: "s", source: .device),
            policy: RecorderBatchPolicy(maximumCount: 1000, maximumInterval: 0.5), clock: clock.read)
        try recorder.append(Self.sample(0))
        clock.now = 0.4
        try recorder.append(Self.sample(1))
        #expect(recorder.committedCount == 0)
        clock.now = 0.5
        try recorder.append(Self.sample(2))
        #expect(recorder.committedCount == 3)
        clock.now = 0.9
        try recorder.append(Self.sample(3))
        #expect(recorder.committedCount == 3)
        clock.now = 1.0
        try recorder.append(Self.sample(4))
        #expect(recorder.committedCount == 5)
        #expect(recorder.batchesCommitted == 2)
    }

    @Test func refusesInvalidSamplesWithIndexAndField() throws {
        let store = try TemporaryDatabase.store("invalid")
        let recorder = try store.startRecording(SessionMetadata(name: "s", source: .device))
        try recorder.append(ScrollSample(time: 1, offsetY: 0))
        let backwards = #expect(throws: StoreError.self) { try recorder.append(ScrollSample(time: 0.5, offsetY: 0)) }
        #expect(backwards?.description == "session 's': sample 1: 't' is 0.5, before the previous sample's 1")
        let notFinite = #expect(throws: StoreError.self) {
            try recorder.append(ScrollSample(time: 2, offsetY: .nan))
        }
        #expect(notFinite?.description == "session 's': sample 1: 'offset_y' is nan; it must be a finite number")
        let negative = #expect(throws: StoreError.self) {
            try recorder.append(ScrollSample(time: 2, offsetY: 0, viewportHeight: -1))
        }
        #expect(negative?.description == "session 's': sample 1: 'viewport_height' is -1; it must not be negative")
        try recorder.append(ScrollSample(time: 2, offsetY: 0))
        try recorder.finish()
        #expect(try store.session(named: "s").sampleCount == 2)
        #expect(throws: StoreError.sessionFinished(name: "s")) {
            try recorder.append(ScrollSample(time: 3, offsetY: 0))
        }
    }

    @Test func resumesAnUnfinishedSessionAfterItsLastSample() throws {
        let store = try TemporaryDatabase.store("resume")
        let first = try store.startRecording(SessionMetadata(name: "s", source: .device))
        for index in 0..<4 { try first.append(Self.sample(index)) }
        try first.commit()
        let resumed = try store.resumeRecording(session: "s")
        #expect(resumed.committedCount == 4)
        #expect(throws: StoreError.self) { try resumed.append(Self.sample(1)) }  // before the last committed time
        for index in 4..<6 { try resumed.append(Self.sample(index)) }
        try resumed.finish()
        #expect(try TemporaryDatabase.samples(store, "s") == (0..<6).map(Self.sample))
        #expect(throws: StoreError.sessionFinished(name: "s")) { _ = try store.resumeRecording(session: "s") }
    }

    @Test func replaysOneSessionWhileAnotherIsRecordedIntoTheSameFile() throws {
        let path = TemporaryDatabase.path("shared")
        let writerStore = try SessionStore(path: path, mode: .create)
        let old = try writerStore.startRecording(SessionMetadata(name: "old", source: .device))
        for index in 0..<500 { try old.append(Self.sample(index)) }
        try old.finish()
        let readerStore = try SessionStore(path: path, mode: .readOnly)
        let recorder = try writerStore.startRecording(
            SessionMetadata(name: "live", source: .device),
            policy: RecorderBatchPolicy(maximumCount: 10, maximumInterval: 1))
        let cursor = try readerStore.sampleCursor(session: "old")
        var read = 0
        var index = 0
        while let sample = try cursor.next() {
            #expect(sample == Self.sample(read))
            read += 1
            try recorder.append(Self.sample(index))  // commits every 10 samples while the reader holds its snapshot
            index += 1
        }
        #expect(read == 500)
        try recorder.finish()
        #expect(try readerStore.session(named: "live").sampleCount == 500)
        // A cursor over the session being recorded sees what was committed when it started.
        let growing = try writerStore.startRecording(
            SessionMetadata(name: "growing", source: .device),
            policy: RecorderBatchPolicy(maximumCount: 5, maximumInterval: 1))
        for index in 0..<10 { try growing.append(Self.sample(index)) }
        let partial = try TemporaryDatabase.samples(readerStore, "growing")
        #expect(partial.count == 10)
        #expect(try readerStore.session(named: "growing").isFinished == false)
    }
}
