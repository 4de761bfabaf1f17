import Foundation
import StretchyCore
import StretchyTestSupport
import Testing

@testable import StretchySynth

struct SynthScriptTests {
    func failure(_ text: String) -> SynthScriptError? {
        do {
            _ = try SynthScript(parsing: text)
            return nil
        } catch {
            return error
        }
    }

    /// Consecutive distinct phases.
    func phases(_ samples: some Sequence<ScrollSample>) -> [ScrollPhase] {
        var result: [ScrollPhase] = []
        for sample in samples where result.last != sample.phase { result.append(sample.phase) }
        return result
    }

    @Test func flingIntoTheTopEdgeGoesThroughEveryPhase() throws {
        let script = try SynthScript(parsing: "rate 120; inset 0; start 300; fling down 2000; settle")
        let samples = Array(script.samples())
        #expect(phases(samples) == [.dragging, .decelerating, .bouncing, .idle])
        #expect(samples.contains { $0.offsetY < -1 })
        #expect(samples.last?.offsetY == 0)
        #expect(samples.last?.phase == .idle)
    }

    @Test func pullReleaseSettlesAtTheTop() throws {
        let script = try SynthScript(parsing: "inset 280\nwait 0.2\npull 150 over 0.5\nrelease\nsettle\n")
        let samples = Array(script.samples())
        #expect(phases(samples) == [.idle, .dragging, .bouncing, .idle])
        let deepest = samples.map(\.offsetY).min()!
        let banded = -280 - RubberBand(dimension: 844).distance(forOverscroll: 150)
        #expect(deepest < banded + 0.01)
        #expect(samples.last?.offsetY == -280)
        #expect(samples.allSatisfy { $0.insetTop == 280 && $0.viewportHeight == 844 && $0.contentHeight == 3000 })
    }

    @Test func holdTracksThenDragsAndWaitHoldsTheFinger() throws {
        let script = try SynthScript(
            parsing: "inset 0; start 500; hold 0.1; drag up 100 over 0.5; wait 0.2; release; top")
        let samples = Array(script.samples())
        #expect(phases(samples) == [.tracking, .dragging, .programmatic, .idle])
        let atRelease = samples.first { $0.time >= 0.8 }!
        #expect(atRelease.offsetY == 600)
        #expect(samples.last?.offsetY == 0)
    }

    @Test func sameScriptGivesBitIdenticalSamples() throws {
        let text =
            "rate 90; inset 280; pull 120 over 0.4; release; settle; fling up 2400; settle; drag to 600 over 1.2; "
            + "release; settle; top"
        let first = Array(try SynthScript(parsing: text).samples())
        let second = Array(try SynthScript(parsing: text).samples())
        #expect(first.count == second.count)
        #expect(first.count > 500)
        for (a, b) in zip(first, second) {
            #expect(a.time.bitPattern == b.time.bitPattern)
            #expect(a.offsetY.bitPattern == b.offsetY.bitPattern)
            #expect(a.phase == b.phase)
        }
    }

    @Test func sixtyAndOneTwentyHertzAgreeAtCommonTimes() throws {
        let body =
            "inset 280; wait 0.1; pull 150 over 0.5; release; settle; fling up 3000; settle; fling down 3000; settle"
        let at60 = Array(try SynthScript(parsing: "rate 60; " + body).samples())
        let at120 = Array(try SynthScript(parsing: "rate 120; " + body).samples())
        #expect(at60.count > 100)
        for (index, sample) in at60.enumerated() where 2 * index < at120.count {
            let other = at120[2 * index]
            #expect(sample.time.bitPattern == other.time.bitPattern)
            #expect(sample.offsetY.bitPattern == other.offsetY.bitPattern)
            #expect(sample.phase == other.phase)
        }
        #expect(at60.last?.offsetY == at120.last?.offsetY)
    }

    @Test func variableRateUsesTheSchedule() throws {
        let script = try SynthScript(parsing: "rate variable 8 16; wait 0.1")
        let times = Array(script.samples()).map(\.time)
        #expect(Array(times.prefix(4)) == [0, 0.008, 0.024, 0.032])
        #expect(times.last! >= 0.1)
    }

