import Foundation
import StretchyStore
import StretchyTestSupport
import Testing
import _StretchySystem

/// `SIGKILL` sent to the built `stretchy-replay` at seeded random moments while `import` or `synth` writes a new or
/// an existing file: after each kill the file passes `PRAGMA integrity_check`, the sessions it held keep their
/// samples, the killed session is absent or complete, and after the next command on the file nothing is left beside
/// it. `STRETCHY_KILL_ITERATIONS` sets how many kills (4 by default), for a long run.
@Suite struct KillTests {
    static let iterations =
        max(4, ProcessInfo.processInfo.environment["STRETCHY_KILL_ITERATIONS"].flatMap(Int.init) ?? 4)

    /// 20,000 samples, which take the debug build a few tenths of a second to import.
    static let longCSV: String = {
        var text = "t,offset_y,phase\n"
        for index in 0..<20_000 {
            text += "\(Double(index) / 120),\(-Double(index % 700)),dragging\n"
        }
        return text
    }()

    /// A synthetic session of about 20,000 samples.
    static let script = "rate 240; repeat 10 { fling up 3000; settle; fling down 3000; settle }"

    /// The command that writes the session `killed` into `database`: an import (even) or a synthesis (odd).
    static func words(_ kind: Int, into database: String) -> [String] {
        kind % 2 == 0
            ? ["import", "long.csv", "--into", database, "--name", "killed"]
            : ["synth", "--into", database, "--script", script, "--name", "killed"]
    }

    /// The CSV export of one session, or `nil` when the file does not hold it.
    static func export(_ folder: FileTrustTests.Folder, _ database: String, _ session: String) -> String? {
        let result = folder.run("export", database, "--session", session)
        return result.status == 0 ? result.output : nil
    }

    /// The result of `PRAGMA integrity_check`, read through a connection of the test process.
    static func integrity(of path: String) throws -> String? {
        let connection = try SQLiteConnection(path: path, mode: .readOnly)
        defer { connection.close() }
        return try connection.text("PRAGMA integrity_check")
    }

    @Test func killedWritesLeaveReadableFiles() throws {
        var generator = SeededGenerator(seed: 0x5EED_0F_C1_11)
        // The complete sessions, as an uninterrupted command writes them.
        let reference = try FileTrustTests.Folder()
        try Self.longCSV.write(toFile: reference.path + "/long.csv", atomically: false, encoding: .utf8)
        let expected = try (0..<2).map { kind -> String in
            let database = "reference-\(kind).db"
            let result = reference.run(Self.words(kind, into: database))
            #expect(result.status == 0, "\(result.error)")
            return try #require(Self.export(reference, database, "killed"))
        }
        let demo = try #require(Self.export(reference, "mine.db", "demo"))
        for iteration in 0..<Self.iterations {
            let kind = iteration % 2
            let existing = iteration / 2 % 2 == 1
            let database = existing ? "mine.db" : "new.db"
            let delay = UInt32.random(in: 0..<400_000, using: &generator)
            let context = "iteration \(iteration): \(Self.words(kind, into: database)) killed after \(delay) µs"
            let folder = try FileTrustTests.Folder()
            try Self.longCSV.write(toFile: folder.path + "/long.csv", atomically: false, encoding: .utf8)
            let names = folder.names
            let child = try InterruptionTests.start(Self.words(kind, into: database), in: folder)
            usleep(delay)
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()

            let path = folder.path + "/" + database
            if FileManager.default.fileExists(atPath: path) {
                #expect(try Self.integrity(of: path) == "ok", "\(context)")
                if let killed = Self.export(folder, database, "killed") {
                    #expect(killed == expected[kind], "\(context): the killed session is incomplete")
                }
            }
            if existing {
                #expect(Self.export(folder, database, "demo") == demo, "\(context): 'demo' changed")
            }
            let next = folder.run("import", "demo.csv", "--into", database, "--name", "next")
            #expect(next.status == 0, "\(context): \(next.error)")
            #expect(try Self.integrity(of: path) == "ok", "\(context)")
            #expect(Self.export(folder, database, "next") == demo, "\(context)")
            #expect(
                folder.names == Set(names + [database]).sorted(),
                "\(context): left \(folder.names)")
        }
    }
}
