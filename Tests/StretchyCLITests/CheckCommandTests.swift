import Foundation
import PluginFixtures
import Testing

@testable import StretchyCLI

@Suite struct CheckCommandTests {
    static let stack = "top-only,anchor-top,fade,transform,tabs"

    @Test func aPassingStackExitsZeroWithASummary() throws {
        let workspace = try Workspace()
        let result = workspace.run("check", "--behaviors", Self.stack, "--sessions", "12", "--seed", "3")
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("Checked 12 sessions, "))
        #expect(lines[0].contains(" frames, against 12 invariants of '\(Self.stack)' with seed 3 in "))
        #expect(lines.last == "No failures.")
    }

    @Test func aFailureIsShrunkSavedAndReplayable() throws {
        let workspace = try Workspace()
        let result = workspace.run(
            "check", "--behaviors", "top-only,transform=alpha=0.5", "--sessions", "50", "--into", "failures.db")
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("FAILED: 'fractions' at frame ") })
        #expect(lines.contains("Saved as session 'check-1-0' in failures.db. Replay it:"))
        #expect(
            lines.contains(
                "  stretchy-replay failures.db --session check-1-0 --behaviors top-only,transform=alpha=0.5 --frames -"
            ))
        #expect(lines.last == "It fails at frame 0.")
        let replay = workspace.run(
            "failures.db", "--session", "check-1-0", "--behaviors", "top-only,transform=alpha=0.5", "--frames", "-")
        #expect(replay.status == 0)
        #expect(replay.output.split(separator: "\n").count == 2, "a header line and the one shrunk frame")
    }

    @Test func aCorpusIsCheckedFirst() throws {
        let workspace = try Workspace(copying: ["pull-to-stretch"])
        let result = workspace.run(
            "check", "--behaviors", Self.stack, "--sessions", "3", "--corpus", "pull-to-stretch.db", "--jobs", "1")
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("Checked 4 sessions, "))
    }

    @Test(arguments: [
        (["--sessions", "-1"], "--sessions must be 0 or more, not -1."),
        (
            ["--sessions", "0"],
            "--sessions 0 checks nothing; give 1 or more, or --corpus <session.db> to check its sessions only."
        ),
        (["--seed", "-2"], "--seed must be 0 or more, not -2."),
        (["--jobs", "0"], "The value '0' is invalid for '--jobs <n>'. Expected a whole number from 1 to 64."),
        (["--time-limit", "-1"], "--time-limit must be 0 or more seconds, not -1."),
    ])
    func badValuesAreRefused(_ words: [String], message: String) {
        let result = CLITestSupport.run(["check"] + words)
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("Error: \(message)\nUsage: stretchy-replay check "))
    }

    @Test func aMissingCorpusIsAnError() throws {
        let workspace = try Workspace()
        let result = workspace.run("check", "--corpus", "missing.db")
        #expect(result.status == 66)
        #expect(result.error.hasPrefix("Error: no session database at '"))
        #expect(
            result.error.hasSuffix(
                "missing.db'\nCheck the path, or create the file by importing or recording a session into it.\n"))
        #expect(result.output.isEmpty)
    }
}

extension CheckCommandTests {
    @Test func aPluginBehaviourIsChecked() throws {
        let path = try PluginFixtures.parallaxPlugin()
        let result = PluginOptionTests.run([
            "check", "--behaviors", "top-only,parallax,tabs", "--plugin", path, "--sessions", "20", "--jobs", "1",
        ])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.hasPrefix("Checked 20 sessions, "))
        #expect(result.output.contains("rate-independent"), "parallax does not read the previous frame")
    }
}

extension CheckCommandTests {
    /// issue 23: a C plugin (interface 1, which declares no bounds) that teleports the avatar 400 pt while
    /// `40 < offset_y < 41`: `check` finds it within 3,000 sessions with the default bounds and shrinks it.
    @Test func aCPluginsTeleportIsFoundAndShrunk() throws {
        let path = try PluginFixtures.cPlugin(
            "check-teleport", [#"FIXTURE_IDENTIFIER="c-teleport""#, "FIXTURE_TELEPORT"])
        let stack = "top-only,anchor-top,fade,tabs,c-teleport"
        let result = PluginOptionTests.run([
            "check", "--behaviors", stack, "--plugin", path, "--sessions", "3000", "--jobs", "1",
        ])
        #expect(result.status == 1, "\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(
            lines[0].hasPrefix("Checked 1 session, 329 frames, against 12 invariants of '\(stack)' with seed 1 "))
        #expect(
            lines.dropFirst().joined(separator: "\n") == """
                Invariants: finite, non-negative, stretch-factor, fractions, continuity, subview-continuity, \
                declared-writes, repeatable, second-thread, rate-independent, top-only.bounds, fade.follows-collapse.
                FAILED: 'subview-continuity' at frame 199 of session 0: subview 'avatar' y changed by 400, from 120 \
                to 520, while the scroll moved 3.1765985945264035 pt in 0.011111000000000093 s: at most \
                6.353197189052807 (2 per pt + 0 per s).
                Shrunk from 329 to 2 samples, 3 to 1 gesture; it fails at frame 1: subview 'avatar' y changed \
                by 400, from 120 to 520, while the scroll moved 40.2 pt in 0.016666666666666666 s: at most 80.4 \
                (2 per pt + 0 per s).
                t,offset_y,inset_top,viewport_width,viewport_height,content_height,phase
                0,0,0,390,844,3000,idle
                0.016666666666666666,40.2,0,390,844,3000,idle
                """)
    }

    @Test func aCPluginThatWritesWhatItDidNotDeclareIsFound() throws {
        // The fixture declares the first subview's x and adds 1 to every subview's x.
        let path = try PluginFixtures.cPlugin("check-undeclared", [#"FIXTURE_IDENTIFIER="c-undeclared""#])
        let result = PluginOptionTests.run([
            "check", "--behaviors", "top-only,c-undeclared", "--plugin", path, "--sessions", "50", "--jobs", "1",
        ])
        #expect(result.status == 1, "\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "FAILED: 'declared-writes' at frame 0 of session 0: subview 'avatar' x is 17, not its resting 16, and "
                    + "no behaviour of the stack declares writing it."), "\(lines)")
    }
}
