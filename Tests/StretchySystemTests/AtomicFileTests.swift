import Foundation
import Testing

@testable import _StretchySystem

/// Outputs are never half-written, and pipes, devices and links are written through, not replaced.
struct AtomicFileTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ text: String, to destination: AtomicFile) {
        _ = text.utf8CString.withUnsafeBufferPointer {
            Glibc.write(destination.descriptor, $0.baseAddress!, text.utf8.count)
        }
    }

    @Test func aRegularFileIsReplacedOnlyWhenTheWriteCommits() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out.csv").path
        try "old\n".write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o640)
        let discarded = try AtomicFile(path: path)
        Self.write("half", to: discarded)
        discarded.discard()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
        let committed = try AtomicFile(path: path)
        Self.write("new\n", to: committed)
        try committed.commit()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o640, "the new file keeps the old one's permissions")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.csv"])
    }

    @Test func aSymbolicLinkIsWrittenThroughAndKept() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.csv").path
        let link = folder.appendingPathComponent("link.csv").path
        try "old\n".write(toFile: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let destination = try AtomicFile(path: link)
        Self.write("through\n", to: destination)
        try destination.commit()
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("through\n"))
    }

    @Test func aMissingFolderIsReportedWithErrno() {
        #expect(throws: SystemFailure.self) { try AtomicFile(path: "/nonexistent-folder/out.csv") }
        do {
            _ = try AtomicFile(path: "/nonexistent-folder/out.csv")
        } catch {
            #expect(error.reason == "No such file or directory")
        }
    }
}
