import Foundation
import StretchyCore
import StretchyTestSupport
import Testing

@testable import StretchyStore

/// Random damage to a valid samples file either imports or is refused with a `StoreError`, and a refusal leaves the
/// database without a session: never a crash, never half a session.
struct SampleImportFuzzTests {
    static let csv = """
        t,offset_y,inset_top,phase
        0,-280,280,idle
        0.016,-300.5,280,dragging
        0.033,-250,280,decelerating
        0.05,1e-3,280,bouncing

        """
    static let jsonl = """
        {"t": 0, "offset_y": -280, "phase": "idle"}
        {"t": 0.016, "offset_y": -300.5, "inset_top": 280, "phase": "dragging"}
        {"t": 0.033, "offset_y": -250, "content_height": 4000}

        """

    @Test(arguments: [NamedArgument("csv", csv), NamedArgument("jsonl", jsonl)])
    func damagedFilesImportOrAreRefusedWithoutAHalfWrittenSession(_ file: NamedArgument<String>) throws {
        let (format, valid) = (file.name, file.value)
        var generator = SeededGenerator(seed: 0x5EED_0003)
        let store = try TemporaryDatabase.store("fuzz-\(format)")
        var refused = 0
        for index in 0..<FuzzInputs.iterations {
            let text = FuzzInputs.mutate(valid, edits: 5, using: &generator)
            let path = TemporaryDatabase.file("fuzz", extension: format, text)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let before = try TemporaryDatabase.count(store, "samples")
            do {
                let session = try store.importSamples(fromFile: path, name: "case-\(index)")
                #expect(session.sampleCount > 0)
                #expect(try TemporaryDatabase.count(store, "samples") == before + Int64(session.sampleCount))
            } catch let error as StoreError {
                refused += 1
                #expect(!error.description.isEmpty)
                #expect(try TemporaryDatabase.count(store, "samples") == before, "\(text)")
                #expect(!(try store.containsSession(named: "case-\(index)")))
            }
        }
        #expect(refused > 0)
    }
}
