import Foundation
import Testing

@testable import StretchyCLI

/// What a newcomer meets in the first hour: defaults that agree with each other, and messages that name the
/// mistake. Each test asserts the exact text a user sees.
struct FirstHourTests {
    static let header = #"{"maximumContentHeight": 200, "minimumContentHeight": 50, "subviews": [{"id": "title"}]}"#

    @Test func theReadmesSynthExampleRestsWithTheDefaultHeaderFullyOpen() throws {
        let workspace = try Workspace()
        let made = workspace.run("synth", "--script", "pull 150 over 0.5; release; settle", "--into", "s.db")
        #expect(made.output == "Synthesized 83 samples, 1.367 s of scrolling at 60 Hz, as session 'synth1' in s.db.\n")
        let replayed = workspace.run("s.db", "--behaviors", "top-only,fade,tabs")
        let lines = replayed.output.split(separator: "\n").map(String.init)
        #expect(lines[3] == "  header_height   280 … 356.2 pt")
        #expect(lines[4] == "  stretch_factor  1 … 1.353")
    }

    @Test func importTouchesTakesTheGeometryASessionNeeds() throws {
        let workspace = try Workspace()
        let trace = Workspace.repository.appendingPathComponent(
            "Tests/StretchySynthTests/Fixtures/touch/flutter-strokes.csv")
        let result = workspace.run(
            "import-touches", trace.path, "--into", "t.db", "--inset", "47", "--viewport", "400x800", "--content",
            "5000")
        #expect(result.status == 0)
        let exported = workspace.run("export", "t.db", "--session", "flutter-strokes")
        let first = exported.output.split(separator: "\n")[1]
        #expect(first == "0,-47,47,400,800,5000,tracking")
        let bad = workspace.run("import-touches", trace.path, "--into", "t.db", "--viewport", "400")
        #expect(bad.status == 64)
        #expect(
            bad.error.hasPrefix(
                "Error: --viewport: expected a size like '390x844' after 'viewport', found '400'.\nUsage: "))
    }

    @Test func fadeLeavesTheTabBarThatTabsPins() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let result = workspace.run("slow-drag.db", "--behaviors", "top-only,fade,tabs")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("  title.alpha     0 … 1"))
        #expect(!lines.contains { $0.hasPrefix("  tabs.alpha") })
    }

    @Test func aMissingDefaultTargetIsRefusedLikeANamedOne() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        try Data(Self.header.utf8).write(to: URL(fileURLWithPath: workspace.path("h.json")))
        let byDefault = workspace.run("slow-drag.db", "--header", "h.json", "--behaviors", "top-only,fade,tabs")
        #expect(
            byDefault
                == RunResult(
                    status: 64, output: "",
                    error: """
                        Error: 'tabs' parameter 'target' defaults to subview 'tabs', which the header does not have
                        Examples/Headers/profile-header.json has it; or name the targets with 'tabs=target=ID' (subviews: title), or leave 'tabs' out of the stack.

                        """))
        let named = workspace.run("slow-drag.db", "--header", "h.json", "--behaviors", "tabs=target=tabs")
        #expect(named.status == byDefault.status)
        let zoom = workspace.run("slow-drag.db", "--header", "h.json", "--behaviors", "zoom")
        #expect(zoom.error.hasPrefix("Error: 'zoom' parameter 'target' defaults to subview 'background'"))
    }

    @Test func pathsTheToolCannotReadAreNamedWithWhatWasExpected() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        try FileManager.default.createDirectory(atPath: workspace.path("adir"), withIntermediateDirectories: false)
        let cases: [([String], String)] = [
            (
                ["slow-drag.db", "--header", "nosuch.json"],
                "Error: there is no file 'nosuch.json'; expected a header JSON file\n"
                    + "Check the path; it is relative to the current directory.\n"
            ),
            (
                ["slow-drag.db", "--header", "adir"],
                "Error: 'adir' is a directory; expected a header JSON file\nName a file inside it.\n"
            ),
            (
                ["synth", "--script-file", "adir", "--into", "x.db"],
                "Error: 'adir' is a directory; expected a gesture script file\nName a file inside it.\n"
            ),
            (
                ["import", "adir", "--into", "x.db"],
                "Error: 'adir' is a directory; expected a .csv or .jsonl sample file\nName a file inside it.\n"
            ),
        ]
        for (words, error) in cases {
            #expect(workspace.run(words) == RunResult(status: 66, output: "", error: error))
        }
        #expect(!FileManager.default.fileExists(atPath: workspace.path("x.db")), "nothing is created")
    }

    @Test func stackHintsNameTheLikelyMistake() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        #expect(
            workspace.run("slow-drag.db", "--behaviors", "top-only,fade:by=0.5").error == """
                Error: 'fade:by=0.5' joins its parameters to 'fade' with ':'
                Put '=' between the name and its first parameter: 'fade=by=0.5'.

                """)
        #expect(
            workspace.run("slow-drag.db", "--behaviors", "fade=target=title,avatar").error == """
                Error: unknown behaviour 'avatar': it is a subview of the header, written after a ','
                Join several subviews with '+', not ',': 'fade=target=title+avatar'.

                """)
    }

    @Test func sessionsAndPresetsGetDidYouMean() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let session = workspace.run("slow-drag.db", "--session", "slow_drag")
        #expect(session.status == 66)
        #expect(
            session.error == """
                Error: no session named 'slow_drag' in '\(workspace.path("slow-drag.db"))'
                Did you mean 'slow-drag'? Sessions: slow-drag.

                """)
        let preset = workspace.run("synth", "--preset", "slow_drag", "--into", "x.db")
        #expect(preset.status == 64)
        #expect(
            preset.error.hasPrefix(
                "Error: The value 'slow_drag' is invalid for '--preset <name>'. Did you mean 'slow-drag'? "
                    + "Accepted values: pull-to-stretch, slow-drag, fast-fling-up-and-back, bounce-at-top, "
                    + "bottom-bounce.\n"))
    }

    @Test func aFailedGoldenCheckCarriesItsOutcomeInJSON() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        _ = workspace.run("slow-drag.db", "--behaviors", "top-only,fade", "--save-golden", "v1")
        let checked = workspace.run(
            "slow-drag.db", "--behaviors", "top-only,fade=by=0.5", "--check-golden", "v1", "--format", "json")
        #expect(checked.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(checked.output.utf8)) as? [String: Any])
        let golden = try #require(json["golden"] as? [String: Any])
        #expect(golden["name"] as? String == "v1")
        #expect(golden["matches"] as? Bool == false)
        #expect(golden["saved_stack"] as? String == "top-only,fade")
        let differences = try #require(golden["differences"] as? [[String: Any]])
        #expect(differences.map { $0["field"] as? String } == ["avatar.alpha", "title.alpha"])
        #expect(differences[0]["first_frame"] as? Int == 19)
        #expect(differences[0]["now"] as? Double == 0.9691358024691359, "shortest exact form")
    }

    @Test func longLabelsMoveTheSummarysValueColumn() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let lines = workspace.run("slow-drag.db", "--behaviors", "top-only,zoom").output.split(separator: "\n")
        #expect(lines[1] == "  stack             top-only,zoom (runs as top-only, anchor-top, zoom)")
        #expect(lines[5] == "  background.height 280 … 280 pt")
        #expect(lines[6] == "  background.scale  1 … 1")
    }

    @Test func tablesMeasureDisplayWidth() throws {
        #expect(TableFormatter.displayWidth("スクロール") == 10)
        #expect(TableFormatter.displayWidth("e\u{301}té") == 3)
        #expect(
            TableFormatter.render([["name", "samples"], ["スクロール", "2"], ["slow-drag", "319"]]) == """
                name        samples
                スクロール  2
                slow-drag   319

                """)
    }

    @Test func exportNeedsNoSessionWhenTheFileHoldsOne() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let exported = workspace.run("export", "slow-drag.db")
        #expect(exported.status == 0)
        #expect(exported.output.hasPrefix("t,offset_y,inset_top,viewport_width,viewport_height,content_height,phase\n"))
        _ = workspace.run("synth", "--preset", "bounce-at-top", "--into", "slow-drag.db")
        #expect(
            workspace.run("export", "slow-drag.db")
                == RunResult(
                    status: 64, output: "",
                    error: """
                        Error: 'slow-drag.db' holds 2 sessions; say which to use
                        Pass --session with one of: bounce-at-top, slow-drag.

                        """))
    }

    @Test(arguments: [
        (["a.db", "--all", "--jobs", "65"], "'65' is invalid for '--jobs <n>'. Expected a whole number from 1 to 64."),
        (["a.db", "--tolerance", "-1"], "'-1' is invalid for '--tolerance <number>'. Expected a number at least 0."),
        (
            ["import-touches", "t.csv", "--into", "a.db", "--rate", "0"],
            "'0' is invalid for '--rate <hz>'. Expected a number from 1 to 1000."
        ),
        (
            ["import-touches", "t.csv", "--into", "a.db", "--scale", "0"],
            "'0' is invalid for '--scale <pixels-per-point>'. Expected a number above 0."
        ),
        (
            ["synth", "--into", "a.db", "--preset", "slow-drag", "--rate", "0"],
            "'0' is invalid for '--rate <hz>'. Expected a number from 1 to 1000."
        ),
    ])
    func everyRangeIsCheckedByTheParserWithOneStatus(words: [String], message: String) {
        let result = CLITestSupport.run(words)
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("Error: The value \(message)\nUsage: "), "\(result.error)")
    }

    @Test func progressLinesSayDoneTotalRateAndTimeLeft() {
        #expect(
            ProgressLine.text("replaying", done: 12, total: 100, unit: "session", elapsed: 3_000_000_000)
                == "replaying: 12 of 100 sessions (12 %), 4 sessions/s, about 22 s left")
        #expect(
            ProgressLine.text("importing", done: 1_000_835, total: nil, unit: "sample", elapsed: 4_000_000_000)
                == "importing: 1,000,835 samples, 250,208 samples/s")
        // An import knows the share of its file read, not how many samples it holds.
        #expect(
            ProgressLine.text(
                "importing", done: 400_000, total: nil, fraction: 0.25, unit: "sample", elapsed: 2_000_000_000)
                == "importing: 400,000 samples (25 %), 200,000 samples/s, about 6 s left")
        // In the first second the rate and the time left would be guesses from a few units: the line waits.
        #expect(
            ProgressLine.text("importing", done: 1, total: nil, fraction: 0.0001, unit: "sample", elapsed: 60_000_000)
                == "importing: 1 sample (0 %)")
        #expect(
            ProgressLine.text("replaying", done: 1, total: 2, unit: "session", elapsed: 999_999_999)
                == "replaying: 1 of 2 sessions (50 %)")
    }

    @Test func progressIsDrawnOnATerminalOnlyAndQuietTurnsItOff() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        _ = workspace.run("synth", "--preset", "bounce-at-top", "--into", "slow-drag.db")
        func replay(terminal: Bool, _ extra: String...) -> String {
            let error = CapturedOutput()
            var context = CommandContext(
                standardOutput: CapturedOutput(), standardError: error, currentDirectory: workspace.folder.path)
            context.showsProgress = terminal
            let status = StretchyCommand.run(
                arguments: ["stretchy-replay", "slow-drag.db", "--all", "--jobs", "1"] + extra, context: context)
            #expect(status == .success)
            return error.text
        }
        let drawn = replay(terminal: true)
        #expect(drawn.hasPrefix("\r\u{1B}[Kreplaying: 1 of 2 sessions (50 %)"))
        #expect(drawn.hasSuffix("\r\u{1B}[K"), "erased at the end")
        #expect(replay(terminal: true, "--quiet") == "")
        #expect(replay(terminal: false) == "")
    }

    @Test func anImportsProgressSaysTheShareOfTheFileRead() throws {
        let workspace = try Workspace()
        let rows = (0..<2000).map { "\(Double($0) / 60),\(-280 + Double($0 % 300))" }
        try ("t,offset_y\n" + rows.joined(separator: "\n") + "\n").write(
            toFile: workspace.path("drag.csv"), atomically: true, encoding: .utf8)
        let error = CapturedOutput()
        var context = CommandContext(
            standardOutput: CapturedOutput(), standardError: error, currentDirectory: workspace.folder.path)
        context.showsProgress = true
        let status = StretchyCommand.run(
            arguments: ["stretchy-replay", "import", "drag.csv", "--into", "new.db"], context: context)
        #expect(status == .success)
        // The first sample draws the line at once: one sample, a few bytes of a 30 KB file.
        #expect(error.text.hasPrefix("\r\u{1B}[Kimporting: 1 sample (0 %)\r"), "\(error.text)")
        #expect(error.text.hasSuffix("\r\u{1B}[K"), "erased at the end")
    }

    @Test func goldensAreListedAndDeleted() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        #expect(
            workspace.run("goldens", "slow-drag.db").output
                == "No goldens stored in slow-drag.db; 'stretchy-replay slow-drag.db --save-golden NAME' stores one.\n")
        _ = workspace.run("slow-drag.db", "--behaviors", "top-only,fade", "--save-golden", "v1")
        _ = workspace.run("slow-drag.db", "--behaviors", "top-only", "--save-golden", "base")
        let listed = workspace.run("goldens", "slow-drag.db").output.split(separator: "\n").map(String.init)
        #expect(listed[0] == "session    golden  stack          frames  digest        saved")
        #expect(listed[1].hasPrefix("slow-drag  base    top-only       319     829e675c960b  "))
        #expect(listed[2].hasPrefix("slow-drag  v1      top-only,fade  319     35691ac4e69d  "))
        #expect(
            workspace.run("goldens", "delete", "slow-drag.db", "v1")
                == RunResult(
                    status: 0, output: "Deleted golden 'v1' of session 'slow-drag' from slow-drag.db.\n", error: ""))
        #expect(
            workspace.run("goldens", "delete", "slow-drag.db", "v1")
                == RunResult(
                    status: 66, output: "",
                    error: "Error: session 'slow-drag' has no golden named 'v1'\nGoldens: base.\n"))
        #expect(workspace.run("goldens", "slow-drag.db").output.split(separator: "\n").count == 2)
        #expect(workspace.run("slow-drag.db", "--behaviors", "top-only", "--check-golden", "base").status == 0)
        _ = workspace.run("goldens", "delete", "slow-drag.db", "base")
        #expect(
            workspace.run("goldens", "delete", "slow-drag.db", "base").error
                == "Error: session 'slow-drag' has no golden named 'base'\nIt has no goldens; nothing to delete.\n")
    }

    @Test func runsShowTheHeaderAndEachBehavioursCost() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        try Data(Self.header.utf8).write(to: URL(fileURLWithPath: workspace.path("h.json")))
        _ = workspace.run("slow-drag.db", "--behaviors", "top-only,fade", "--profile", "--save-run")
        _ = workspace.run("slow-drag.db", "--behaviors", "top-only", "--header", "h.json", "--profile", "--save-run")
        let output = workspace.run("runs", "slow-drag.db").output
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // A block per run, every line within 100 columns, nothing left out.
        #expect(try lines[0].wholeMatch(of: Regex(#"run 1, \S+: session slow-drag"#)) != nil)
        #expect(
            Array(lines[1...3]) == [
                "  stack          top-only,fade", "  header         embedded", "  frames         319",
            ])
        #expect(
            try lines[4].wholeMatch(of: Regex(#"  latency        p50 [0-9.,]+ .s, p99 [0-9.,]+ .s per frame"#)) != nil)
        #expect(
            try lines[5].wholeMatch(
                of: Regex(#"  per behaviour  top-only [0-9.,]+ .s, anchor-top [0-9.,]+ .s, fade [0-9.,]+ .s per frame"#)
            )
                != nil)
        #expect(try lines[6].wholeMatch(of: Regex(#"  digest         [0-9a-f]{12}"#)) != nil)
        #expect(lines[7].hasPrefix("  measured by    stretchy-replay 0.1.0, "))
        let second = try #require(lines.firstIndex { $0.hasPrefix("run 2, ") })
        #expect(lines[second - 1] == "")
        #expect(
            lines[second + 1...second + 2] == ["  stack          top-only", "  header         200-50 pt, 1 subview"])
        #expect(output.split(separator: "\n").allSatisfy { TableFormatter.displayWidth(String($0)) <= 100 })
        let json = workspace.run("runs", "slow-drag.db", "--format", "json").output
        let runs = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let costs = try #require(runs[0]["behaviors"] as? [[String: Any]])
        #expect(costs.count == 3)
        #expect((runs[1]["header"] as? String)?.contains("\"maximumContentHeight\"") == true)
    }

    @Test func humanNumbersReadAsUnits() {
        #expect(HumanUnits.count(1, "sample") == "1 sample")
        #expect(HumanUnits.count(1_000_835, "sample") == "1,000,835 samples")
        #expect(HumanUnits.count(2, "stroke") == "2 strokes")
        #expect(HumanUnits.seconds(0.05) == "0.05 s")
        #expect(HumanUnits.seconds(277.6) == "4 min 38 s")
        #expect(HumanUnits.seconds(16_620) == "4 h 37 min")
        #expect(SummaryFormatter.readable(16_670.4) == "16,670")
        #expect(SummaryFormatter.readable(1.23456) == "1.235")
    }
}

