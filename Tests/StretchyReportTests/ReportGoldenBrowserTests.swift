import Foundation
import StretchyCore
import StretchyReplay
import StretchyReport
import StretchyStore
import Testing

/// `againstGolden` (`report --against-golden NAME`) in headless Chromium: the page opens on the first frame where
/// today's replay differs from the golden, with exactly the differing fields highlighted, and says so; a golden that
/// matches is said to match. Skipped, with the reason printed, where there is no `chromium` on PATH.
@Suite struct ReportGoldenBrowserTests {
    /// A copy of a shipped session holding the golden `base` of `saved`, and a report of `today` against it.
    struct Fixture {
        var folder: String
        var builder: ReportBuilder
        var saved: BehaviorStack
        var today: BehaviorStack

        init(session: String, saved savedText: String, today todayText: String) throws {
            folder = ReportFixtures.temporaryPath("golden")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let file = folder + "/" + session + ".db"
            try FileManager.default.copyItem(atPath: ReportFixtures.sessions + "/\(session).db", toPath: file)
            saved = try BehaviorRegistry.builtIn.makeStack(stack: savedText, configuration: .profileHeader)
            today = try BehaviorRegistry.builtIn.makeStack(stack: todayText, configuration: .profileHeader)
            do {
                let writer = try SessionStore(path: file, mode: .readWrite)
                _ = try ReplayEngine(stack: saved).saveGolden(
                    named: "base", session: session, stackText: savedText, in: writer)
            }
            builder = ReportBuilder(
                store: try SessionStore(path: file, mode: .readOnly), sessions: .named([session]),
                side: try ReportFixtures.side(todayText), againstGolden: "base")
        }

        /// Every frame's digest-column values of a stack's replay.
        func values(_ stack: BehaviorStack) throws -> (names: [String], frames: [[Double]], digest: String) {
            var frames: [[Double]] = []
            let engine = ReplayEngine(stack: stack)
            let summary = try engine.run(session: try builder.store.sessions()[0].name, in: builder.store) {
                frames.append($0.values)
            }
            return (Array(engine.columns.names.dropFirst()), frames, summary.digest.hexadecimal)
        }

        func page() throws -> String {
            let path = folder + "/page.html"
            try builder.write(to: path)
            return path
        }
    }

