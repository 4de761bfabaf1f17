import StretchyBehaviors
import StretchyCore
import StretchyTestSupport
import Testing

/// Random stack texts either build a stack that steps without refusing finite samples, or are refused with a
/// `BehaviorError` whose text names something: never a crash.
struct StackTextFuzzTests {
    static let pieces = [
        "top-only", "immediate", "mg-collapse", "anchor-top", "anchor-bottom", "fade", "transform", "zoom", "tabs",
        "snap", "fad", ",", ",", "=", "=", ":", "+", "target", "by", "width", "curve", "easeIn", "inset", "safe-area",
        "threshold", "title", "avatar", "background", "0", "0.5", "1", "-32", "2", "nan", "1e400", " ", "x",
        "managed", "false", "quirks", "fixed", "bottom-bounce", "ignore", "constraint", "top",
    ]

    @Test func randomStacksBuildOrAreRefusedWithABehaviorError() throws {
        var generator = SeededGenerator(seed: 0x5EED_0002)
        var built = 0
        for _ in 0..<FuzzInputs.iterations * 5 {
            let text = FuzzInputs.text(from: Self.pieces, count: 1...12, using: &generator)
            do {
                let stack = try BehaviorRegistry.builtIn.makeStack(stack: text, configuration: .profileHeader)
                built += 1
                var runner = stack.makeRunner()
                for index in 0..<20 {
                    let offset = Double.random(in: -2000...2000, using: &generator)
                    let phase = ScrollPhase.allCases.randomElement(using: &generator)!
                    let sample = ScrollSample(time: Double(index), offsetY: offset, insetTop: 280, phase: phase)
                    let layout = try runner.step(sample)
                    let values = [layout.headerHeight, layout.stretchFactor, layout.contentY, layout.settleOffset]
                    let allFinite = values.allSatisfy { $0.isFinite }
                    #expect(allFinite, "\(text)")
                }
            } catch let error as BehaviorError {
                #expect(!error.description.isEmpty, "\(text)")
            }
        }
        #expect(built > 0, "some random stacks should be valid")
    }
}