    @Test func longStreamsAreCountedWithoutAnArray() throws {
        let script = try SynthScript(parsing: "rate 120; repeat 200 { fling up 3000; settle; fling down 3000; settle }")
        var count = 0
        var previous = -1.0
        var ordered = true
        for sample in script.samples() {
            count += 1
            if sample.time <= previous { ordered = false }
            previous = sample.time
        }
        #expect(ordered)
        let once = try SynthScript(parsing: "rate 120; fling up 3000; settle; fling down 3000; settle")
        var onceCount = 0
        for _ in once.samples() { onceCount += 1 }
        #expect(count > 199 * onceCount)
        #expect(count < 201 * onceCount)
    }

    @Test func presetsParseAndEndAtRest() throws {
        for preset in SynthPreset.allCases {
            let script = try SynthScript(parsing: preset.script, source: preset.rawValue)
            let samples = Array(script.samples())
            #expect(samples.count > 30, "\(preset)")
            #expect(samples.last?.phase == .idle, "\(preset)")
            #expect(script.geometry.insetTop == 280)
        }
        let bounce = Array(try SynthScript(parsing: SynthPreset.bottomBounce.script).samples())
        #expect(bounce.contains { $0.offsetY > 2156 && $0.phase == .bouncing })
        #expect(bounce.last?.offsetY == -280)
    }

    @Test func errorsPointAtTheToken() {
        let cases: [(String, String)] = [
            ("rate 120\nflng up 2400", "script:2:1: unknown command 'flng'. Did you mean 'fling'?"),
            ("xyzzy", "script:1:1: unknown command 'xyzzy'"),
            ("pull fast over 1", "script:1:6: expected a distance in points after 'pull', found 'fast'"),
            ("pull 150", "script:1:9: expected 'over' after '150', found the end of the command"),
            ("pull 150 ovr 1", "script:1:10: expected 'over' after '150', found 'ovr'. Did you mean 'over'?"),
            ("fling sideways 2400", "script:1:7: expected 'up' or 'down' after 'fling', found 'sideways'"),
            ("fling upp 2400", "script:1:7: expected 'up' or 'down' after 'fling', found 'upp'. Did you mean 'up'?"),
            ("rate 0", "script:1:6: 'rate' must be between 1 and 1000 Hz, found '0'"),
            ("viewport 390", "script:1:10: expected a size like '390x844' after 'viewport', found '390'"),
            ("wait 1; rate 120", "script:1:9: 'rate' must come before the first motion command"),
            ("release now", "script:1:9: unexpected 'now' after 'release'"),
            ("repeat 3 { fling up 100; settle", "script:1:10: '{' is never closed"),
            ("wait 1 }", "script:1:8: '}' without a matching '{'"),
            ("repeat 2.5 { settle }", "script:1:8: 'repeat' must be a whole number from 1 to 1000000000, found '2.5'"),
            ("wait 1\n  release", "script:2:3: 'release' needs a finger down"),
            ("hold 1; settle", "script:1:9: 'settle' needs the finger up"),
            ("repeat 2 { pull 10 over 1; release; release }", "script:1:37: 'release' needs a finger down"),
            ("repeat 2 { hold 1; top }", "script:1:20: 'top' needs the finger up"),
            (
                "physics andriod",
                "script:1:9: expected 'ios' or 'ios-fast' or 'android-fling' or 'android' or 'chromium-fling' or 'chromium' or 'chromium-legacy' or 'chromium-elastic' after 'physics', "
                    + "found 'andriod'. Did you mean 'android'?"
            ),
            (
                "scroll to middle",
                "script:1:11: expected an offset in points, 'top' or 'bottom' after 'to', found 'middle'"
            ),
            ("{ wait 1 }", "script:1:1: expected a command, found '{'"),
        ]
        for (text, message) in cases {
            #expect(failure(text)?.description == message, "\(text)")
        }
        #expect(failure("flng")?.hint?.hasPrefix("Commands: rate, viewport, inset") == true)
        #expect(failure("# a comment; not a command\nwait 1 # trailing\n") == nil)
    }
}

extension SynthScriptTests {
    @Test(arguments: SynthPreset.allCases)
    func docsSynthListsEveryPresetsScript(preset: SynthPreset) throws {
        let root = Repository.root
        let docs = try String(contentsOf: root.appendingPathComponent("docs/synth.md"), encoding: .utf8)
        let lines = preset.script.split(separator: "\n")
        #expect(lines.first.map(String.init) == SynthPreset.header)
        #expect(docs.contains("| `\(preset.rawValue)` | `\(lines.dropFirst().joined(separator: "\n"))` |"))
    }
}
