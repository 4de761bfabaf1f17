import Foundation
import StretchyCore
import StretchyStore
import StretchySynth
import Testing
import _StretchySystem

@testable import StretchyCLI

/// `stretchy-replay fidelity`: the profile it picks when `--physics` is left out, the stale-frame allowance by the
/// session's source, and the strokes aligned at the search limit.
@Suite struct FidelityCommandTests {
    /// The output's lines, each with the lines it was wrapped onto (indented by two spaces) joined back.
    static func lines(_ result: RunResult) -> [String] {
        var lines: [String] = []
        for line in result.output.split(separator: "\n") {
            if line.hasPrefix("  "), let last = lines.popLast() {
                lines.append(last + " " + line.dropFirst(2))
            } else {
                lines.append(String(line))
            }
        }
        return lines
    }

    /// The shipped synthetic session, re-synthesized with the profile of its script (`ios`, which its script leaves
    /// to the default): no stale frames, the first stroke, whose lift falls on a frame, exactly, and the second, whose
    /// lift falls 12.8 ms before its release frame, exactly from that lift.
    @Test func aSyntheticSessionUsesItsScriptsProfile() throws {
        let workspace = try Workspace(copying: ["fast-fling-up-and-back"])
        let result = workspace.run("fidelity", "fast-fling-up-and-back.db")
        #expect(result.status == 0, "\(result.error)")
        let lines = Self.lines(result)
        #expect(lines.count == 3, "\(result.output)")
        #expect(
            lines.first
                == "Session 'fast-fling-up-and-back' (synthetic): physics ios (from the session's script); "
                + "stale-frame allowance off; no touch events: each release read off the offsets")
        #expect(lines[1].hasPrefix("stroke 1, physics ios: "), "\(lines[1])")
        #expect(lines[1].hasSuffix("; error median 0, p95 0, max 0 pt over 235 frames in motion, 17 at rest after"))
        #expect(lines[2].hasPrefix("stroke 2, physics ios: "), "\(lines[2])")
        #expect(lines[2].contains(" (offsets), lifted 12.8 ms before it at offset 888.4 pt; "), "\(lines[2])")
        #expect(lines[2].hasSuffix("; error median 0, p95 0, max 0 pt over 94 frames in motion, 12 at rest after"))
        #expect(!result.output.contains("stale)"), "\(result.output)")
        #expect(!result.output.contains("search limit"), "\(result.output)")
    }

    /// A session without a drag has nothing to compare, and when no sample is `dragging` at all the line says why:
    /// a CSV imported without a phase column has every sample `idle`.
    @Test func aSessionWithoutADragSaysWhy() throws {
        let workspace = try Workspace()
        try "t,offset_y\n0,-280\n0.5,-200\n1,-100\n".write(
            toFile: workspace.path("plain.csv"), atomically: true, encoding: .utf8)
        _ = workspace.run("import", "plain.csv", "--into", "plain.db")
        let result = workspace.run("fidelity", "plain.db")
        #expect(result.status == 0, "\(result.error)")
        #expect(
            Self.lines(result).last
                == "Session 'plain' has no released drag to compare: none of its samples is 'dragging' (a file "
                + "imported without a phase column has every sample 'idle').")
    }

    /// `--physics` overrides the session's profile, and says so; a Chromium profile estimates each lift on the drag's
    /// line and says how; a stroke aligned at the ±50 ms limit is flagged on its line and counted at the end.
    @Test func physicsOptionOverridesAndTheSearchLimitIsFlagged() throws {
        let workspace = try Workspace(copying: ["fast-fling-up-and-back"])
        let result = workspace.run("fidelity", "fast-fling-up-and-back.db", "--physics", "chromium")
        #expect(result.status == 0, "\(result.error)")
        let lines = Self.lines(result)
        #expect(lines.count == 4, "\(result.output)")
        #expect(
            lines.first
                == "Session 'fast-fling-up-and-back' (synthetic): physics chromium (from --physics); "
                + "stale-frame allowance off; no touch events: each lift estimated from the offsets (the drag's line past the release frame)"
        )
        for line in lines[1...2] {
            #expect(
                line.contains(
                    " (offsets), estimated from the offsets: the drag's line 24 ms past the release frame, its speed × "
                        + "1.045, aligned -50 ms; "), "\(line)")
            #expect(line.hasSuffix(" at rest after; alignment at the search limit (±50 ms)"), "\(line)")
        }
        #expect(lines[1].contains("release t 0.274 s, offset -102.4 ± 20 pt, velocity 2508 pt/s"), "\(lines[1])")
        #expect(
            lines[3]
                == "2 strokes aligned at the search limit (±50 ms): the best shift may lie beyond it, and their errors "
                + "are those of the clipped one.")
    }

    /// A script that names its profile is re-synthesized with it.
    @Test func aScriptsPhysicsLineNamesTheProfile() throws {
        let workspace = try Workspace()
        let script = "physics chromium-legacy; rate 60; inset 0; start 1000; wait 0.2; fling up 2000; settle"
        #expect(workspace.run("synth", "--into", "s.db", "--name", "legacy", "--script", script).status == 0)
        let result = workspace.run("fidelity", "s.db")
        let lines = Self.lines(result)
        #expect(
            lines.first
                == "Session 'legacy' (synthetic): physics chromium-legacy (from the session's script); "
                + "stale-frame allowance off; no touch events: each lift estimated from the offsets (the drag's line past the release frame)",
            "\(result.output)\(result.error)")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("stroke 1, physics chromium-legacy: ") })
    }

    /// A browser recording (Chromium 156's fling at 1500 px/s, as `record` would store it): `chromium`, stale frames
    /// allowed and counted, the velocity from its touches.
    @Test func aBrowserRecordingAllowsStaleFrames() throws {
        let workspace = try Workspace()
        let csv = try TextFile.read(
            Workspace.repository.appendingPathComponent(
                "Tests/StretchySynthTests/Fixtures/chromium/default/fling-1500-r1.csv"
            ).path)
        let samples = csv.split(separator: "\n").dropFirst().map { line in
            let row = line.split(separator: ",").map(String.init)
            return ScrollSample(
                time: Double(row[0])!, offsetY: Double(row[1])!, insetTop: Double(row[2])!,
                viewportWidth: Double(row[3])!, viewportHeight: Double(row[4])!, contentHeight: Double(row[5])!,
                phase: ScrollPhase(rawValue: row[6]) ?? .idle)
        }
        let notes = #"{"releases": [{"t": 0.218, "offset_velocity": 1500, "offset": 1231}]}"#
        _ = try SessionStore.addingSessions(to: workspace.path("b.db")) { store in
            try store.insertSession(
                SessionMetadata(name: "fling", source: .browser, refreshRate: 60, notes: notes), samples: samples)
        }
        let result = workspace.run("fidelity", "b.db")
        let lines = Self.lines(result)
        #expect(lines.count == 2, "\(result.output)\(result.error)")
        #expect(
            lines.first
                == "Session 'fling' (browser): physics chromium (the default for a browser recording); stale-frame "
                + "allowance on (a browser page reads scrollY a frame late at times); no touch events: each lift estimated from the offsets (the drag's line past the release frame)"
        )
        let stroke = try #require(lines.last)
        #expect(stroke.contains("velocity 1500 pt/s (touches)"), "\(stroke)")
        let stale = try #require(stroke.firstMatch(of: /\((\d+) stale\)$/)).1
        #expect(Int(stale)! > 0, "\(stroke)")
    }

    /// A touch trace and an import keep the allowance off and say which profile and why.
    @Test func touchTracesAndImportsUseIOS() throws {
        let workspace = try Workspace(copying: ["flutter-strokes"])
        let traced = workspace.run("fidelity", "flutter-strokes.db")
        #expect(
            Self.lines(traced).first
                == "Session 'flutter-strokes' (touch-trace): physics ios (import-touches converts with it); "
                + "stale-frame allowance off; no touch events: each release read off the offsets",
            "\(traced.output)\(traced.error)")
        #expect(!traced.output.contains("stale)"))
        let csv = "t,offset_y,phase\n0,0,idle\n0.1,10,dragging\n0.2,30,dragging\n0.3,50,dragging\n0.4,60,idle\n"
        try Data(csv.utf8).write(to: URL(fileURLWithPath: workspace.path("o.csv")))
        #expect(workspace.run("import", "o.csv", "--into", "o.db").status == 0)
        let imported = workspace.run("fidelity", "o.db")
        #expect(
            Self.lines(imported).first
                == "Session 'o' (import): physics ios (the default for an imported session); stale-frame allowance off"
                + "; no touch events: each release read off the offsets",
            "\(imported.output)\(imported.error)")
    }

    /// The profile for each source, and for synthetic sessions whose notes hold no script or one that does not parse.
    @Test func sessionPhysicsBySource() {
        let script = #"{"script": "physics android; fling up 2000; settle"}"#
        let cases: [(SessionSource, String, String, String)] = [
            (.synthetic, script, "android", "from the session's script"),
            (.synthetic, #"{"script": "fling up 2000"}"#, "ios", "from the session's script"),
            (.synthetic, "{}", "ios", "the default: the session's notes hold no script"),
            (.synthetic, #"{"script": "physics warp"}"#, "ios", "the default: the session's script does not parse"),
            (.browser, script, "chromium", "the default for a browser recording"),
            (.touchTrace, "{}", "ios", "import-touches converts with it"),
            (.device, "{}", "ios", "the default for a device recording"),
            (.import, script, "ios", "the default for an imported session"),
        ]
        for (source, notes, physics, reason) in cases {
            let chosen = FidelityCommand.sessionPhysics(source: source, notes: notes)
            #expect(chosen.physics.name == physics, "\(source) \(notes)")
            #expect(chosen.reason == reason, "\(source) \(notes)")
            #expect(FidelityCommand.allowsStaleFrames(source: source, physics: .ios) == (source == .browser))
        }
    }
}
