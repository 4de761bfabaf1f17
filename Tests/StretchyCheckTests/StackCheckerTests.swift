import StretchyBehaviors
import StretchyCheck
import StretchyCore
import Testing

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
    ]

    @Test(arguments: builtInStacks)
    func builtInStackPasses(_ stack: String) throws {
        let report = try Self.checker(stack).run(sessions: 60, seed: 1, jobs: 2) { 0 }
        #expect(report.failure == nil, "\(report.text)")
        #expect(report.sessions == 60)
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
