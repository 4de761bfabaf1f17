import Foundation
import StretchyCore
import StretchyTestSupport
import Testing

@testable import StretchyStore

@Suite struct RecorderCrashTests {
    /// The samples the probe records (the same function as `Tests/RecorderProbe/ProbeSample.swift`).
    static func probeSample(_ index: Int) -> ScrollSample {
        ScrollSample(
            time: Double(index) / 120, offsetY: -280 + Double(index) * 0.1, insetTop: 280,
            phase: ScrollPhase.allCases[index % ScrollPhase.allCases.count])
    }

    /// The `recorder-probe` executable built next to the test bundle.
    static func probeURL() throws -> URL {
        try #require(BuiltExecutable.url("recorder-probe"))
    }

    @Test(.timeLimit(.minutes(1)))
    func sigkillMidSessionLosesAtMostTheUncommittedBatch() throws {
        let path = TemporaryDatabase.path("crash")
        let batch = 50
        let process = Process()
        process.executableURL = try Self.probeURL()
        process.arguments = [path, "crashed", "\(batch)"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()

        var text = ""
        var lastReported = 0
        while lastReported < 3 * batch {
            let data = output.fileHandleForReading.availableData
            guard !data.isEmpty else { break }
            text += String(decoding: data, as: UTF8.self)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
            if let last = lines.last(where: { $0.hasPrefix("committed ") }), text.hasSuffix("\n") {
                lastReported = Int(last.dropFirst("committed ".count)) ?? 0
            }
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGKILL)
        #expect(lastReported >= 3 * batch)

        let store = try SessionStore(path: path, mode: .readWrite)
        #expect(try store.connection.text("PRAGMA integrity_check") == "ok")
        let info = try store.session(named: "crashed")
        #expect(!info.isFinished)
        #expect(info.sampleCount >= lastReported)
        #expect(info.sampleCount % batch == 0)
        let samples = try TemporaryDatabase.samples(store, "crashed")
        #expect(samples == (0..<info.sampleCount).map(Self.probeSample))
        // The unfinished session can be finished later.
        try store.finishSession(named: "crashed")
        #expect(try store.session(named: "crashed").isFinished)
    }
}
