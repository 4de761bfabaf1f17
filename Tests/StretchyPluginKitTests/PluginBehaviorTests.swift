import Foundation
import PluginFixtures
import StretchyBehaviors
import StretchyCore
import StretchyPluginKit
import Testing
import _StretchySystem

/// The example plugin's `parallax` run through stacks, checked frame by frame against its formula.
@Suite("PluginBehavior")
struct PluginBehaviorTests {
    static func registry() throws -> BehaviorRegistry {
        try BehaviorRegistry.builtIn.loadingPlugins([try PluginFixtures.parallaxPlugin()])
    }

    /// A drag down past the top, a fling up past the collapse, and back, with every phase, at 60 Hz.
    static let samples: [ScrollSample] = {
        let phases = ScrollPhase.allCases
        return (0..<240).map { frame in
            let t = Double(frame) / 60
            let offset = -280 - 150 * sin(t * 1.3) + 700 * (1 - cos(t * 0.9)) / 2
            return ScrollSample(time: t, offsetY: offset, insetTop: 280, phase: phases[frame % phases.count])
        }
    }()

    @Test(arguments: [0.0, 0.25, 0.5, 1.0])
    func parallaxMovesTheBackgroundByTheCollapseTimesOneMinusTheMultiplier(multiplier: Double) throws {
        let configuration = HeaderConfiguration.profileHeader
        let registry = try Self.registry()
        let stack = try registry.makeStack(
            stack: "top-only,parallax=multiplier=\(NumberFormatting.shortest(multiplier))", configuration: configuration
        )
        let reference = try registry.makeStack(stack: "top-only", configuration: configuration)
        #expect(stack.identifiers == ["top-only", "anchor-top", "parallax"])
        #expect(stack.writtenAttributes == [SubviewAttributeKey(0, .y)])
        var runner = stack.makeRunner()
        var referenceRunner = reference.makeRunner()
        let background = try #require(configuration.subviewIndex(of: "background"))
        var moved = 0
        for sample in Self.samples {
            let layout = try runner.step(sample)
            var expected = try referenceRunner.step(sample)
            let collapsed = max(0, configuration.maximumHeight - expected.headerHeight)
            expected.subviews[background].y -= collapsed * (1 - multiplier)
            #expect(layout == expected, "t = \(sample.time)")
            if layout.subviews[background].y != configuration.subviews[background].restingAttributes.y { moved += 1 }
        }
        #expect(multiplier == 1 ? moved == 0 : moved > 100)
    }

    @Test func parallaxTakesItsTargetFromTheStack() throws {
        let configuration = HeaderConfiguration.profileHeader
        let stack = try Self.registry().makeStack(
            stack: "top-only,parallax=target=title+avatar:multiplier=0", configuration: configuration)
        var runner = stack.makeRunner()
        let layout = try runner.step(ScrollSample(time: 0, offsetY: -180, insetTop: 280))
        let title = try #require(configuration.subviewIndex(of: "title"))
        let avatar = try #require(configuration.subviewIndex(of: "avatar"))
        let shift = configuration.maximumHeight - layout.headerHeight
        #expect(shift > 0)
        #expect(layout.subviews[title].y == configuration.subviews[title].restingAttributes.y - shift)
        #expect(layout.subviews[avatar].y == configuration.subviews[avatar].restingAttributes.y - shift)
        #expect(layout.subviews[0] == configuration.subviews[0].restingAttributes)
    }

    @Test func manyThreadsRunOneStackAndGetTheSameFrames() async throws {
        let stack = try Self.registry().makeStack(stack: "immediate,parallax,fade", configuration: .profileHeader)
        func replay() throws -> [HeaderLayout] {
            var runner = stack.makeRunner()
            return try Self.samples.map { try runner.step($0) }
        }
        let serial = try replay()
        let results = try await withThrowingTaskGroup(of: [HeaderLayout].self) { group in
            for _ in 0..<8 { group.addTask { try replay() } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == serial })
    }
}