    @Test func thePageOpensOnTheFirstDifferingFrameWithTheDifferingFieldsHighlighted() throws {
        if let reason = HeadlessChromium.skipReason {
            print("ReportGoldenBrowserTests skipped: \(reason)")
            return
        }
        let fixture = try Fixture(session: "slow-drag", saved: "top-only,fade", today: "top-only,fade=by=0.5")
        defer { try? FileManager.default.removeItem(atPath: fixture.folder) }
        // Where they differ, worked out here from the two replays, not from the page.
        let golden = try fixture.values(fixture.saved)
        let now = try fixture.values(fixture.today)
        let inputs: Set<String> = ["t", "offset_y"]
        let compared = golden.names.enumerated().filter { !inputs.contains($0.element) }
        let first = try #require(
            golden.frames.indices.first { k in
                compared.contains { index, name in
                    golden.frames[k][index] != now.frames[k][now.names.firstIndex(of: name)!]
                }
            })
        let differing = compared.filter { index, name in
            golden.frames[first][index] != now.frames[first][now.names.firstIndex(of: name)!]
        }.map(\.element)
        #expect(first > 0)
        #expect(!differing.isEmpty)
        let path = try fixture.page()
        for width in [1280, 390] {
            let browser = try HeadlessChromium(width: width, height: 900)
            try browser.open(path, fragment: "")
            #expect(try browser.evaluate("window.stretchyReport.frame()") as? Int == first)
            let highlighted = try #require(
                try browser.evaluate(
                    "Array.from(document.querySelectorAll('tr.diff')).map((r) => r.dataset.field).join(',')")
                    as? String)
            #expect(Set(highlighted.split(separator: ",").map(String.init)) == Set(differing))
            // Highlighted as a person sees it: the row's cells are yellow, and bold.
            let style =
                try browser.evaluate(
                    "(() => { const s = getComputedStyle(document.querySelector('tr.diff td.num')); "
                        + "return s.backgroundColor + ' ' + s.fontWeight; })()") as? String
            #expect(style == "rgb(255, 241, 184) 600")
            let unchanged =
                try browser.evaluate(
                    "getComputedStyle(document.querySelector('tr[data-field=\"header_height\"] td.num')).backgroundColor"
                )
                as? String
            #expect(unchanged == "rgba(0, 0, 0, 0)")
            let notice = try #require(try browser.evaluate("document.querySelector('p.golden').textContent") as? String)
            #expect(
                notice.hasPrefix("Today's replay differs from golden 'base' from frame \(first) (t = "),
                "\(notice)")
            let fields = try browser.evaluate("window.stretchyReport.sessions[0].differing().join(', ')") as? String
            #expect(notice.contains(" s) on: \(try #require(fields)). The player opens there"), "\(notice)")
            // The golden is side A, today's replay side B, named as such.
            let heads =
                try browser.evaluate(
                    "Array.from(document.querySelectorAll('.values table:first-child th')).map((t) => t.textContent)"
                        + ".join('|')") as? String
            #expect(heads == "frame|golden|today")
            #expect(try browser.evaluate("window.stretchyReport.errors.length") as? Int == 0)
            #expect(browser.problems.isEmpty, "the page logged: \(browser.problems)")
        }
    }

    @Test func aGoldenThatMatchesSaysSoAndThePageOpensAtTheStart() throws {
        if HeadlessChromium.skipReason != nil { return }
        let fixture = try Fixture(session: "pull-to-stretch", saved: "top-only,tabs", today: "top-only,tabs")
        defer { try? FileManager.default.removeItem(atPath: fixture.folder) }
        let browser = try HeadlessChromium(width: 1280, height: 900)
        try browser.open(try fixture.page(), fragment: "")
        #expect(
            try browser.evaluate("document.querySelector('p.golden').textContent") as? String
                == "Today's replay matches golden 'base' on every frame, bit for bit.")
        #expect(try browser.evaluate("window.stretchyReport.frame()") as? Int == 0)
        #expect(try browser.evaluate("document.querySelectorAll('tr.diff').length") as? Int == 0)
        #expect(
            try browser.evaluate("document.body.innerText.includes('golden and today agree on every frame')") as? Bool
                == true)
        #expect(browser.problems.isEmpty, "the page logged: \(browser.problems)")
    }

    @Test func theSameGoldenAndStackGiveByteIdenticalPagesAndTheGoldensOwnDigest() throws {
        let fixture = try Fixture(session: "slow-drag", saved: "top-only,fade", today: "top-only,fade=by=0.5")
        defer { try? FileManager.default.removeItem(atPath: fixture.folder) }
        let page = try fixture.builder.html()
        #expect(try fixture.builder.html() == page)
        let golden = try #require(try fixture.builder.store.golden(named: "base", session: "slow-drag"))
        let sides = try #require(
            ((try ReportFixtures.embeddedData(page)["sessions"] as? [[String: Any]])?.first)?["sides"]
                as? [[String: Any]])
        #expect(sides.map { $0["digest"] as? String } == [golden.digest, try fixture.values(fixture.today).digest])
        #expect(sides.map { $0["stack"] as? String } == ["golden 'base'", "top-only,fade=by=0.5"])
    }

    @Test func aMissingOrDamagedGoldenIsTheCheckGoldensError() throws {
        let fixture = try Fixture(session: "slow-drag", saved: "top-only", today: "top-only")
        defer { try? FileManager.default.removeItem(atPath: fixture.folder) }
        var builder = fixture.builder
        builder.againstGolden = "nope"
        #expect(throws: ReplayError.goldenNotFound(name: "nope", session: "slow-drag", available: ["base"])) {
            try builder.html()
        }
        let file = fixture.folder + "/slow-drag.db"
        try SessionStore(path: file, mode: .readWrite).connection.execute(
            "UPDATE goldens SET frames = 318")
        #expect(
            throws: ReplayError.goldenDamaged(
                name: "base", session: "slow-drag", path: file, .frameCount(read: 319, recorded: 318))
        ) {
            try fixture.builder.html()
        }
        builder = fixture.builder
        builder.against = try ReportFixtures.side("immediate")
        #expect(throws: ReportError.secondSideAndGolden) { try builder.html() }
    }
}
