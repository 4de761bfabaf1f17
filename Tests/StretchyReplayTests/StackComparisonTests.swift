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

    /// Each stack is timed several times, interleaved (first, second; second, first; first, second), and the ratio
    /// is the median of the repetitions' ratios, with its spread.
    @Test func timingIsTheMedianOfInterleavedRepetitions() throws {
        let stack = try BehaviorRegistry.builtIn.makeStack(stack: "top-only", configuration: .profileHeader)
        let comparison = StackComparison(first: stack, second: stack)
        // Passes in order: first 100, second 210; second 190, first 100; first 100, second 200.
        let steady = try comparison.run(
            repetitions: 3, clock: ScriptedClock(durations: [100, 210, 190, 100, 100, 200])
        ) { ArraySampleSource(Self.samples) }
        #expect(steady.firstTimes == [100, 100, 100])
        #expect(steady.secondTimes == [210, 190, 200])
        #expect(steady.timingRatio == 2)
        #expect(steady.ratioSpread?.low == 1.9 && steady.ratioSpread?.high == 2.1)
        #expect(!steady.isTimingNoise)
        // Five repetitions; one stalled (15x) leaves the quartiles alone; two wild ones make it noise.
        let stalled = try comparison.run(
            repetitions: 5, clock: ScriptedClock(durations: [100, 100, 1_500, 100, 100, 110, 105, 100, 100, 100])
        ) { ArraySampleSource(Self.samples) }
        #expect(stalled.timingRatio == 1.05)
        #expect(!stalled.isTimingNoise, "one stalled repetition out of five")
        let noisy = try comparison.run(
            repetitions: 5, clock: ScriptedClock(durations: [100, 300, 1_500, 100, 100, 110, 105, 100, 100, 20])
        ) { ArraySampleSource(Self.samples) }
        #expect(noisy.isTimingNoise)
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
