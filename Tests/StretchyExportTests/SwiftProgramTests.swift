import Foundation
import StretchyBehaviors
import StretchyCore
import StretchyExport
import StretchyTestSupport
import Testing

/// The Swift program `export-stack --as swift` writes compiles (it is the package's `stretchy-export-example`
/// target, `Examples/ExportedStack/main.swift`, which the exporter must still write) and prints the frames
/// `stretchy-replay replay --frames -` writes, bit for bit.
struct SwiftProgramTests {
    static let stack = "immediate,fade=target=title:by=0.8,tabs,snap"
    static let session = "Sessions/fast-fling-up-and-back.db"

    @Test func theExampleIsWhatTheExporterWrites() throws {
        let export = try StackExporter(registry: .builtIn).export(
            stack: Self.stack, header: .profileHeader, headerPath: nil, sessionPath: Self.session, as: .swift)
        try GoldenFile.assert("Examples/ExportedStack/main.swift", equals: export.text)
        #expect(export.unexpressed.isEmpty)
    }

    @Test func theProgramPrintsTheFramesOfTheCommandLine() throws {
        let program = try ExportRun.run("stretchy-export-example", [])
        #expect(program.status == 0, "\(program.error)")
        let command = try ExportRun.run(
            "stretchy-replay", ["replay", Self.session, "--behaviors", Self.stack, "--frames", "-", "--quiet"])
        #expect(command.status == 0, "\(command.error)")
        let ours = program.output.split(separator: "\n")
        let theirs = command.output.split(separator: "\n").filter { !$0.isEmpty }
        #expect(ours.first == theirs.first)
        #expect(ours.count == 377)
        #expect(ours.count == theirs.count)
        for (line, (mine, expected)) in zip(ours, theirs).enumerated().dropFirst() {
            let a = mine.split(separator: ",").map { Double($0) }
            let b = expected.split(separator: ",").map { Double($0) }
            #expect(a == b, "frame \(line - 1): \(mine) vs \(expected)")
            if a != b { break }
        }
    }

    @Test func withoutASessionTheProgramCarriesItsSamples() throws {
        let export = try StackExporter(registry: .builtIn).export(
            stack: "top-only", header: .profileHeader, headerPath: "header.json", sessionPath: nil, as: .swift)
        #expect(export.text.contains("import Foundation\n"))
        #expect(
            export.text.contains(
                "let header = try HeaderConfiguration(json: Data(contentsOf: URL(fileURLWithPath: \"header.json\")))\n")
        )
        #expect(
            export.text.contains(
                "let offsets: [Double] = [-400, -340, -280, -240, -180, -80, 0, 200, 100, -220, -280]\n"))
        #expect(!export.text.contains("StretchyStore"))
    }
}
