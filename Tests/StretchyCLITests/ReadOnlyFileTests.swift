import Foundation
import Testing
import _StretchySystem

/// Session files read where nothing may be written, and read-only commands on a file left in WAL mode: each case
/// runs the real binary, and asserts the exit code, that the file's bytes are unchanged and that nothing new is
/// beside it.
@Suite struct ReadOnlyFileTests {
    /// Runs a program to its end, its standard output captured.
    static func run(_ program: String, _ arguments: [String], in folder: String) throws
        -> (status: Int32, output: String)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// An `sqlite3` shell on `mine.db` in `folder` that has been given `commands` and waits for more, to be killed;
    /// keep the pipe until then (closing it would end the shell).
    static func sqliteShell(in folder: String, running commands: String) throws -> (Process, Pipe) {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        shell.arguments = ["sqlite3", "mine.db"]
        shell.currentDirectoryURL = URL(fileURLWithPath: folder)
        let input = Pipe()
        shell.standardInput = input
        shell.standardOutput = FileHandle.nullDevice
        try shell.run()
        input.fileHandleForWriting.write(Data(commands.utf8))
        return (shell, input)
    }

    /// The shell script that bind-mounts `$1` read-only over itself in a private mount namespace, then runs the rest
    /// of its arguments there.
    static let readOnlyMount = "mount --bind \"$1\" \"$1\" && mount -o remount,bind,ro \"$1\" && shift && exec \"$@\""

    @Test func aSessionFileReplaysFromAReadOnlyMount() throws {
        let folder = try FileTrustTests.Folder()
        let probe = try Self.run(
            "/usr/bin/unshare",
            [
                "-m", "sh", "-c", Self.readOnlyMount, "sh", folder.path, "sh", "-c",
                "! touch '\(folder.path)/probe' 2>/dev/null",
            ],
            in: folder.path)
        guard probe.status == 0 else {
            print(
                "ReadOnlyFileTests: skipped, no read-only bind mount in a private mount namespace here "
                    + "(unshare -m and mount exited \(probe.status))")
            return
        }
        // The mount hides the folder from paths, not from a working directory already inside it: name it fully.
        let database = folder.path + "/mine.db"
        let tool = try StretchyReplayExecutableTests.executable().path
        let names = folder.names
        let before = folder.bytes("mine.db")
        let expected = folder.run("mine.db", "--behaviors", "fade", "--format", "json").output
        let replay = try Self.run(
            "/usr/bin/unshare",
            [
                "-m", "sh", "-c", Self.readOnlyMount, "sh", folder.path, tool, database, "--behaviors", "fade",
                "--format", "json",
            ], in: folder.path)
        #expect(replay.status == 0)
        let digest = { (text: String) in text.split(separator: "\"digest\"").dropFirst().first?.prefix(70) }
        #expect(digest(replay.output) != nil && digest(replay.output) == digest(expected))
        let sessions = try Self.run(
            "/usr/bin/unshare", ["-m", "sh", "-c", Self.readOnlyMount, "sh", folder.path, tool, "sessions", database],
            in: folder.path)
        #expect(sessions.status == 0)
        #expect(sessions.output.contains("demo "))
        #expect(folder.bytes("mine.db") == before)
        #expect(folder.names == names)
    }

    @Test func readOnlyCommandsLeaveAFileInWALModeAsItWas() throws {
        let folder = try FileTrustTests.Folder()
        #expect(
            try Self.run("/usr/bin/env", ["sqlite3", "mine.db", "PRAGMA journal_mode=WAL"], in: folder.path).0 == 0)
        let header = [UInt8](folder.bytes("mine.db")!.prefix(20))
        #expect(header[18] == 2 && header[19] == 2)
        let names = folder.names
        let before = folder.bytes("mine.db")
        let tool = try StretchyReplayExecutableTests.executable().path
        #expect(try Self.run(tool, ["sessions", "mine.db"], in: folder.path).output.contains("demo "))
        #expect(try Self.run(tool, ["mine.db", "--all"], in: folder.path).status == 0)
        #expect(folder.bytes("mine.db") == before)
        #expect(folder.names == names)
    }

    @Test func readOnlyCommandsReadTheLogAKilledWriterLeft() throws {
        let folder = try FileTrustTests.Folder()
        // A writer in WAL mode that commits a session row and is killed before it checkpoints.
        let (writer, input) = try Self.sqliteShell(
            in: folder.path,
            running: "PRAGMA journal_mode=WAL; PRAGMA wal_autocheckpoint=0; INSERT INTO sessions (name, source, "
                + "created, finished) VALUES ('live', 'device', '2024-05-01T12:00:00Z', 0);\n")
        let wal = folder.path + "/mine.db-wal"
        #expect(
            InterruptionTests.wait(for: writer) {
                var status = stat()
                return stat(wal, &status) == 0 && status.st_size > 0
            })
        usleep(100_000)
        withExtendedLifetime(input) { _ = kill(writer.processIdentifier, SIGKILL) }
        writer.waitUntilExit()
        #expect(folder.names == ["demo.csv", "mine.db", "mine.db-shm", "mine.db-wal"])
        let before = folder.bytes("mine.db")
        let log = folder.bytes("mine.db-wal")
        let tool = try StretchyReplayExecutableTests.executable().path
        let listed = try Self.run(tool, ["sessions", "mine.db"], in: folder.path)
        #expect(listed.status == 0)
        #expect(listed.output.contains("live ") && listed.output.contains("demo "))
        #expect(try Self.run(tool, ["mine.db", "--session", "demo"], in: folder.path).status == 0)
        #expect(folder.bytes("mine.db") == before)
        #expect(folder.bytes("mine.db-wal") == log)
        #expect(folder.names == ["demo.csv", "mine.db", "mine.db-shm", "mine.db-wal"])
    }

    @Test func readOnlyCommandsRollBackAWriteAKilledProcessLeftHalfDone() throws {
        let folder = try FileTrustTests.Folder()
        let tool = try StretchyReplayExecutableTests.executable().path
        #expect(
            try Self.run(tool, ["synth", "--preset", "slow-drag", "--into", "mine.db"], in: folder.path).status == 0)
        // A writer in rollback-journal mode that spills a big uncommitted delete into the file, then is killed.
        let (writer, input) = try Self.sqliteShell(
            in: folder.path, running: "PRAGMA journal_mode=DELETE; PRAGMA cache_size=1; BEGIN; DELETE FROM samples;\n")
        usleep(1_000_000)
        withExtendedLifetime(input) { _ = kill(writer.processIdentifier, SIGKILL) }
        writer.waitUntilExit()
        // The journal is hot: a plain read-only reader is refused ("attempt to write a readonly database").
        let plain = try Self.run(
            "/usr/bin/env", ["sqlite3", "-readonly", "mine.db", "SELECT count(*) FROM samples"], in: folder.path)
        #expect(plain.status != 0)
        let listed = try Self.run(tool, ["sessions", "mine.db"], in: folder.path)
        #expect(listed.status == 0)
        #expect(listed.output.contains("slow-drag "), "the samples the write was deleting are there, as committed")
        #expect(!folder.names.contains("mine.db-journal"), "the journal was rolled back and removed")
    }
}
