import CSQLite
import Foundation
import Testing

@testable import StretchyCLI

/// Session files whose tables are not Stretchy's (docs/store.md, "What a file must hold"), through the commands a
/// user runs: a view standing in for `samples` that never ends, a trigger that deletes what a command writes, a
/// value too long to read, other columns, a missing table. Each is refused at once with exit 65 and the same first
/// line, and the file keeps every byte.
@Suite("hostile session files")
struct HostileSessionFileTests {
    /// A copy of `fast-fling-up-and-back` in a workspace, changed by `sql` run through SQLite itself (no Stretchy
    /// guard in the way), as another tool would change it.
    static func hostileCopy(_ sql: String) throws -> (Workspace, String) {
        let workspace = try Workspace(copying: ["fast-fling-up-and-back"])
        let path = workspace.path("fast-fling-up-and-back.db")
        try change(path, sql)
        return (workspace, path)
    }

    /// Runs `sql` on the file at `path` through SQLite itself.
    static func change(_ path: String, _ sql: String) throws {
        var handle: OpaquePointer?
        defer { sqlite3_close(handle) }
        try #require(sqlite3_open(path, &handle) == SQLITE_OK)
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        #expect(code == SQLITE_OK, "\(message.map { String(cString: $0) } ?? "")")
        sqlite3_free(message)
    }

    /// A `samples` view over a recursive query that never ends, in place of the table.
    static let endlessSamplesView = """
        ALTER TABLE samples RENAME TO kept_samples;
        CREATE VIEW samples AS WITH RECURSIVE r(x) AS (SELECT 0 UNION ALL SELECT x + 1 FROM r)
        SELECT 1 AS session_id, x AS seq, x / 60.0 AS t, 0.0 AS offset_y, 280.0 AS inset_top,
            390.0 AS viewport_width, 844.0 AS viewport_height, 5000.0 AS content_height, 'idle' AS phase FROM r;
        """

    /// The nine commands that only read a file, on the session `fast-fling-up-and-back` of `path`.
    static func readOnlyCommands(_ path: String) -> [[String]] {
        [
            ["sessions", path], [path], [path, "--check-golden", "g"], ["compare", path, "--against", "immediate"],
            ["report", path, "-o", path + ".html"], ["runs", path], ["goldens", path],
            ["export", path, "--session", "fast-fling-up-and-back", "-o", path + ".csv"], ["fidelity", path],
        ]
    }

    @Test func aViewStandingInForTheSamplesIsRefusedByEveryReadingCommandAtOnce() throws {
        let (workspace, path) = try Self.hostileCopy(Self.endlessSamplesView)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        for words in Self.readOnlyCommands(path) {
            let result = workspace.run(words)
            #expect(result.status == 65, "\(words)")
            #expect(
                result.error.split(separator: "\n").first.map(String.init)
                    == "Error: '\(path)' is not a Stretchy session database: 'samples' is a view, not a table",
                "\(words)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: workspace.folder.path) == [
                "fast-fling-up-and-back.db"
            ])
    }

    @Test func theHintSaysWhatAFileMustHold() throws {
        let (workspace, path) = try Self.hostileCopy(Self.endlessSamplesView)
        let lines = workspace.run("sessions", path).error.split(separator: "\n").map(String.init)
        #expect(
            lines.dropFirst().first
                == "The file's tables were changed outside Stretchy, which opens only its own (docs/store.md, \"What "
                + "a file must hold\"); give a .db file written by Stretchy.")
    }

    @Test(arguments: [
        ("--save-golden", "CREATE TRIGGER forget AFTER INSERT ON goldens BEGIN DELETE FROM goldens; END;", "goldens"),
        ("check --into", "CREATE TRIGGER forget AFTER INSERT ON sessions BEGIN DELETE FROM sessions; END;", "sessions"),
    ])
    func aWritingCommandRefusesAFileWithATriggerAndWritesNothing(command: String, sql: String, table: String) throws {
        let (workspace, path) = try Self.hostileCopy(sql)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let words =
            command == "--save-golden"
            ? [path, "--save-golden", "mine"]
            : ["check", "--behaviors", "top-only,transform=alpha=0.5", "--sessions", "50", "--into", path]
        let result = workspace.run(words)
        #expect(result.status == 65)
        #expect(
            result.error.split(separator: "\n").first.map(String.init)
                == "Error: '\(path)' is not a Stretchy session database: table '\(table)' has a trigger, 'forget', "
                + "and Stretchy's tables have none")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aValueLongerThanTheLimitIsRefusedWithoutReadingIt() throws {
        let (workspace, path) = try Self.hostileCopy(
            "UPDATE sessions SET device = printf('%.*c', \(17 << 20), 'x');")
        let result = workspace.run("sessions", path)
        #expect(result.status == 65)
        #expect(
            result.error.split(separator: "\n").first.map(String.init)
                == "Error: '\(path)' holds a value longer than 16 MiB, the most Stretchy reads or writes")
    }

    @Test(arguments: [
        (
            "ALTER TABLE samples RENAME COLUMN offset_y TO y;",
            "table 'samples' has the columns (session_id, seq, t, y, inset_top, viewport_width, viewport_height, "
                + "content_height, phase), not (session_id, seq, t, offset_y, inset_top, viewport_width, "
                + "viewport_height, content_height, phase)"
        ),
        ("DROP TABLE golden_frames;", "it has no table 'golden_frames'"),
        (
            "CREATE TABLE s2 AS SELECT * FROM sessions; DROP TABLE sessions; ALTER TABLE s2 RENAME TO sessions;",
            "column 'id' of table 'sessions' is not declared as Stretchy declares it"
        ),
    ])
    func otherTablesAreRefusedByName(sql: String, problem: String) throws {
        let (workspace, path) = try Self.hostileCopy(sql)
        let result = workspace.run("sessions", path)
        #expect(result.status == 65)
        #expect(
            result.error.split(separator: "\n").first.map(String.init)
                == "Error: '\(path)' is not a Stretchy session database: \(problem)")
    }

    @Test func tablesViewsAndIndexesOfTheUsersOwnAreLeftAlone() throws {
        let (workspace, path) = try Self.hostileCopy(
            """
            CREATE TABLE my_notes (session TEXT, note TEXT);
            CREATE VIEW my_view AS WITH RECURSIVE r(x) AS (SELECT 0 UNION ALL SELECT x + 1 FROM r) SELECT x FROM r;
            CREATE INDEX my_index ON samples (phase);
            """)
        let result = workspace.run("sessions", path)
        #expect(result.status == 0)
        #expect(result.output.contains("fast-fling-up-and-back"))
    }

    @Test(arguments: [("p50_ns", -5), ("wall_ns", -7)])
    func aNegativeDurationInAStoredRunIsRefusedByName(column: String, value: Int) throws {
        let (workspace, path) = try Self.hostileCopy("")
        #expect(workspace.run(path, "--behaviors", "top-only", "--profile", "--save-run").status == 0)
        try Self.change(path, "UPDATE runs SET \(column) = \(value)")
        let result = workspace.run("runs", path)
        #expect(result.status == 65)
        #expect(
            result.error.split(separator: "\n").map(String.init) == [
                "Error: '\(path)': run 1: '\(column)' is \(value), and a duration in nanoseconds is 0 or more",
                "The session file was changed outside Stretchy; delete the run with sqlite3 ('DELETE FROM runs WHERE "
                    + "id = 1') or profile the session again.",
            ])
    }
}
