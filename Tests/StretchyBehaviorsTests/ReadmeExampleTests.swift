import Foundation
import StretchyTestSupport
import Testing

/// The README's Swift program is the file the package builds, and it prints what the README says.
struct ReadmeExampleTests {
    static let root = Repository.root

    static func readmeBlock(after marker: String) throws -> String {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: marker)).upperBound
        let open = try #require(readme.range(of: "```swift\n", range: start..<readme.endIndex)).upperBound
        let close = try #require(readme.range(of: "```", range: open..<readme.endIndex)).lowerBound
        return String(readme[open..<close])
    }

    @Test func theReadmeShowsTheProgramThatIsBuilt() throws {
        let program = try String(
            contentsOf: Self.root.appendingPathComponent("Examples/ReadmeExample/main.swift"), encoding: .utf8)
        #expect(try Self.readmeBlock(after: "<!-- readme-example -->") == program)
        #expect(program.split(separator: "\n").count <= 12)
    }

    @Test func theProgramPrintsTheLayouts() throws {
        let binary = try #require(Bundle.main.executableURL).deletingLastPathComponent()
            .appendingPathComponent("stretchy-readme-example")
        let process = Process()
        process.executableURL = binary
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let lines = output.split(separator: "\n")
        #expect(lines.count == 5)
        #expect(lines[2] == "offset -172.0: height 172.0, stretch 0.5, title alpha 0.375, tabs y 128.0")
    }
}
