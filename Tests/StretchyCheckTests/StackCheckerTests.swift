import Foundation
import StretchyCheck
import StretchyCore
import StretchyStore
import Testing

@testable import StretchyBehaviors

@Suite struct StackCheckerTests {
    static func checker(_ stack: String, registry: BehaviorRegistry = .builtIn) throws -> StackChecker {
        StackChecker(stack: try registry.makeStack(stack: stack, configuration: .profileHeader), stackText: stack)
    }

    static let builtInStacks = [
        "top-only,anchor-top,fade,transform,tabs",
        "top-only=inset=safe-area,anchor-bottom,fade=target=title:by=0.5,zoom,snap",
        "top-only=managed=false,anchor-bottom=quirks=fixed,transform=y=-20:alpha=-0.5:curve=easeInOut,tabs",
        "immediate,anchor-top,fade,tabs",
        "immediate=bottom-bounce=ignore:inset=safe-area,anchor-bottom,zoom,snap=threshold=0.3",
        "mg-collapse,anchor-top,fade,transform=width=20:curve=easeIn,tabs",
        "mg-collapse=constraint=top,anchor-bottom,fade,snap",
        "top-only,anchor-top,fade,snap=points=0+0.25+1:velocity=true",
    ]

    /// 60 sessions per stack in the normal run; the documented long run is
    /// `STRETCHY_CHECK_SESSIONS=100000 swift test -c release --filter builtInStackPasses`.
    static let sessions = ProcessInfo.processInfo.environment["STRETCHY_CHECK_SESSIONS"].flatMap { Int($0) } ?? 60

    @Test(arguments: builtInStacks)
    func builtInStackPasses(_ stack: String) throws {
        let report = try Self.checker(stack).run(sessions: Self.sessions, seed: 1, jobs: 2) { 0 }
        #expect(report.failure == nil, "\(report.text)")
        #expect(report.sessions == Self.sessions)
    }

