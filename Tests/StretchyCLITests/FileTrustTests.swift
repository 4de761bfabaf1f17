import Foundation
import StretchyCore
import StretchyStore
import Testing
import _StretchySystem

@testable import StretchyCLI

/// No output replaces an input or a database, hostile paths are refused cleanly, and the files the tool writes stay
/// readable: each case asserts the exit code, the first line of the error, that every file touched is unchanged,
/// and that nothing else is left in the folder.
@Suite struct FileTrustTests {
    /// A fresh folder holding `mine.db` with one imported session `demo`.
    final class Folder {
        let path: String

        init() throws {
            path = NSTemporaryDirectory() + "trust-" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try "t,offset_y\n0,-10\n0.016,-20\n0.033,-5\n".write(
                toFile: path + "/demo.csv", atomically: false, encoding: .utf8)
            let result = run("import", "demo.csv", "--into", "mine.db")
            precondition(result.status == 0, result.error)
        }

        deinit {
            try? FileManager.default.removeItem(atPath: path)
        }

        /// Runs the tool in this folder with the built-in behaviours.
        func run(_ words: String...) -> RunResult {
            run(words)
        }

        /// Runs the tool in this folder with the built-in behaviours.
        func run(_ words: [String]) -> RunResult {
            let output = CapturedOutput()
            let error = CapturedOutput()
            let context = CommandContext(
                standardOutput: output, standardError: error, currentDirectory: path,
                registry: BehaviorRegistry.builtIn)
            let status = StretchyCommand.run(arguments: ["stretchy-replay"] + words, context: context)
            return RunResult(status: status.rawValue, output: output.text, error: error.text)
        }

        /// The names in the folder, sorted.
        var names: [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        }

        /// The bytes of a file in the folder.
        func bytes(_ name: String) -> Data? {
            FileManager.default.contents(atPath: path + "/" + name)
        }
    }

