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
        Self.expectSameFrames(program.output, command.output, count: 377)
    }

    /// One preset of each platform: its program, reading its header from a file (or, for Android, holding its JSON),
    /// compiled with `swiftc` against
    /// the modules and objects this test run was built from, prints the frames of the command line.
    @Test(
        arguments: StackExportFormat.platforms.compactMap { format in ExportPreset.all.first { $0.format == format } })
    func aPresetsProgramCompilesAndPrintsTheFramesOfTheCommandLine(_ preset: ExportPreset) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stretchy-export-\(preset.name)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let header = folder.appendingPathComponent("header.json").path
        try preset.header.jsonText.write(toFile: header, atomically: true, encoding: .utf8)
        // Android's header goes into the program as JSON; the others' are read from the file.
        let export = try StackExporter(registry: .builtIn).export(
            stack: preset.stack, header: preset.header, headerPath: preset.format == .android ? nil : header,
            sessionPath: Self.session, as: .swift)
        #expect(export.text.contains("    json: Data(\n        #\"\"\"\n") == (preset.format == .android))
        let source = folder.appendingPathComponent("main.swift")
        try export.text.write(to: source, atomically: true, encoding: .utf8)
        let binary = folder.appendingPathComponent("program").path
        let build = try #require(BuiltExecutable.url("stretchy-replay")).deletingLastPathComponent()
        var objects: [String] = []
        for module in ["StretchyCore", "StretchyBehaviors", "StretchyStore", "_StretchySystem"] {
            let objectFolder = build.appendingPathComponent("\(module).build")
            objects += try FileManager.default.contentsOfDirectory(atPath: objectFolder.path)
                .filter { $0.hasSuffix(".o") }.sorted().map { objectFolder.appendingPathComponent($0).path }
        }
        let compile = try BuiltExecutable.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "swiftc", "-I", build.appendingPathComponent("Modules").path,
                "-Xcc", "-fmodule-map-file=" + Repository.url("Sources/CSQLite/module.modulemap").path, source.path,
            ] + objects + ["-lsqlite3", "-lm", "-o", binary], in: folder)
        try #require(compile.status == 0, "\(String(decoding: compile.error, as: UTF8.self))")
        let program = try BuiltExecutable.run(URL(fileURLWithPath: binary), [], in: Repository.root)
        #expect(program.status == 0, "\(String(decoding: program.error, as: UTF8.self))")
        let command = try ExportRun.run(
            "stretchy-replay",
            ["replay", Self.session, "--behaviors", preset.stack, "--header", header, "--frames", "-", "--quiet"])
        #expect(command.status == 0, "\(command.error)")
        Self.expectSameFrames(String(decoding: program.output, as: UTF8.self), command.output, count: 377)
    }

    /// The program's frames and the command line's: the same header line, then the same numbers, frame for frame.
    static func expectSameFrames(
        _ program: String, _ command: String, count: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let ours = program.split(separator: "\n")
        let theirs = command.split(separator: "\n")
        #expect(ours.first == theirs.first, sourceLocation: sourceLocation)
        #expect(ours.count == count, sourceLocation: sourceLocation)
        #expect(ours.count == theirs.count, sourceLocation: sourceLocation)
        for (line, (mine, expected)) in zip(ours, theirs).enumerated().dropFirst() {
            let a = mine.split(separator: ",").map { Double($0) }
            let b = expected.split(separator: ",").map { Double($0) }
            #expect(a == b, "frame \(line - 1): \(mine) vs \(expected)", sourceLocation: sourceLocation)
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
