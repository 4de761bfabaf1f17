import Foundation
import StretchyCore
import Testing

@testable import StretchyStore

@Suite struct SampleCursorTests {
    /// The process's resident set size in bytes, from `/proc/self/statm`.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    @Test func cursorHoldsOnlyTheStatementNoRows() throws {
        let store = try TemporaryDatabase.store("structure")
        _ = try store.startRecording(SessionMetadata(name: "s", source: .synthetic))
        let cursor = try store.sampleCursor(session: "s")
        let stored = Mirror(reflecting: cursor).children.map { "\($0.label ?? "")" }
        #expect(stored == ["sessionName", "samplesRead", "statement", "isDone"])
        #expect(try cursor.next() == nil)
        #expect(try cursor.next() == nil)
    }

    @Test func streamsALargeSessionWithoutGrowingMemory() throws {
        let store = try TemporaryDatabase.store("large")
        let count = 600_000
        let recorder = try store.startRecording(
            SessionMetadata(name: "large", source: .synthetic),
            policy: RecorderBatchPolicy(maximumCount: 50_000, maximumInterval: .infinity))
        for index in 0..<count {
            try recorder.append(ScrollSample(time: Double(index) / 120, offsetY: Double(index % 1000)))
        }
        try recorder.finish()

        let cursor = try store.sampleCursor(session: "large")
        let before = Self.residentBytes()
        var peak = before
        var sum = 0.0
        var read = 0
        while let sample = try cursor.next() {
            sum += sample.offsetY
            read += 1
            if read % 50_000 == 0 { peak = max(peak, Self.residentBytes()) }
        }
        #expect(read == count)
        #expect(cursor.samplesRead == count)
        #expect(sum == Double((0..<count).reduce(0) { $0 + $1 % 1000 }))
        // Holding the samples would take about 34 MB (56 bytes each); streaming stays within SQLite's page cache.
        // Loose on purpose: other tests run in the same process.
        #expect(peak - before < 16 << 20, "resident memory grew by \(peak - before) bytes")
    }
}