    @Test func framesOntoTheDatabaseIsRefused() throws {
        let folder = try Folder()
        let before = folder.bytes("mine.db")
        let names = folder.names
        let result = folder.run("mine.db", "--behaviors", "fade", "--frames", "mine.db")
        #expect(result.status == 73)
        #expect(
            result.error.split(separator: "\n").first.map(String.init)
                == "Error: the output '\(folder.path)/mine.db' is also an input of this command; writing it would "
                + "destroy it")
        #expect(folder.bytes("mine.db") == before)
        #expect(folder.names == names)
    }

    @Test func framesThroughASymbolicLinkToTheDatabaseIsRefused() throws {
        let folder = try Folder()
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.csv", withDestinationPath: "mine.db")
        let before = folder.bytes("mine.db")
        let result = folder.run("mine.db", "--frames", "./link.csv")
        #expect(result.status == 73)
        #expect(
            result.error.hasPrefix(
                "Error: the output '\(folder.path)/./link.csv' is the same file as the input '\(folder.path)/mine.db'"))
        #expect(folder.bytes("mine.db") == before)
    }

    @Test func exportOntoTheDatabaseIsRefused() throws {
        let folder = try Folder()
        let before = folder.bytes("mine.db")
        let names = folder.names
        let result = folder.run("export", "mine.db", "--session", "demo", "-o", "mine.db")
        #expect(result.status == 73)
        #expect(result.error.hasPrefix("Error: the output '\(folder.path)/mine.db' is also an input"))
        #expect(folder.bytes("mine.db") == before)
        #expect(folder.names == names)
    }

    @Test func exportOntoAnotherDatabaseIsRefused() throws {
        let folder = try Folder()
        #expect(folder.run("import", "demo.csv", "--into", "other.db").status == 0)
        let before = folder.bytes("other.db")
        let result = folder.run("export", "mine.db", "--session", "demo", "-o", "other.db")
        #expect(result.status == 73)
        #expect(
            result.error.split(separator: "\n").first.map(String.init)
                == "Error: the output '\(folder.path)/other.db' is an SQLite database; writing it would destroy it")
        #expect(folder.bytes("other.db") == before)
    }

    @Test(arguments: ["e.jsonl", "e.NDJSON"]) func exportFollowsTheExtension(name: String) throws {
        let folder = try Folder()
        #expect(folder.run("export", "mine.db", "--session", "demo", "-o", name).status == 0)
        let text = String(decoding: folder.bytes(name) ?? Data(), as: UTF8.self)
        #expect(text.hasPrefix("{\"t\": 0,"))
        #expect(folder.run("export", "mine.db", "--session", "demo", "-o", name, "--format", "csv").status == 0)
        #expect(String(decoding: folder.bytes(name) ?? Data(), as: UTF8.self).hasPrefix("t,offset_y,"))
    }

    @Test func framesFollowTheExtensionInAnyCase() throws {
        let folder = try Folder()
        #expect(folder.run("mine.db", "--frames", "f.NDJSON").status == 0)
        #expect(String(decoding: folder.bytes("f.NDJSON") ?? Data(), as: UTF8.self).hasPrefix("{"))
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let folder = try Folder()
        #expect(mkfifo(folder.path + "/pipe.db", 0o644) == 0)
        #expect(folder.run("pipe.db").status == 66)
        let result = folder.run("sessions", "pipe.db")
        #expect(result.status == 66)
        #expect(
            result.error.split(separator: "\n").first.map(String.init)
                == "Error: '\(folder.path)/pipe.db' is a FIFO (named pipe), not a session database file")
        let imported = folder.run("import", "demo.csv", "--into", "pipe.db")
        #expect(imported.error.hasPrefix("Error: '\(folder.path)/pipe.db' is a FIFO (named pipe)"))
        #expect(folder.names == ["demo.csv", "mine.db", "pipe.db"])
    }

    @Test func aDeviceAndADirectoryAreRefused() throws {
        let folder = try Folder()
        let journalExisted = FileManager.default.fileExists(atPath: "/dev/null-journal")
        let device = folder.run("import", "demo.csv", "--into", "/dev/null")
        #expect(device.error.hasPrefix("Error: '/dev/null' is a device, not a session database file"))
        #expect(FileManager.default.fileExists(atPath: "/dev/null-journal") == journalExisted)
        let directory = folder.run("sessions", ".")
        #expect(directory.status == 66)
        #expect(directory.error.hasPrefix("Error: '\(folder.path)/.' is a directory, not a session database file"))
    }

    @Test(arguments: [-1, 99]) func anUnknownSchemaVersionIsRefusedByEveryCommand(version: Int) throws {
        let folder = try Folder()
        let database = folder.path + "/mine.db"
        do {
            let connection = try SQLiteConnection(path: database, mode: .readWrite)
            try connection.execute("PRAGMA user_version = \(version)")
            connection.close()
        }
        let before = folder.bytes("mine.db")
        let expected =
            version < 0
            ? "Error: '\(database)' has schema version -1, which no Stretchy writes; this build reads schema "
                + "versions 0 through 4"
            : "Error: '\(database)' was written by a newer Stretchy (schema version 99); this build reads schema "
                + "versions 0 through 4"
        for result in [
            folder.run("import", "demo.csv", "--into", "mine.db", "--name", "again"),
            folder.run("synth", "--into", "mine.db", "--preset", "slow-drag"),
            folder.run("sessions", "mine.db"), folder.run("mine.db", "--all"),
        ] {
            #expect(result.status == 65)
            #expect(result.error.split(separator: "\n").first.map(String.init) == expected)
        }
        #expect(folder.bytes("mine.db") == before)
        #expect(folder.names == ["demo.csv", "mine.db"])
    }

    @Test func writtenFilesAreLeftInRollbackJournalMode() throws {
        let folder = try Folder()
        #expect(folder.run("synth", "--into", "mine.db", "--preset", "slow-drag").status == 0)
        let header = [UInt8](folder.bytes("mine.db")!.prefix(20))
        #expect(header[18] == 1 && header[19] == 1)  // 1: rollback journal; 2 would be WAL.
        #expect(folder.names == ["demo.csv", "mine.db"])
        let before = folder.bytes("mine.db")
        #expect(folder.run("mine.db", "--all").status == 0)
        #expect(folder.run("sessions", "mine.db").status == 0)
        #expect(folder.bytes("mine.db") == before)
        #expect(folder.names == ["demo.csv", "mine.db"])
    }

    @Test func theLeftoversOfAKilledImportAreRemovedByTheNextOne() throws {
        let folder = try Folder()
        // A pid above the kernel's limit never runs: its temporary is abandoned.
        let stale = "new.db.new-2147483646-0B0E0A5D-0000-0000-0000-000000000000"
        for suffix in ["", "-journal"] {
            _ = FileManager.default.createFile(atPath: folder.path + "/" + stale + suffix, contents: Data("x".utf8))
        }
        #expect(folder.run("import", "demo.csv", "--into", "new.db").status == 0)
        #expect(folder.names == ["demo.csv", "mine.db", "new.db"])
    }
}

/// A database another program is writing: the replay waits its busy timeout, then says so in a sentence.
@Suite struct LockedDatabaseTests {
    @Test func aProfiledRunThatCannotBeStoredStillPrintsItsResultsAndSaysWhatWasNotStored() throws {
        let folder = try FileTrustTests.Folder()
        let writer = try SQLiteConnection(path: folder.path + "/mine.db", mode: .readWrite)
        try writer.execute("BEGIN IMMEDIATE")
        let result = folder.run("mine.db", "--session", "demo", "--profile", "--save-run")
        try writer.execute("ROLLBACK")
        let path = folder.path + "/mine.db"
        #expect(result.status == 75)
        // A debug build's profile starts with a line that says so (docs/replay.md); the results follow.
        let printed =
            result.output.hasPrefix("Debug build: ")
            ? String(result.output.drop { $0 != "\n" }.dropFirst()) : result.output
        #expect(printed.hasPrefix("demo: 3 frames over"))
        #expect(result.output.contains("digest"))
        #expect(
            result.error
                == "Error: the profiled run printed above was not stored in '\(path)': '\(path)' is locked by "
                + "another program that is writing it\n"
                + "Wait until the other program (a recording, an import) has finished, then try again.\n")
        #expect(!folder.run("runs", "mine.db").output.contains("demo"))
    }
}
