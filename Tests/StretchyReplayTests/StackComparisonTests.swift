import StretchyBehaviors
import StretchyCore
import StretchyReplay
import Testing

struct StackComparisonTests {
    static let samples: [ScrollSample] = [-280, -300, -200, 100, 600, 400, -280].enumerated().map {
        ScrollSample(time: Double($0.offset), offsetY: $0.element, insetTop: 280)
    }

    func compare(_ first: String, _ second: String, tolerance: Double = 0, header: HeaderConfiguration = .profileHeader)
        throws -> ComparisonReport
    {
        let registry = BehaviorRegistry.builtIn
        return try StackComparison(
            first: try registry.makeStack(stack: first, configuration: .profileHeader),
            second: try registry.makeStack(stack: second, configuration: header), tolerance: tolerance
        ).run { ArraySampleSource(Self.samples) }
    }

    @Test func identicalStacksAgree() throws {
        let report = try compare("top-only,fade", "top-only,fade")
        #expect(report.isWithinTolerance)
        #expect(report.frames == 7)
        #expect(report.fields.allSatisfy { $0.largestDifference == 0 })
        #expect(
            report.fields.map(\.name).prefix(5) == [
                "header_y", "header_height", "content_y", "content_height", "stretch_factor",
            ])
    }

    @Test func immediateAndTopOnlyDivergeWhereThePathMatters() throws {
        let report = try compare("top-only", "immediate")
        #expect(!report.isWithinTolerance)
        let height = try #require(report.fields.first { $0.name == "header_height" })
        // Frames 0-4 agree (-280, -300, -200, 100 -> 64, 600 -> 64); at 400 immediate expands by 200 to 264.
        #expect(height.firstDivergence?.seq == 5)
        #expect(height.firstDivergence?.first == 64 && height.firstDivergence?.second == 264)
        #expect(height.largestDifference == 200)
        #expect(report.firstNanoseconds > 0 && report.secondNanoseconds > 0)
    }

    @Test func theToleranceAbsorbsSmallDifferences() throws {
        let loose = try compare("top-only,fade=by=0.5", "top-only,fade=by=0.5001", tolerance: 1e-3)
        #expect(loose.isWithinTolerance)
        let strict = try compare("top-only,fade=by=0.5", "top-only,fade=by=0.5001")
        #expect(!strict.isWithinTolerance)
    }

    @Test func columnsOnlyOneHeaderHasAreReported() throws {
        var header = HeaderConfiguration.profileHeader
        header.subviews.removeAll { $0.id == "avatar" }
        let report = try compare("top-only,fade", "top-only,fade", header: header)
        #expect(report.onlyInFirst == ["avatar.alpha"])
        #expect(report.onlyInSecond.isEmpty)
        #expect(!report.isWithinTolerance)
    }
}
