import Foundation
import StretchyCore
import StretchyReplay
import StretchyReport
import StretchyStore
import Testing

@Suite struct ReportBuilderTests {
    /// A side's embedded frames, decoded with `JSONDecoder`, which reads numbers exactly.
    private struct EmbeddedSide: Decodable {
        enum Column: Decodable {
            case constant(Double)
            case values([Double])

            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let value = try? container.decode(Double.self) {
                    self = .constant(value)
                } else {
                    self = .values(try container.decode([Double].self))
                }
            }
        }

        var names: [String]
        var data: [Column]

        func column(_ name: String, frames: Int) throws -> [Double] {
            switch data[try #require(names.firstIndex(of: name))] {
            case .constant(let value): Array(repeating: value, count: frames)
            case .values(let values): values
            }
        }
    }

    private struct EmbeddedPage: Decodable {
        struct Session: Decodable { var sides: [EmbeddedSide] }
        var sessions: [Session]
    }

    @Test func theEmbeddedFramesEqualTheReplaysFrames() throws {
        let builder = try ReportFixtures.report("pull-to-stretch", "top-only,zoom,fade=target=title:by=0.5,tabs")
        let html = try builder.html()
        let data = try ReportFixtures.embeddedData(html)
        let session = try #require((data["sessions"] as? [[String: Any]])?.first)
        let side = try #require((session["sides"] as? [[String: Any]])?.first)
        let page = try JSONDecoder().decode(EmbeddedPage.self, from: Data(ReportFixtures.embeddedText(html).utf8))
        let stack = builder.side.stack
        let columns = FrameColumns.everyAttribute(of: stack)
        var expected: [[Double]] = []
        var phases: [String] = []
        var values: [Double] = []
        let summary = try ReplayEngine(stack: stack).run(session: "pull-to-stretch", in: builder.store) { frame in
            columns.values(sample: frame.sample, layout: frame.layout, into: &values)
            expected.append(values)
            phases.append(frame.sample.phase.rawValue)
        }
        #expect(session["frames"] as? Int == 107)
        #expect(session["kept"] as? [Int] == Array(0..<107))
        #expect(side["digest"] as? String == summary.digest.description)
        for (index, name) in columns.names.dropFirst().enumerated() {
            let embedded = try page.sessions[0].sides[0].column(name, frames: 107)
            #expect(embedded.map(\.bitPattern) == expected.map { $0[index].bitPattern }, "\(name)")
        }
        let names = try #require(data["phases"] as? [String])
        let embeddedPhases = try #require(session["phase"] as? [Int]).map { names[$0] }
        #expect(embeddedPhases == phases)
    }

    @Test func aLongSessionIsThinnedEvenlyToTheCapKeepingTheFirstAndLastFrames() throws {
        let builder = try ReportFixtures.report("slow-drag", "top-only", cap: 10)
        let data = try ReportFixtures.embeddedData(try builder.html())
        let session = try #require((data["sessions"] as? [[String: Any]])?.first)
        #expect(session["kept"] as? [Int] == [0, 35, 71, 106, 141, 177, 212, 247, 283, 318])
        #expect(session["frames"] as? Int == 319)
    }

    @Test func theSameInputsGiveByteIdenticalPages() throws {
        let first = try ReportFixtures.report("fast-fling-up-and-back", "top-only,snap", against: "immediate").html()
        let second = try ReportFixtures.report("fast-fling-up-and-back", "top-only,snap", against: "immediate").html()
        #expect(first == second)
    }

    @Test func thePageReferencesNothingOutsideItself() throws {
        let html = try ReportFixtures.report("slow-drag", "top-only,fade", against: "immediate").html()
        for pattern in ["src=", "href=\"http", "url(", "@import", "fetch(", "XMLHttpRequest", "import(", "<link"] {
            #expect(!html.contains(pattern), "\(pattern)")
        }
        let hrefs = html.components(separatedBy: "href").dropFirst()
        for href in hrefs {
            #expect(href.hasPrefix(": \"#session-"), "\(href.prefix(40))")
        }
        // The one URL in the page is SVG's namespace name, which is never fetched; the other "http" is the
        // policy's `http-equiv`, which forbids fetching anything at all.
        #expect(html.components(separatedBy: "http").count == 3)
        #expect(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "))
        #expect(html.contains("\"http://www.w3.org/2000/svg\""))
    }

    @Test func aComparisonMarksTheFirstDivergenceAndTheLargestDifference() throws {
        let builder = try ReportFixtures.report("slow-drag", "top-only", against: "immediate")
        let data = try ReportFixtures.embeddedData(try builder.html())
        let session = try #require((data["sessions"] as? [[String: Any]])?.first)
        let diff = try #require(session["diff"] as? [String: Any])
        let report = try StackComparison(first: builder.side.stack, second: builder.against!.stack)
            .run(session: "slow-drag", in: builder.store)
        let first = report.fields.compactMap { $0.firstDivergence?.seq }.min()
        #expect(diff["first"] as? Int == first)
        #expect(diff["largest"] as? Double == report.fields.map(\.largestDifference).max())
        let keys = try #require(session["keyFrames"] as? [[String: Any]])
        #expect(keys.contains { $0["reason"] as? String == "first divergence" && $0["seq"] as? Int == first })
    }

    @Test func keyFramesAreTheStartTheExtremesEveryReleaseAndTheEnd() throws {
        let data = try ReportFixtures.embeddedData(try ReportFixtures.report("slow-drag", "top-only").html())
        let session = try #require((data["sessions"] as? [[String: Any]])?.first)
        let keys = try #require(session["keyFrames"] as? [[String: Any]])
        let reasons = keys.map { "\($0["reason"]!)@\($0["seq"]!)" }
        #expect(reasons.first == "start@0")
        #expect(reasons.last == "end@318")
        // slow-drag never pulls past the top: no largest stretch (ReportLayoutBrowserTests checks one that does).
        #expect(!reasons.contains { $0.hasPrefix("largest stretch@") })
        #expect(reasons.contains { $0.hasPrefix("fully collapsed@") })
        #expect(reasons.filter { $0.hasPrefix("release@") }.count == session["releases"] as? Int)
        #expect((session["releases"] as? Int ?? 0) >= 2)
    }

    @Test func allReportsEverySessionInNameOrder() throws {
        let store = try ReportFixtures.store("slow-drag")
        let builder = ReportBuilder(store: store, sessions: .all, side: try ReportFixtures.side("top-only"))
        let data = try ReportFixtures.embeddedData(try builder.html())
        let names = (data["sessions"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names == ["slow-drag"])
    }

    @Test func writeLeavesThePageUnderItsName() throws {
        let path = ReportFixtures.temporaryPath("page.html")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let builder = try ReportFixtures.report("bounce-at-top", "top-only")
        try builder.write(to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == (try builder.html()))
    }

    @Test func errorsNameWhatIsWrongAndHowToPutItRight() throws {
        var builder = try ReportFixtures.report("slow-drag", "top-only")
        builder.sessions = .named([])
        #expect(throws: ReportError.noSessionsNamed) { try builder.html() }
        #expect(ReportError.noSessionsNamed.description == "no session to report on")
        #expect(
            ReportError.noSessionsNamed.hint
                == "Name at least one session, or report on every session of the file.")
        builder.sessions = .all
        builder.playerFrameCap = 1
        #expect(throws: ReportError.playerFrameCapTooSmall(1)) { try builder.html() }
        #expect(ReportError.playerFrameCapTooSmall(1).description == "player frame cap 1 is below 2")
        #expect(
            ReportError.playerFrameCapTooSmall(1).hint == "Give the player at least 2 frames; the default is 10000.")
        builder.playerFrameCap = 100
        builder.plotColumns = 8
        #expect(throws: ReportError.plotColumnsOutOfRange(8)) { try builder.html() }
        #expect(
            ReportError.plotColumnsOutOfRange(8).description == "plot width 8 is outside 16...8192 pixel columns")
        #expect(ReportError.plotColumnsOutOfRange(8).hint == "Use a width from 16 to 8192; the default is 720.")
        builder.plotColumns = 720
        let path = "/nonexistent-folder/report.html"
        #expect(throws: ReportError.cannotCreateOutput(path: path, reason: "No such file or directory")) {
            try builder.write(to: path)
        }
        #expect(
            ReportError.cannotCreateOutput(path: path, reason: "No such file or directory").description
                == "cannot create '/nonexistent-folder/report.html': No such file or directory")
        #expect(ReportError.fileHasNoSessions(path: "a.db").description == "'a.db' holds no session")
        #expect(
            ReportError.fileHasNoSessions(path: "a.db").hint == "Record, synthesize or import a session into it first.")
        #expect(
            ReportError.writeFailed(path: "r.html", reason: "No space left on device").description
                == "writing 'r.html' failed: No space left on device")
    }
}
