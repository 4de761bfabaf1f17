import Foundation
import StretchyCore
import StretchyStore
import Testing

/// The commands around replay, end to end: compare, sessions, import, export, synth and import-touches.
struct CommandWorkflowTests {
    @Test func compareExitsOneOnlyWhenTheStacksDiffer() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let same = workspace.run(
            "compare", "slow-drag.db", "--behaviors", "top-only,fade", "--against", "top-only,fade")
        #expect(same.status == 0)
        #expect(same.output.hasPrefix("slow-drag: 'top-only,fade' vs 'top-only,fade' over 319 frames: identical\n"))
        let different = workspace.run("compare", "slow-drag.db", "--behaviors", "top-only", "--against", "immediate")
        #expect(different.status == 1)
        #expect(different.output.contains("\n  header_height   184 pt        169          64 pt  67.33 pt\n"))
        #expect(different.output.contains("; second / first = "))
        try Data(#"{"maximumContentHeight": 300, "minimumContentHeight": 64, "subviews": [{"id": "title"}]}"#.utf8)
            .write(to: URL(fileURLWithPath: workspace.path("tall.json")))
        let headers = workspace.run(
            "compare", "slow-drag.db", "--behaviors", "top-only,fade", "--against-header", "tall.json", "--format",
            "json")
        #expect(headers.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(headers.output.utf8)) as? [[String: Any]])
        #expect(json[0]["only_in_first"] as? [String] == ["avatar.alpha"])
        #expect(json[0]["second"] as? String == "top-only,fade with tall.json")
        let neither = workspace.run("compare", "slow-drag.db")
        #expect(neither.status == 64)
        #expect(
            neither.error.hasPrefix(
                "Error: Give the second side with --against <stack>, --against-header <file.json>, or both.\n"))
    }

    @Test func stacksThatAgreeOnEveryFieldBothWriteAreTheSameOnSharedFields() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let title = #"{"maximumContentHeight": 280, "minimumContentHeight": 64, "subviews": [{"id": "title"}"#
        try Data((title + #", {"id": "avatar"}]}"#).utf8).write(to: URL(fileURLWithPath: workspace.path("both.json")))
        try Data((title + "]}").utf8).write(to: URL(fileURLWithPath: workspace.path("title.json")))
        let result = workspace.run(
            "compare", "slow-drag.db", "--behaviors", "top-only,fade", "--header", "both.json", "--against-header",
            "title.json")
        #expect(result.status == 2)
        #expect(
            result.output.hasPrefix(
                "slow-drag: 'top-only,fade with both.json' vs 'top-only,fade with title.json' over 319 frames: SAME ON "
                    + "SHARED FIELDS (the 6 fields both write are identical; only one side writes the others)\n"
                    + "  fields only the first side writes: avatar.alpha\n"))
    }

    @Test func importListExportRoundTripsBitForBit() throws {
        let workspace = try Workspace()
        let csv = "offset_y,t,phase\n-280,0,idle\n-300.25,0.016666666666666666,dragging\n1e-300,0.1,decelerating\n"
        try Data(csv.utf8).write(to: URL(fileURLWithPath: workspace.path("mine.csv")))
        let imported = workspace.run("import", "mine.csv", "--into", "mine.db")
        #expect(imported.status == 0)
        #expect(
            imported.output == "Imported 3 samples, 0.1 s of scrolling, from mine.csv as session 'mine' in mine.db.\n")
        #expect(
            workspace.run("sessions", "mine.db").output == """
                name  source  samples  duration  rate  finished
                mine  import  3        0.1 s     -     yes

                """)
        let exported = workspace.run("export", "mine.db", "--session", "mine")
        #expect(
            exported.output == """
                t,offset_y,inset_top,viewport_width,viewport_height,content_height,phase
                0,-280,0,390,844,3000,idle
                0.016666666666666666,-300.25,0,390,844,3000,dragging
                0.1,1e-300,0,390,844,3000,decelerating

                """)
        #expect(workspace.run("export", "mine.db", "--session", "mine", "--output", "again.csv").status == 0)
        #expect(workspace.run("import", "again.csv", "--into", "mine.db").status == 0)
        let digests = try workspace.digests("mine.db", "--all", "--behaviors", "immediate,zoom")
        #expect(digests.count == 2 && digests[0] == digests[1])
        let duplicate = workspace.run("import", "mine.csv", "--into", "mine.db")
        #expect(duplicate.status == 73)
        #expect(
            duplicate.error
                == "Error: a session named 'mine' already exists in '\(workspace.path("mine.db"))'\n"
                + "Choose another name with --name.\n")
    }

    @Test func aBadFileWritesNothing() throws {
        let workspace = try Workspace()
        try Data("t,offset_y\n0,-280\n0.5,x\n".utf8).write(to: URL(fileURLWithPath: workspace.path("bad.csv")))
        let result = workspace.run("import", "bad.csv", "--into", "mine.db")
        #expect(result.status == 65)
        #expect(
            result.error == "Error: \(workspace.path("bad.csv")):3: 'offset_y' is 'x', which is not a number\n"
                + "Write numbers such as 12, -0.5 or 1e-3, and the phase as a name.\n")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("mine.db")), "a refused import leaves no file")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.folder.path) == ["bad.csv"])
        let missing = workspace.run("import", "nothing.csv", "--into", "mine.db")
        #expect(missing.status == 66)
        #expect(
            missing.error == """
                Error: there is no file 'nothing.csv'; expected a .csv or .jsonl sample file
                Check the path; it is relative to the current directory.

                """)
        #expect(
            workspace.run("synth", "--into", "mine.db", "--script", "pull 10 over 0.1; release; settle").status == 0)
        let intoExisting = workspace.run("import", "bad.csv", "--into", "mine.db")
        #expect(intoExisting.status == 65)
        #expect(workspace.run("sessions", "mine.db").output.split(separator: "\n").count == 2, "one session, kept")
    }

    @Test func synthMakesASessionFromAScriptAndPointsAtBadTokens() throws {
        let workspace = try Workspace()
        let made = workspace.run(
            "synth", "--into", "s.db", "--name", "pull", "--script", "pull 150 over 0.5; release; settle", "--rate",
            "120")
        #expect(made.status == 0)
        #expect(made.output == "Synthesized 164 samples, 1.358 s of scrolling at 120 Hz, as session 'pull' in s.db.\n")
        let sessions = workspace.run("sessions", "s.db", "--format", "json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(sessions.output.utf8)) as? [[String: Any]])
        #expect(json[0]["refresh_rate"] as? Double == 120)
        #expect(json[0]["source"] as? String == "synthetic")
        let bad = workspace.run("synth", "--into", "s.db", "--script", "pull 10 ovr 1")
        #expect(bad.status == 65)
        #expect(
            bad.error.hasPrefix("Error: script:1:9: expected 'over' after '10', found 'ovr'. Did you mean 'over'?\n"))
        let viewport = workspace.run("synth", "--into", "s.db", "--preset", "slow-drag", "--viewport", "390xfoox844")
        #expect(viewport.status == 64)
        #expect(
            viewport.error.hasPrefix(
                "Error: --viewport: expected a size like '390x844' after 'viewport', found '390xfoox844'.\nUsage: "))
    }

    @Test func importTouchesPrintsEveryStrokesReleaseVelocity() throws {
        let workspace = try Workspace()
        let trace = Workspace.repository.appendingPathComponent(
            "Tests/StretchySynthTests/Fixtures/touch/flutter-strokes.csv")
        let result = workspace.run(
            "import-touches", trace.path, "--into", "t.db", "--name", "strokes", "--inset", "0")
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 14)
        #expect(
            lines[0]
                == "stroke 1: release velocity x 219.6, y 1305 per second (trace units); content -1305 pt/s at offset "
                + "6.571, fling")
        #expect(lines.last?.hasPrefix("Converted 13 strokes into 513 samples, ") == true)
    }

    /// A touch-imported session has its lifts in the notes: `fidelity` takes their velocities and says so; a session
    /// imported from offsets alone reads them off the offsets.
    @Test func fidelityTakesVelocitiesFromTouchesWhenTheSessionHasThem() throws {
        let workspace = try Workspace()
        let trace = Workspace.repository.appendingPathComponent(
            "Tests/StretchySynthTests/Fixtures/touch/flutter-strokes.csv")
        let imported = workspace.run(
            "import-touches", trace.path, "--into", "t.db", "--name", "strokes", "--inset", "0")
        #expect(imported.status == 0)
        let result = workspace.run("fidelity", "t.db", "--physics", "ios")
        #expect(result.status == 0, "\(result.error)")
        let lines = FidelityCommandTests.lines(result).dropFirst()
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.contains(" pt/s (touches), re-played from ") }, "\(result.output)")
        // import-touches keeps the trace's 306 events, on the session's clock: fidelity re-plays each stroke from them.
        let store = try SessionStore(path: workspace.path("t.db"), mode: .readOnly)
        let touches = try store.touches(session: "strokes")
        #expect(touches.count == 306)
        #expect(touches.first == TouchPoint(time: 0, x: 270, y: 538.2857055664062, kind: .down, pointer: 0))
        #expect(
            FidelityCommandTests.lines(result).first
                == "Session 'strokes' (touch-trace): physics ios (from --physics); stale-frame allowance off; each "
                + "stroke re-played from the session's 306 touch events", "\(result.output)")
        // Stroke 1's lift: content -1305 pt/s (import-touches' own line above), the velocity fidelity starts from.
        #expect(lines.first?.contains("velocity -1304.7 pt/s (touches)") == true, "\(result.output)")
        let csv = "t,offset_y,phase\n0,0,idle\n0.1,10,dragging\n0.2,30,dragging\n0.3,50,dragging\n0.4,60,idle\n"
        try Data(csv.utf8).write(to: URL(fileURLWithPath: workspace.path("o.csv")))
        #expect(workspace.run("import", "o.csv", "--into", "o.db").status == 0)
        let offsets = workspace.run("fidelity", "o.db", "--physics", "ios")
        #expect(offsets.output.contains("velocity 200 pt/s (offsets)"), "\(offsets.output)\(offsets.error)")
    }

    @Test func twoImportsCreatingOneFileAtOnceBothLand() throws {
        let workspace = try Workspace()
        let csv = "t,offset_y\n" + (0..<2_000).map { "\(Double($0) / 60),\(-280 + $0 % 500)" }.joined(separator: "\n")
        try Data(csv.utf8).write(to: URL(fileURLWithPath: workspace.path("a.csv")))
        try Data(csv.utf8).write(to: URL(fileURLWithPath: workspace.path("b.csv")))
        let statuses = Statuses()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let name = index == 0 ? "a.csv" : "b.csv"
            statuses.append(workspace.run("import", name, "--into", "shared.db").status)
        }
        #expect(statuses.values == [0, 0])
        let listing = workspace.run("sessions", "shared.db").output
        #expect(listing.contains("\na  ") && listing.contains("\nb  "), "\(listing)")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: workspace.folder.path)
            .filter { $0.contains(".new-") }
        #expect(leftovers.isEmpty)
    }

    @Test func compareNamesTheFieldsOnlyOneSideWrites() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let result = workspace.run("compare", "slow-drag.db", "--behaviors", "top-only", "--against", "top-only,snap")
        #expect(result.output.split(separator: "\n").contains("  fields only the second side writes: settle_offset"))
    }
}
