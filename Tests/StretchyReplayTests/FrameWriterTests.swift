import Foundation
import StretchyBehaviors
import StretchyCore
import StretchyReplay
import Testing

struct FrameWriterTests {
    func write(_ format: FrameFormat, samples: [ScrollSample]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let stack = try BehaviorRegistry.builtIn.makeStack(
            stack: "top-only,fade=target=title", configuration: .profileHeader)
        let engine = ReplayEngine(stack: stack)
        let writer = try FrameWriter(path: path, columns: engine.columns, format: format)
        var source = ArraySampleSource(samples)
        _ = try engine.run(&source) { try writer.write($0) }
        try writer.finish()
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(name + ".") }
        #expect(leftovers.isEmpty, "no temporary file is left beside the output")
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    let samples = [
        ScrollSample(time: 0, offsetY: -280),
        ScrollSample(time: 0.1, offsetY: -172),
        ScrollSample(time: 1.0 / 3, offsetY: 100),
    ]

    @Test func writesCSVWithAHeaderRowInShortestForm() throws {
        #expect(
            try write(.csv, samples: samples) == """
                seq,t,offset_y,header_y,header_height,content_y,content_height,stretch_factor,title.alpha
                0,0,-280,-280,280,0,280,1,1
                1,0.1,-172,-172,172,0,172,0.5,0.5
                2,0.3333333333333333,100,100,64,0,64,0,0

                """)
    }

    @Test func writesJSONLinesWithTheSameKeys() throws {
        let lines = try write(.jsonl, samples: samples).split(separator: "\n")
        #expect(
            lines[1]
                == #"{"seq":1,"t":0.1,"offset_y":-172,"header_y":-172,"header_height":172,"content_y":0,"content_height":172,"stretch_factor":0.5,"title.alpha":0.5}"#
        )
        let object = try JSONSerialization.jsonObject(with: Data(lines[2].utf8)) as? [String: Double]
        #expect(object?["t"] == 1.0 / 3)
    }

    @Test func anUnwritablePathIsRefusedWithItsName() {
        let error = #expect(throws: ReplayError.self) {
            try FrameWriter(
                path: "/nonexistent-folder/frames.csv",
                columns: ReplayEngine(
                    stack: try BehaviorRegistry.builtIn.makeStack(stack: "top-only", configuration: .profileHeader)
                ).columns, format: .csv)
        }
        #expect(error?.description == "cannot create '/nonexistent-folder/frames.csv': No such file or directory")
        #expect(error?.hint == "Check that the folder exists and is writable, or write to standard output with '-'.")
    }

    @Test func formatFollowsTheExtension() {
        #expect(FrameFormat(path: "out.jsonl") == .jsonl)
        #expect(FrameFormat(path: "out.csv") == .csv)
        #expect(FrameFormat(path: "-") == .csv)
    }
}
