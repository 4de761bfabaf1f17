import StretchyBehaviors
import StretchyCore
import StretchyTestSupport
import Testing

/// `snap`'s list of snap points: the texts of the lists it refuses, and releases that settle at the nearest point.
struct SnapBehaviorTests {
    static func stack(_ text: String) throws(BehaviorError) -> BehaviorStack {
        try BehaviorRegistry.builtIn.makeStack(stack: "top-only,snap=" + text, configuration: .profileHeader)
    }

    @Test(arguments: [
        ("points=", "it is empty"),
        ("points=0++1", "number 2 is empty"),
        ("points=0+half+1", "'half' is not a number"),
        ("points=0+1.5", "1.5 is not in [0, 1]"),
        ("points=-0.25+1", "-0.25 is not in [0, 1]"),
        ("points=0+0.75+0.5+1", "0.5 comes after 0.75; the numbers must increase"),
        ("points=0+0.5+0.5+1", "0.5 is given twice"),
    ])
    func aListThatIsNotIncreasingNumbersInRangeIsRefusedNamingTheFirstWrongOne(text: String, problem: String) {
        do {
            _ = try Self.stack(text)
            Issue.record("'\(text)' was accepted")
        } catch {
            let value = String(text.dropFirst("points=".count))
            #expect(error.description == "'\(value)' is not a valid list for 'snap' parameter 'points': \(problem)")
            #expect(
                error.hint
                    == "Join increasing numbers with '+', each once, such as '0+0.5+1'; the description of 'snap' "
                    + "gives their range.")
        }
    }

    @Test func pointAndPointsTogetherAreRefused() {
        do {
            _ = try Self.stack("point=0.5:points=0+1")
            Issue.record("point with points was accepted")
        } catch {
            #expect(
                error.description
                    == "'snap' is given parameters that break a rule: give point or points, not both (points lists "
                    + "every snap point, the ends included)")
        }
    }

    @Test(arguments: [false, true])
    func everyReleaseSettlesAtTheSnapPointNearestItsProjection(velocity: Bool) throws {
        let points = [0.0, 0.2, 0.45, 0.5, 0.9]
        let stack = try Self.stack("points=0+0.2+0.45+0.5+0.9" + (velocity ? ":velocity=true" : ""))
        let range = 216.0
        var generator = SeededGenerator(seed: velocity ? 0x5A9 : 0x5A8)
        var settled = 0
        for _ in 0..<300 {
            let stretch = Double(Int.random(in: 1...215, using: &generator)) / range
            let step = velocity ? Double(Int.random(in: -6...6, using: &generator)) : 0
            let offset = -64 - stretch * range
            var runner = stack.makeRunner()
            _ = try runner.step(ScrollSample(time: 0, offsetY: offset - step, phase: .dragging))
            let layout = try runner.step(ScrollSample(time: 1.0 / 60, offsetY: offset, phase: .decelerating))
            guard layout.settleOffset != offset else { continue }
            settled += 1
            let projected = stretch - (velocity ? step * 60 * (0.998 / 0.002 / 1000) / range : 0)
            let target = layout.stretchFactor + (offset - layout.settleOffset) / range
            let nearest = try #require(
                points.firstIndex { point in
                    points.allSatisfy { abs(projected - point) <= abs(projected - $0) }
                })
            #expect(abs(target - points[nearest]) < 1e-9, "stretch \(stretch) step \(step)")
        }
        #expect(settled > 200)
    }
}
