import Foundation
import StretchyCore
import StretchyStore
import Testing

@testable import StretchyCLI

/// The replay command end to end on shipped sessions: summaries, frames, goldens, runs and their errors.
struct ReplayWorkflowTests {
    static let stack = "top-only,fade=target=title+avatar:by=0.5,tabs"

    @Test func theSummaryNamesTheSessionRangesDigestAndTime() throws {
        let workspace = try Workspace(copying: ["pull-to-stretch"])
        let result = workspace.run("pull-to-stretch.db", "--behaviors", Self.stack)
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines[0] == "pull-to-stretch: 107 frames over 1.767 s (synthetic, 60 Hz)")
        #expect(lines[1] == "  stack           \(Self.stack) (runs as top-only, anchor-top, fade, tabs)")
        #expect(lines[2] == "  header          profile header (embedded)")
        #expect(lines[3] == "  header_height   280 … 356.2 pt")
        #expect(lines[4] == "  stretch_factor  1 … 1.353")
        #expect(lines.contains("  title.alpha     1 … 1"), "the header never collapses in this session")
        #expect(lines.contains("  tabs.y          236 … 312.2 pt"))
        #expect(lines.contains { $0.hasPrefix("  digest          sha256:") && $0.count == 25 + 64 })
        #expect(lines.last?.hasPrefix("  time            ") == true)
    }

    /// The digest of a shipped session through a fixed stack, pinned: debug and release builds must both give it
    /// (`.ci/run` runs this suite in release too), and so must every run, serial or parallel.
    @Test func theDigestIsPinnedAcrossBuildsRunsAndJobs() throws {
        let workspace = try Workspace(copying: ["fast-fling-up-and-back", "slow-drag", "bounce-at-top"])
        let pinned = "e3eaa92149e664a9f6955d6072876e2addc989d7d86a09f0f0df7538e712ec0c"
        #expect(try workspace.digests("fast-fling-up-and-back.db", "--behaviors", Self.stack) == [pinned])
        #expect(try workspace.digests("fast-fling-up-and-back.db", "--behaviors", Self.stack) == [pinned])
        _ = workspace.run("synth", "--preset", "slow-drag", "--into", "fast-fling-up-and-back.db")
        _ = workspace.run("synth", "--preset", "bounce-at-top", "--into", "fast-fling-up-and-back.db")
        let serial = try workspace.digests(
            "fast-fling-up-and-back.db", "--all", "--jobs", "1", "--behaviors", Self.stack)
        let parallel = try workspace.digests(
            "fast-fling-up-and-back.db", "--all", "--jobs", "2", "--behaviors", Self.stack)
        #expect(serial.count == 3)
        #expect(serial == parallel)
        let alone = try workspace.digests("bounce-at-top.db", "--behaviors", Self.stack)
        #expect(serial[0] == alone[0])
        #expect(serial.contains(pinned))
    }

    @Test func framesAreWrittenAsCSVOrJSONLines() throws {
        let workspace = try Workspace(copying: ["bounce-at-top"])
        #expect(workspace.run("bounce-at-top.db", "--behaviors", "fade=target=title", "--frames", "f.csv").status == 0)
        let csv = try String(contentsOfFile: workspace.path("f.csv"), encoding: .utf8).split(separator: "\n")
        #expect(csv.count == 88)
        #expect(
            csv[0] == "seq,t,offset_y,header_y,header_height,content_y,content_height,stretch_factor,title.alpha")
        #expect(csv[1] == "0,0,-80,-80,80,0,80,0.07407407407407407,0.07407407407407407")
        #expect(workspace.run("bounce-at-top.db", "--frames", "f.jsonl").status == 0)
        let jsonl = try String(contentsOfFile: workspace.path("f.jsonl"), encoding: .utf8).split(separator: "\n")
        #expect(jsonl[1].hasPrefix(#"{"seq":1,"t":0.016666666666666666,"offset_y":-80,"#))
        let stdout = workspace.run("bounce-at-top.db", "--frames", "-")
        #expect(stdout.output.hasPrefix("seq,t,offset_y"))
        #expect(stdout.error.hasPrefix("bounce-at-top: 87 frames"), "the summary moves to standard error")
        let all = workspace.run("bounce-at-top.db", "--all", "--frames", "f.csv")
        #expect(all.status == 64)
        #expect(
            all.error.hasPrefix(
                "Error: --frames writes the frames of one session: give one file and --session instead of --all."))
    }

    @Test func goldensCatchAChangedStackWithAReadableDiff() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let saved = workspace.run("slow-drag.db", "--behaviors", "top-only,fade", "--save-golden", "baseline")
        #expect(saved.status == 0)
        #expect(saved.output.hasSuffix("Saved golden 'baseline' for 1 session in slow-drag.db.\n"))
        let same = workspace.run("slow-drag.db", "--behaviors", "top-only,fade", "--check-golden", "baseline")
        #expect(same.status == 0)
        #expect(same.output.hasSuffix("  golden          'baseline' matches: 319 frames, bit for bit\n"))
        let changed = workspace.run("slow-drag.db", "--behaviors", "top-only,fade=by=0.5", "--check-golden", "baseline")
        #expect(changed.status == 1)
        let diff = changed.output.split(separator: "\n").drop { !$0.contains("DIFFERS") }.map(String.init)
        #expect(diff[0].hasPrefix("  golden          'baseline' DIFFERS (saved "))
        #expect(
            diff[1]
                == "    this replay ran 'top-only,fade=by=0.5', not the golden's stack: --behaviors top-only,fade checks "
                + "that one")
        #expect(diff[2] == "    field         largest diff  first frame  golden  now")
        #expect(diff.count == 5, "avatar and title alpha differ; fade leaves the tabs alone")
        let loose = workspace.run(
            "slow-drag.db", "--behaviors", "top-only,fade=by=0.5", "--check-golden", "baseline", "--tolerance", "1")
        #expect(loose.status == 0)
        let missing = workspace.run("slow-drag.db", "--check-golden", "baselin")
        #expect(missing.status == 66)
        #expect(
            missing.error == """
                Error: session 'slow-drag' has no golden named 'baselin'
                Did you mean 'baseline'? Goldens: baseline.

                """)
    }

    @Test func profiledRunsAreStoredAndListed() throws {
        let workspace = try Workspace(copying: ["bounce-at-top"])
        #expect(workspace.run("runs", "bounce-at-top.db").output.hasPrefix("No runs stored in bounce-at-top.db"))
        let profiled = workspace.run("bounce-at-top.db", "--behaviors", "immediate,fade", "--profile", "--save-run")
        #expect(profiled.status == 0)
        #expect(profiled.output.contains("\n  latency         p50 "))
        #expect(profiled.output.contains("\n  per behaviour   immediate "))
        #expect(profiled.output.contains("\n  profiler cost   "))
        #expect(
            profiled.output.hasSuffix(
                "Stored the profiled run of 1 session in bounce-at-top.db; 'stretchy-replay runs bounce-at-top.db' "
                    + "lists them.\n"))
        let runs = workspace.run("runs", "bounce-at-top.db", "--format", "json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(runs.output.utf8)) as? [[String: Any]])
        #expect(json.count == 1)
        #expect(json[0]["stack"] as? String == "immediate,fade")
        #expect(json[0]["frames"] as? Double == 87)
        let latency = try #require(json[0]["latency_ns"] as? [String: Double])
        #expect(Set(latency.keys) == ["p50", "p90", "p99", "max"])
        #expect(
            latency["p50"]! <= latency["p90"]! && latency["p90"]! <= latency["p99"]!
                && latency["p99"]! <= latency["max"]!)
        #expect(json[0]["tool_version"] as? String == StretchyVersion.current)
    }

    @Test func aReplayWritesNothingToTheFile() throws {
        let workspace = try Workspace(copying: ["bounce-at-top"])
        let before = try Data(contentsOf: URL(fileURLWithPath: workspace.path("bounce-at-top.db")))
        #expect(workspace.run("bounce-at-top.db", "--behaviors", "immediate").status == 0)
        let after = try Data(contentsOf: URL(fileURLWithPath: workspace.path("bounce-at-top.db")))
        #expect(before == after)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: workspace.folder.path)
        #expect(leftovers == ["bounce-at-top.db"])
    }

    @Test func filesItCannotUseGetTheirOwnMessageAndStatus() throws {
        let workspace = try Workspace(copying: ["bounce-at-top"])
        try Data("not sqlite at all, just text".utf8).write(to: URL(fileURLWithPath: workspace.path("text.db")))
        let corrupt = workspace.run("text.db")
        #expect(corrupt.status == 65)
        #expect(corrupt.error.hasPrefix("Error: '\(workspace.path("text.db"))' is not a Stretchy session database"))
        let missing = workspace.run("nothing.db")
        #expect(missing.status == 66)
        #expect(missing.error.hasPrefix("Error: no session database at '\(workspace.path("nothing.db"))'"))
        let session = workspace.run("bounce-at-top.db", "--session", "bounce")
        #expect(session.status == 66)
        #expect(session.error.hasPrefix("Error: no session named 'bounce' in '\(workspace.path("bounce-at-top.db"))'"))
        let behaviour = workspace.run("bounce-at-top.db", "--behaviors", "top-onyl")
        #expect(behaviour.status == 64)
        #expect(behaviour.error.hasPrefix("Error: unknown behaviour 'top-onyl'\nDid you mean 'top-only'? Behaviours: "))
        _ = workspace.run("synth", "--preset", "slow-drag", "--into", "bounce-at-top.db")
        let ambiguous = workspace.run("bounce-at-top.db")
        #expect(ambiguous.status == 64)
        #expect(
            ambiguous.error == """
                Error: 'bounce-at-top.db' holds 2 sessions; say which to use
                Pass --session with one of: bounce-at-top, slow-drag; or --all for every session.

                """)
        try Data(#"{"maximumContentHeight": 100, "minimumContentHeight": 120}"#.utf8)
            .write(to: URL(fileURLWithPath: workspace.path("header.json")))
        let header = workspace.run("bounce-at-top.db", "--session", "slow-drag", "--header", "header.json")
        #expect(header.status == 65)
        #expect(
            header.error
                == "Error: header.json: 'minimumContentHeight' (120) is above 'maximumContentHeight' (100)\n"
                + "Make 'minimumContentHeight' at most 'maximumContentHeight'.\n")
    }

    @Test func aFileFromANewerVersionIsRefused() throws {
        let workspace = try Workspace(copying: ["bounce-at-top"])
        try SQLiteConnection(path: workspace.path("bounce-at-top.db"), mode: .readWrite)
            .execute("PRAGMA user_version = 99")
        let result = workspace.run("bounce-at-top.db")
        #expect(result.status == 65)
        #expect(
            result.error.hasPrefix(
                "Error: '\(workspace.path("bounce-at-top.db"))' was written by a newer Stretchy (schema version 99); "
                    + "this build reads schema versions 0 through 4\n"))
    }

    @Test func aStoredSampleTheEngineRefusesIsReportedWithItsSessionAndFile() throws {
        let workspace = try Workspace(copying: ["bounce-at-top"])
        try SQLiteConnection(path: workspace.path("bounce-at-top.db"), mode: .readWrite)
            .execute("UPDATE samples SET offset_y = 1e999 WHERE seq = 3")
        let expected = """
            Error: \(workspace.path("bounce-at-top.db")): session 'bounce-at-top': sample 3: 'offset_y' is inf; \
            it must be a finite number
            Re-import or re-record the session; Stretchy's own writers refuse such samples at the door.

            """
        #expect(workspace.run("bounce-at-top.db") == RunResult(status: 65, output: "", error: expected))
        #expect(workspace.run("bounce-at-top.db", "--all", "--jobs", "2").error == expected)
        #expect(workspace.run("compare", "bounce-at-top.db", "--against", "immediate").error == expected)
    }

    @Test func snapReportsWhereAHalfOpenHeaderSettlesOnRelease() throws {
        let workspace = try Workspace(copying: ["fast-fling-up-and-back"])
        let result = workspace.run(
            "fast-fling-up-and-back.db", "--behaviors", "top-only,snap", "--frames", "snap.csv")
        #expect(result.status == 0)
        let rows = try String(contentsOfFile: workspace.path("snap.csv"), encoding: .utf8).split(separator: "\n")
            .map { $0.split(separator: ",").map(String.init) }
        #expect(rows[0].last == "settle_offset")
        // The fling up lifts the finger with the header 44 % open: the one frame that asks to settle, collapsed.
        let releases = rows.dropFirst().filter { $0[8] != $0[2] }
        #expect(releases.map { $0[0] } == ["15"])
        #expect(releases.first?.last == "-64")
        #expect(result.output.contains("\n  settle_offset   -304.3 … 1038 pt\n"))
    }
}