extension FirstHourTests {
    /// Every count the profile prints has its thousands separators: a session of 1,201 frames.
    @Test func theProfilesCountsHaveThousandsSeparators() throws {
        let workspace = try Workspace()
        let synthesized = workspace.run(
            "synth", "--into", "long.db", "--script", "rate 60; inset 0; start 0; wait 20; settle")
        #expect(synthesized.status == 0, "\(synthesized.error)")
        let result = workspace.run("long.db", "--profile")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("synth1: 1,201 frames over 20 s (synthetic, 60 Hz)\n"))
        let cost = try #require(result.output.split(separator: "\n").first { $0.hasPrefix("  profiler cost   ") })
        #expect(
            try cost.wholeMatch(
                of: Regex(
                    #"  profiler cost   [0-9.]+ ns per clock read; 76 frames timed per behaviour, 1,[0-9]{3} whole"#)
            ) != nil, "\(cost)")
    }
}

extension FirstHourTests {
    /// The hint for a session a file does not have names a command that works as given: `sessions` with the file.
    @Test func theHintForAMissingSessionNamesTheFile() throws {
        let workspace = try Workspace(copying: ["slow-drag"])
        let path = workspace.path("slow-drag.db")
        let result = workspace.run("runs", "slow-drag.db", "--session", "nope")
        #expect(result.status == 66)
        #expect(
            result.error
                == "Error: no session named 'nope' in '\(path)'\nList the sessions with 'stretchy-replay sessions \(path)'.\n"
        )
        let hinted = workspace.run("sessions", path)
        #expect(hinted.status == 0)
        #expect(hinted.output.contains("\nslow-drag "))
    }
}
