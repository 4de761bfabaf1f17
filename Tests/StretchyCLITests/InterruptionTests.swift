import Foundation
import Testing
import _StretchySystem

/// `SIGINT`, `SIGTERM` and `SIGKILL` sent to the built `stretchy-replay` while it writes: each case waits until the
/// child is mid-write, signals it, and asserts the exit status, that nothing is left in the folder but what was
/// there before, and that a database written into holds what it held.
@Suite struct InterruptionTests {
    /// A long synthetic session: 77,736 samples, which take the debug build about a second to write and two to
    /// replay.
    static let longScript = "rate 240; repeat 40 { fling up 3000; settle; fling down 3000; settle }"

    /// Starts the executable in `folder`, its output discarded.
    static func start(_ words: [String], in folder: FileTrustTests.Folder) throws -> Process {
        let process = Process()
        process.executableURL = try StretchyReplayExecutableTests.executable()
        process.arguments = words
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Waits (up to 20 seconds) until `condition` holds or the process has ended.
    static func wait(for process: Process, until condition: () -> Bool) -> Bool {
        let deadline = monotonicNanoseconds() + 20_000_000_000
        while process.isRunning, monotonicNanoseconds() < deadline {
            if condition() { return true }
            usleep(2000)
        }
        return false
    }

    /// Whether the process has a file open in `folder` that has no name (`O_TMPFILE`) or a temporary's name.
    static func writesTemporary(_ process: Process, in folder: String) -> Bool {
        let directory = "/proc/\(process.processIdentifier)/fd"
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return descriptors.contains { descriptor in
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: directory + "/" + descriptor)
            else { return false }
            return target.hasPrefix(folder) && (target.hasSuffix("(deleted)") || target.contains(".partial-"))
        }
    }

    /// A folder with `mine.db` (the session `demo`) and `long.db` (the long session `synth1`).
    static func folderWithALongSession() throws -> FileTrustTests.Folder {
        let folder = try FileTrustTests.Folder()
        let result = folder.run("synth", "--into", "long.db", "--script", longScript)
        #expect(result.status == 0, "\(result.error)")
        return folder
    }

    /// The header's file change counter (bytes 24–27) and the version it is valid for (92–95) zeroed: a writable
    /// open switches the journal mode to WAL and back, which counts as two changes however the write ends.
    static func withoutChangeCounter(_ data: Data?) -> Data? {
        guard var data, data.count >= 100 else { return data }
        data.replaceSubrange(24..<28, with: Data(count: 4))
        data.replaceSubrange(92..<96, with: Data(count: 4))
        return data
    }

    @Test(arguments: zip([SIGINT, SIGTERM], [Int32(130), 143]))
    func aSynthesisIntoANewFileLeavesNothing(signal: Int32, status: Int32) throws {
        let folder = try FileTrustTests.Folder()
        let names = folder.names
        let child = try Self.start(["synth", "--into", "new.db", "--script", Self.longScript], in: folder)
        #expect(Self.wait(for: child) { folder.names.contains { $0.hasPrefix("new.db.new-") } })
        kill(child.processIdentifier, signal)
        child.waitUntilExit()
        #expect(child.terminationReason == .exit)
        #expect(child.terminationStatus == status)
        #expect(folder.names == names)
    }

    @Test(arguments: zip([SIGINT, SIGTERM], [Int32(130), 143]))
    func aSynthesisIntoAnExistingFileLeavesItAsItWas(signal: Int32, status: Int32) throws {
        let folder = try FileTrustTests.Folder()
        let names = folder.names
        let before = folder.bytes("mine.db")
        let child = try Self.start(["synth", "--into", "mine.db", "--script", Self.longScript], in: folder)
        #expect(Self.wait(for: child) { folder.names.contains("mine.db-wal") })
        kill(child.processIdentifier, signal)
        child.waitUntilExit()
        #expect(child.terminationReason == .exit)
        #expect(child.terminationStatus == status)
        #expect(folder.names == names)
        #expect(Self.withoutChangeCounter(folder.bytes("mine.db")) == Self.withoutChangeCounter(before))
        #expect(folder.run("sessions", "mine.db").output.contains("demo "))
    }

    @Test(arguments: zip([["--frames", "f.csv"], ["--frames", "f.jsonl", "--profile"]], [SIGINT, SIGTERM]))
    func aFramesFileIsNotLeftHalfWritten(options: [String], signal: Int32) throws {
        let status = signal == SIGINT ? Int32(130) : 143
        let folder = try Self.folderWithALongSession()
        let names = folder.names
        let before = folder.bytes("long.db")
        let child = try Self.start(["long.db"] + options, in: folder)
        #expect(Self.wait(for: child) { Self.writesTemporary(child, in: folder.path) })
        kill(child.processIdentifier, signal)
        child.waitUntilExit()
        #expect(child.terminationReason == .exit)
        #expect(child.terminationStatus == status)
        #expect(folder.names == names)
        #expect(Self.withoutChangeCounter(folder.bytes("long.db")) == Self.withoutChangeCounter(before))
    }

    @Test func aKilledFramesReplayLeavesNoTemporary() throws {
        let folder = try Self.folderWithALongSession()
        let names = folder.names
        let child = try Self.start(["long.db", "--frames", "f.csv"], in: folder)
        #expect(Self.wait(for: child) { Self.writesTemporary(child, in: folder.path) })
        kill(child.processIdentifier, SIGKILL)
        child.waitUntilExit()
        #expect(child.terminationReason == .uncaughtSignal)
        #expect(folder.names == names)
    }
}
