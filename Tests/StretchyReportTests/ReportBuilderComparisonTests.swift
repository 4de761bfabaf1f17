import Foundation
import StretchyCore
import StretchyReport
import Testing

@Suite struct ReportBuilderComparisonTests {
    @Test func againstAnotherHeaderComparesTheFieldsBothHeadersHave() throws {
        let json = """
            {"maximumContentHeight": 200, "minimumContentHeight": 64,
             "subviews": [{"id": "title", "frame": {"x": 16, "y": 150, "width": 200, "height": 28}, "fontSize": 20}]}
            """
        let other = try HeaderConfiguration(json: Data(json.utf8))
        let store = try ReportFixtures.store("slow-drag")
        let builder = ReportBuilder(
            store: store, sessions: .named(["slow-drag"]), side: try ReportFixtures.side("top-only,fade"),
            against: try ReportFixtures.side("top-only,fade", header: other, name: "small.json"))
        let data = try ReportFixtures.embeddedData(try builder.html())
        let session = try #require((data["sessions"] as? [[String: Any]])?.first)
        let sides = try #require(session["sides"] as? [[String: Any]])
        #expect(sides.map { $0["header"] as? String } == ["profile header (embedded)", "small.json"])
        #expect((sides[1]["subviews"] as? [String]) == ["title"])
        let diff = try #require(session["diff"] as? [String: Any])
        // The title rests 58 pt higher in the second header, from the first frame on; the heights agree at rest (both
        // over-stretched at offset -280 under legacy insets) and the stretch factors differ by less.
        #expect(diff["first"] as? Int == 0)
        #expect((diff["largest"] as? NSNumber)?.doubleValue == 58)
    }

    @Test func aProfiledReportCarriesTheHistogramPercentilesAndEachBehavioursCost() throws {
        var builder = try ReportFixtures.report("slow-drag", "top-only,fade,tabs")
        builder.profile = true
        let data = try ReportFixtures.embeddedData(try builder.html())
        let session = try #require((data["sessions"] as? [[String: Any]])?.first)
        let profile = try #require(session["profile"] as? [String: Any])
        let bands = try #require(profile["bands"] as? [Int])
        #expect(bands.reduce(0, +) == profile["frames"] as? Int)
        // A report times every frame, behaviour by behaviour, for its timeline (docs/replay.md).
        #expect(profile["frames"] as? Int == 319)
        let timeline = try #require(profile["timeline"] as? [String: Any])
        #expect(timeline["frames"] as? Int == 319 && timeline["thinned"] as? Bool == false)
        #expect((timeline["seq"] as? [Int]) == Array(0..<319))
        #expect((timeline["costs"] as? [[Int]])?.map(\.count) == [319, 319, 319, 319])
        let behaviors = try #require(profile["behaviors"] as? [[String: Any]])
        #expect(behaviors.compactMap { $0["id"] as? String } == ["top-only", "anchor-top", "fade", "tabs"])
        let plain = try ReportFixtures.embeddedData(try ReportFixtures.report("slow-drag", "top-only,fade,tabs").html())
        #expect((plain["sessions"] as? [[String: Any]])?.first?["profile"] == nil)
    }
}
