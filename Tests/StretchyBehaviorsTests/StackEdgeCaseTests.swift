import Foundation
import StretchyBehaviors
import StretchyCore
import Testing

/// Edge cases every expansion and effect must survive.
struct StackEdgeCaseTests {
    static let everyBehaviour =
        "top-only,anchor-bottom,fade,transform=target=avatar+title:width=-32:alpha=-0.5:curve=easeOut,zoom,tabs"
    static let offsets: [Double] = [-1e9, -5000, -400, -280, -281, -279, -100, -64, -63.5, 0, 0.1, 100, 2156, 1e9]

    static func equalHeader(minimumEqualsMaximum value: Double, inset: EdgeInsets) throws -> HeaderConfiguration {
        var header = HeaderConfiguration.profileHeader
        header.maximumContentHeight = value
        header.minimumContentHeight = value
        header.contentInset = inset
        try header.validate()
        return header
    }

    @Test(arguments: ["top-only", "immediate", "mg-collapse"], [EdgeInsets.zero, EdgeInsets(top: 20, bottom: 10)])
    func maximumEqualToMinimumGivesNoNaN(expansion: String, inset: EdgeInsets) throws {
        let header = try Self.equalHeader(minimumEqualsMaximum: 120, inset: inset)
        let stack = try BehaviorRegistry.builtIn.makeStack(
            stack: expansion + ",fade,transform=width=10,tabs", configuration: header)
        var runner = stack.makeRunner()
        for (index, offset) in Self.offsets.enumerated() {
            let layout = try runner.step(ScrollSample(time: Double(index), offsetY: offset, insetTop: 140))
            #expect(layout.stretchFactor == 0 || layout.stretchFactor == 1)
            #expect(layout.headerHeight.isFinite && layout.contentHeight.isFinite)
            #expect(
                layout.subviews.allSatisfy { attributes in
                    SubviewAttribute.allCases.allSatisfy { attributes[$0].isFinite }
                })
        }
    }

    @Test func stretchFactorIsOneAtOrAboveTheMaximumWhenTheRangeIsEmpty() throws {
        let header = try Self.equalHeader(minimumEqualsMaximum: 100, inset: .zero)
        #expect(header.stretchFactor(forHeaderHeight: 100) == 1)
        #expect(header.stretchFactor(forHeaderHeight: 400) == 1)
        #expect(header.stretchFactor(forHeaderHeight: 99) == 0)
    }

    @Test(arguments: [EdgeInsets.zero, EdgeInsets(top: 64, left: 8, bottom: 12, right: 8)])
    func insetsShiftTheRestingHeightAndContent(inset: EdgeInsets) throws {
        var header = HeaderConfiguration.profileHeader
        header.contentInset = inset
        let stack = try BehaviorRegistry.builtIn.makeStack(stack: "top-only", configuration: header)
        var runner = stack.makeRunner()
        let resting = try runner.step(ScrollSample(time: 0, offsetY: -header.maximumHeight))
        #expect(resting.headerHeight == 280 + inset.vertical)
        #expect(resting.contentY == inset.top)
        #expect(resting.contentHeight == 280)
        #expect(resting.stretchFactor == 1)
        let collapsed = try runner.step(ScrollSample(time: 1, offsetY: 500))
        #expect(collapsed.headerHeight == 64 + inset.vertical)
        #expect(collapsed.contentHeight == 64)
        #expect(collapsed.stretchFactor == 0)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 1.5e9, -2e9])
    func nonFiniteAndExtremeOffsetsAreRefusedBeforeAnyBehaviour(offset: Double) throws {
        let stack = try BehaviorRegistry.builtIn.makeStack(stack: Self.everyBehaviour, configuration: .profileHeader)
        var runner = stack.makeRunner()
        _ = try runner.step(ScrollSample(time: 0, offsetY: -280))
        #expect(throws: InvalidSample.self) { try runner.step(ScrollSample(time: 1, offsetY: offset)) }
        #expect(runner.frameCount == 1, "a refused sample does not count")
        let next = try runner.step(ScrollSample(time: 2, offsetY: -100))
        #expect(next.headerHeight == 100)
    }

    @Test func refusalsNameTheSampleAndField() throws {
        let stack = try BehaviorRegistry.builtIn.makeStack(stack: "top-only", configuration: .profileHeader)
        var runner = stack.makeRunner()
        _ = try runner.step(ScrollSample(time: 0.5, offsetY: -280))
        do {
            _ = try runner.step(ScrollSample(time: 1, offsetY: .nan))
            Issue.record("NaN was accepted")
        } catch {
            #expect(error.description == "sample 1: 'offset_y' is nan; it must be a finite number")
            #expect(error.field == "offset_y" && error.index == 1 && error.reason == .notFinite)
        }
        do {
            _ = try runner.step(ScrollSample(time: 0.25, offsetY: 0))
            Issue.record("time going backwards was accepted")
        } catch {
            #expect(error.description == "sample 1: 't' is 0.25, before the previous sample's 0.5")
        }
        do {
            _ = try runner.step(ScrollSample(time: 1, offsetY: 0, viewportHeight: -1))
            Issue.record("a negative viewport was accepted")
        } catch {
            #expect(error.description == "sample 1: 'viewport_height' is -1; it must not be negative")
        }
        do {
            _ = try runner.step(ScrollSample(time: 1, offsetY: -3e9))
            Issue.record("an extreme offset was accepted")
        } catch {
            #expect(
                error.description == "sample 1: 'offset_y' is -3000000000; its magnitude must be at most 1000000000")
        }
    }

    @Test func aStackRunTwiceGivesBitIdenticalLayouts() throws {
        let stack = try BehaviorRegistry.builtIn.makeStack(
            stack: "immediate=bottom-bounce=ignore,anchor-bottom,fade=by=0.4,transform=y=-30:curve=easeInOut,zoom,tabs",
            configuration: .profileHeader)
        func run() throws -> [UInt64] {
            var runner = stack.makeRunner()
            var bits: [UInt64] = []
            for index in 0..<2000 {
                let time = Double(index) / 120
                let offset = -280 + 900 * sin(time * 1.7) + 0.1 * Double(index % 7)
                let layout = try runner.step(ScrollSample(time: time, offsetY: offset, insetTop: 280))
                let fields: [Double] = [
                    layout.headerY, layout.headerHeight, layout.contentY, layout.contentHeight, layout.stretchFactor,
                ]
                bits += fields.map(\.bitPattern)
                for subview in layout.subviews {
                    bits += SubviewAttribute.allCases.map { subview[$0].bitPattern }
                }
            }
            return bits
        }
        let first = try run()
        #expect(first == (try run()))
    }

    @Test func manyThreadsRunOneStackAtOnce() async throws {
        let stack = try BehaviorRegistry.builtIn.makeStack(stack: "immediate,fade,tabs", configuration: .profileHeader)
        let results = try await withThrowingTaskGroup(of: [Double].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    var runner = stack.makeRunner()
                    return try (0..<5000).map { index in
                        try runner.step(ScrollSample(time: Double(index), offsetY: Double(index % 600) - 300))
                            .headerHeight
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 4)
        #expect(Set(results).count == 1)
    }
}
