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

    /// `folderWithALongSession()` with `long.csv`, the long session exported.
    static func folderWithALongCSV() throws -> FileTrustTests.Folder {
        let folder = try Self.folderWithALongSession()
        let result = folder.run("export", "long.db", "--session", "synth1", "-o", "long.csv")
        #expect(result.status == 0, "\(result.error)")
        return folder
    }

    /// Sends `signal` to `child` once `condition` holds and checks it exits with the status for it: 130 or 143.
    static func interrupt(_ child: Process, with signal: Int32, when condition: () -> Bool) {
        let seen = Self.wait(for: child, until: condition)
        #expect(seen, "the child ended before it was seen writing")
        kill(child.processIdentifier, signal)
        child.waitUntilExit()
        #expect(child.terminationReason == .exit)
        #expect(child.terminationStatus == (signal == SIGINT ? 130 : 143))
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func anImportIntoANewFileLeavesNothing(signal: Int32) throws {
        let folder = try Self.folderWithALongCSV()
        let names = folder.names
        let child = try Self.start(["import", "long.csv", "--into", "new.db"], in: folder)
        Self.interrupt(child, with: signal) { folder.names.contains { $0.hasPrefix("new.db.new-") } }
        #expect(folder.names == names)
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func anImportIntoAnExistingFileLeavesItAsItWas(signal: Int32) throws {
        let folder = try Self.folderWithALongCSV()
        let names = folder.names
        let before = folder.bytes("mine.db")
        let child = try Self.start(["import", "long.csv", "--into", "mine.db", "--name", "other"], in: folder)
        Self.interrupt(child, with: signal) { folder.names.contains("mine.db-wal") }
        #expect(folder.names == names)
        #expect(Self.withoutChangeCounter(folder.bytes("mine.db")) == Self.withoutChangeCounter(before))
        #expect(!folder.run("sessions", "mine.db").output.contains("other "))
    }

    /// Whether the process has the file `name` of `folder` open.
    static func reads(_ process: Process, _ name: String, in folder: String) -> Bool {
        let directory = "/proc/\(process.processIdentifier)/fd"
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return descriptors.contains { descriptor in
            (try? FileManager.default.destinationOfSymbolicLink(atPath: directory + "/" + descriptor))
                == folder + "/" + name
        }
    }

    /// An export is signalled while it writes its unnamed temporary. A report renders its page in memory and
    /// writes it in one short burst at the end, too short to be caught reliably on a loaded machine, so it is
    /// signalled while it replays (the file it writes is the same kind of unnamed temporary as an export's).
    @Test(arguments: zip(["export", "report"], [SIGINT, SIGTERM]))
    func anExportOrAReportIsNotLeftBehind(command: String, signal: Int32) throws {
        let folder = try Self.folderWithALongSession()
        let names = folder.names
        let before = folder.bytes("long.db")
        let output = command == "export" ? "out.csv" : "report.html"
        let child = try Self.start([command, "long.db", "--session", "synth1", "-o", output], in: folder)
        Self.interrupt(child, with: signal) {
            command == "export"
                ? Self.writesTemporary(child, in: folder.path) : Self.reads(child, "long.db", in: folder.path)
        }
        #expect(folder.names == names)
        #expect(folder.bytes("long.db") == before)
    }

    /// The golden is written in one short transaction at the end of the replay: the signal may come before it, while
    /// it is held, or after it; the file is then as it was, or holds the golden whole, and never a part of it.
    @Test(arguments: [SIGINT, SIGTERM])
    func aSavedGoldenIsWholeOrAbsent(signal: Int32) throws {
        let folder = try Self.folderWithALongSession()
        let names = folder.names
        let before = folder.bytes("long.db")
        let child = try Self.start(["long.db", "--session", "synth1", "--save-golden", "g1"], in: folder)
        Self.interrupt(child, with: signal) { folder.names.contains("long.db-wal") }
        #expect(folder.names == names)
        #expect(try KillTests.integrity(of: folder.path + "/long.db") == "ok")
        let goldens = folder.run("goldens", "list", "long.db")
        if goldens.output.contains("g1") {
            #expect(folder.run("long.db", "--session", "synth1", "--check-golden", "g1").status == 0)
        } else {
            #expect(Self.withoutChangeCounter(folder.bytes("long.db")) == Self.withoutChangeCounter(before))
        }
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