    /// Android's bar is translated, never resized (it excludes `stretch-factor`), its scrim fades over 600 ms at a
    /// declared rate, and its snaps are followed to rest.
    @Test(arguments: [
        "android-app-bar=exit-until-collapsed=true:snap=true,android-collapsing-toolbar",
        "android-app-bar=enter-always=true:snap=true,android-collapsing-toolbar",
    ])
    func androidStackPasses(_ stack: String) throws {
        let checker = StackChecker(
            stack: try BehaviorRegistry.builtIn.makeStack(
                stack: stack, configuration: ExampleHeaders.androidCollapsing),
            stackText: stack)
        let report = try checker.run(sessions: Self.sessions, seed: 1, jobs: 2) { 0 }
        #expect(report.failure == nil, "\(report.text)")
        #expect(
            report.invariants == [
                "finite", "non-negative", "fractions", "subview-continuity", "declared-writes", "settle-at-rest",
                "repeatable", "second-thread",
            ])
    }

    /// Compose's `exit-until-collapsed` bar (the default) and `enter-always`: each settle is followed to rest with the
    /// bar at its target. The corpus session is the one `check` shrank the first failure to: a programmatic scroll
    /// leaves the bar expanded over content scrolled 13100, a drag into the bottom edge (the viewport shrinks 30)
    /// collapses it 40, and the release settles it back to 0 by scrolling 40 down. The behaviour read that scroll
    /// with the nested-scroll rule, the content first, so the bar stayed at -40 and the next idle frame settled again
    /// (`settle offset 12800 -> 12760`); settleAppBar animates heightOffset alone, so the scroll that follows it is the
    /// bar's.
    @Test(arguments: ["compose-top-app-bar", "compose-top-app-bar=scroll=enter-always"])
    func composeStackPasses(_ stack: String) throws {
        let shrunk = [
            ScrollSample(time: 0, offsetY: -200, insetTop: 0, viewportHeight: 844, contentHeight: 3000),
            ScrollSample(
                time: 1.0 / 60, offsetY: 12800, insetTop: 300, viewportHeight: 700, contentHeight: 13500,
                phase: .programmatic),
            ScrollSample(
                time: 2.0 / 60, offsetY: 12900, insetTop: 300, viewportHeight: 700, contentHeight: 13500,
                phase: .dragging),
            ScrollSample(time: 0.05, offsetY: 12840, insetTop: 300, viewportHeight: 670, contentHeight: 13510),
        ]
        let report = try Self.checker(stack).run(
            sessions: Self.sessions, seed: 1, corpus: [("shrunk", shrunk)], jobs: 2
        ) { 0 }
        #expect(report.failure == nil, "\(report.text)")
        #expect(report.sessions == Self.sessions + 1)
        #expect(report.invariants.contains("settle-at-rest"))
    }

    @Test func theSameSeedGivesTheSameSessionsAndReportWhateverTheJobs() throws {
        let checker = try Self.checker("top-only,planted-rate", registry: Planted.registry)
        let serial = try checker.run(sessions: 40, seed: 11, jobs: 1) { 0 }
        let parallel = try checker.run(sessions: 40, seed: 11, jobs: 2) { 0 }
        #expect(serial.text == parallel.text)
        #expect(serial.failure?.samples == parallel.failure?.samples)
        let passing = try Self.checker("top-only,fade")
        #expect(
            try passing.run(sessions: 30, seed: 5, jobs: 1) { 0 }.text
                == passing.run(sessions: 30, seed: 5, jobs: 2) { 0 }.text)
        #expect(StackChecker.script(seed: 1, index: 3) == StackChecker.script(seed: 1, index: 3))
        #expect(StackChecker.script(seed: 1, index: 3) != StackChecker.script(seed: 2, index: 3))
    }

    /// The generator's arithmetic is its own (SplitMix64, 53-bit doubles), so this text is the same everywhere.
    @Test func theGeneratedScriptIsPinned() {
        #expect(StackChecker.script(seed: 1, index: 0) == Self.pinnedScript)
    }

    static let pinnedScript = """
        rate variable 11.111 4.167 16.667; viewport 1024x844; inset 0; content 440; physics chromium-fling; start top
        pull 339 over 0.7; release; settle
        bottom over 0.36; drag up 177 over 0.31; release; wait 0.26
        fling down 157; wait 0.25; hold 0.1; release
        """

    @Test func theReportSaysWhatWasCheckedAndWhatFailed() throws {
        let report = try Self.checker("top-only,planted-nan", registry: Planted.registry).run(
            sessions: 100, seed: 7, jobs: 1
        ) { 0 }
        let lines = report.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let failure = try #require(report.failure)
        #expect(lines[0].hasPrefix("Checked \(failure.index! + 1) session\(failure.index! == 0 ? "" : "s"), "))
        #expect(
            lines[0].hasSuffix(" frames, against 10 invariants of 'top-only,planted-nan' with seed 7 in under 0.01 s."))
        #expect(
            lines[1] == "Invariants: finite, non-negative, stretch-factor, fractions, continuity, declared-writes, "
                + "repeatable, second-thread, rate-independent, top-only.bounds.")
        #expect(lines[2].hasPrefix("FAILED: 'finite' at frame "))
        #expect(lines[3].hasPrefix("Shrunk from \(failure.originalSampleCount) to 1 sample, "))
        #expect(lines[4] == "t,offset_y,inset_top,viewport_width,viewport_height,content_height,phase")
        #expect(lines[5] == "0,0,0,390,844,3000,idle")
    }

    @Test func exclusionsAreListedAndSkipped() throws {
        let report = try Self.checker("mg-collapse=constraint=top").run(sessions: 5, seed: 1) { 0 }
        #expect(report.invariants.contains("stretch-factor") == false)
        #expect(report.text.contains("Not checked: stretch-factor (mg-collapse: with constraint=top"))
        let height = try Self.checker("mg-collapse").run(sessions: 5, seed: 1) { 0 }
        #expect(height.invariants.contains("stretch-factor"), "the height constraint keeps it")
        #expect(!height.text.contains("Not checked"))
    }

    @Test func aTimeLimitStopsEarlyButChecksAtLeastOneSession() throws {
        // A clock that moves one second per reading: the limit of 10 s stops the run after a few sessions.
        let clock = TickingClock()
        let report = try Self.checker("top-only").run(sessions: 1000, seed: 1, timeLimit: 10) { clock.tick() }
        #expect(report.sessions >= 1)
        #expect(report.sessions <= 11)
        #expect(report.failure == nil)
    }

    @Test func aCorpusSessionIsCheckedFirstAndShrunk() throws {
        let samples = (0..<30).map { ScrollSample(time: Double($0) / 60, offsetY: Double($0 - 15) * 3.7) }
        let report = try Self.checker("top-only,planted-nan", registry: Planted.registry).run(
            sessions: 10, seed: 1, corpus: [("recorded", samples)]
        ) { 0 }
        let failure = try #require(report.failure)
        #expect(failure.session == "session 'recorded'")
        #expect(report.sessions == 1)
        #expect(failure.samples.count == 1)
        #expect(failure.samples[0].offsetY == 0)
    }

    @Test func aDamagedCorpusSessionIsRefused() throws {
        let samples = [ScrollSample(time: 1, offsetY: 0), ScrollSample(time: 0.5, offsetY: 0)]
        #expect(
            throws: CheckError.invalidCorpusSession(
                name: "bad", InvalidSample(index: 1, field: "t", value: 0.5, reason: .timeWentBackwards(previous: 1)))
        ) {
            try Self.checker("top-only").run(sessions: 1, seed: 1, corpus: [("bad", samples)]) { 0 }
        }
    }

    @Test func errorsSayWhatIsWrongAndHowToPutItRight() {
        let empty = CheckError.emptyCorpus(path: "corpus.db")
        #expect(empty.description == "the corpus 'corpus.db' holds no session")
        #expect(empty.hint == "Give a session database with at least one session, or leave out --corpus.")
        let bad = CheckError.invalidCorpusSession(
            name: "bad", InvalidSample(index: 1, field: "t", value: 0.5, reason: .timeWentBackwards(previous: 1)))
        #expect(bad.description == "corpus session 'bad': sample 1: 't' is 0.5, before the previous sample's 1")
        #expect(bad.hint == "Fix or delete the session; 'stretchy-replay replay' shows the same problem.")
    }

    @Test func aFailureIsSavedWithItsInvariantSeedAndScript() throws {
        let report = try Self.checker("planted-jump", registry: Planted.registry).run(sessions: 300, seed: 7) { 0 }
        let failure = try #require(report.failure)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString).db").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let name = try failure.save(into: path, seed: 7, stack: "planted-jump")
        #expect(name == "check-7-\(failure.index!)")
        #expect(try failure.save(into: path, seed: 7, stack: "planted-jump") == name + "-2")
        let store = try SessionStore(path: path, mode: .readOnly)
        let notes = try store.session(named: name).metadata.notes
        #expect(notes.contains(#""invariant" : "continuity""#))
        #expect(notes.contains(#""seed" : "7""#))
        #expect(notes.contains(#""script" : "rate "#))
        let corpus = try StackChecker.corpus(fromDatabase: path)
        #expect(corpus.map(\.name) == [name, name + "-2"])
        #expect(corpus[0].samples == failure.samples)
    }

    @Test(arguments: [
        ("top-only,planted-nan", "finite", 2),
        ("planted-jump", "continuity", 2),
        ("top-only,planted-leak", "repeatable", 1),
        ("top-only,planted-rate", "rate-independent", 2),
    ])
    func plantedBugIsFoundAndShrunk(_ stack: String, invariant: String, samples: Int) throws {
        let report = try Self.checker(stack, registry: Planted.registry).run(sessions: 500, seed: 7, jobs: 1) { 0 }
        let failure = try #require(report.failure, "\(report.text)")
        #expect(failure.violation.invariant == invariant)
        #expect(failure.samples.count <= samples, "\(report.text)")
        #expect(report.sessions < 500)
    }
}

private final class TickingClock: @unchecked Sendable {
    private let lock = NSLock()
    private var now = 0.0

    func tick() -> Double {
        lock.withLock {
            now += 1
            return now
        }
    }
}

extension StackCheckerTests {
    /// What a person would see: a subview that jumps, a settle that misses its target, a layout still moving after
    /// its settle. Each is found within 3,000 sessions, and the report the user reads is pinned line for line.
    @Test(arguments: [
        (
            "top-only,anchor-top,fade,tabs,planted-teleport",
            [
                "FAILED: 'subview-continuity' at frame 199 of session 0: subview 'avatar' y changed by 400, from 120 "
                    + "to 520, while the scroll moved 3.1765985945264035 pt in 0.011111000000000093 s: at most "
                    + "6.353197189052807 (2 per pt + 0 per s).",
                "Shrunk from 329 to 2 samples, 3 to 1 gesture; it fails at frame 1: subview 'avatar' y changed "
                    + "by 400, from 120 to 520, while the scroll moved 40.2 pt in 0.016666666666666666 s: at most 80.4 "
                    + "(2 per pt + 0 per s).",
                "t,offset_y,inset_top,viewport_width,viewport_height,content_height,phase",
                "0,0,0,390,844,3000,idle",
                "0.016666666666666666,40.2,0,390,844,3000,idle",
            ]
        ),
        (
            "top-only,anchor-top,planted-overshoot",
            [
                "FAILED: 'settle-at-rest' at frame 2 of session 16: followed to offset -44 over 0.3 s, the header "
                    + "rests at stretchFactor 0, not the -0.09259259259259259 the settle aimed at "
                    + "(0.11209050711042554 at the release, offset -88.21154953585192).",
                "Shrunk from 136 to 2 samples, 4 to 1 gesture; it fails at frame 1: followed to offset -44 over "
                    + "0.3 s, the header rests at stretchFactor 0, not the -0.0925925925925926 the settle aimed at "
                    + "(0.12037037037037036 at the release, offset -90).",
                "t,offset_y,inset_top,viewport_width,viewport_height,content_height,phase",
                "0,0,0,390,844,3000,dragging",
                "0.016666666666666666,-90,100,390,844,3000,idle",
            ]
        ),
        (
            "planted-late-settle,anchor-top",
            [
                "FAILED: 'settle-at-rest' at frame 2 of session 16: followed to offset -64 over 0.1 s, the layout "
                    + "still changes 0.13333333333333336 s after the release: header height 64.2 -> 64.24888888888889.",
                "Shrunk from 136 to 2 samples, 4 to 1 gesture; it fails at frame 1: followed to offset -64 over "
                    + "0.1 s, the layout still changes 0.11666666666666667 s after the release: header height 64.2 -> "
                    + "64.22555555555556.",
                "t,offset_y,inset_top,viewport_width,viewport_height,content_height,phase",
                "0,0,0,390,844,3000,dragging",
                "0.016666666666666666,-90,100,390,844,3000,idle",
            ]
        ),
    ])
    func aVisibleBugIsFoundWithin3000SessionsAndShrunk(_ stack: String, report expected: [String]) throws {
        let report = try Self.checker(stack, registry: Planted.registry).run(sessions: 3000, seed: 1, jobs: 1) { 0 }
        let failure = try #require(report.failure, "\(report.text)")
        #expect(report.sessions < 3000)
        #expect(failure.samples.count <= 10)
        let lines = report.text.split(separator: "\n").map(String.init)
        #expect(Array(lines.dropFirst(2)) == expected)
    }

    /// The same jump under another expansion, content anchor and effect.
    @Test func aPlantedJumpInABuiltInStackIsFoundWhicheverTheExpansion() throws {
        let report = try Self.checker("immediate,anchor-bottom,zoom,planted-teleport", registry: Planted.registry).run(
            sessions: 3000, seed: 1, jobs: 1
        ) { 0 }
        let failure = try #require(report.failure)
        #expect(failure.violation.invariant == "subview-continuity")
        #expect(failure.samples.count == 2)
    }
}
