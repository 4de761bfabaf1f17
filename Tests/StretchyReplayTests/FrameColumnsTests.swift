import Foundation
import StretchyBehaviors
import StretchyCore
import StretchyReplay
import Testing

@Suite struct FrameColumnsTests {
    @Test func everyAttributeListsEverySubviewsTenAttributesAfterTheStacksFixedColumns() throws {
        let stack = try BehaviorRegistry.builtIn.makeStack(stack: "top-only,fade,snap", configuration: .profileHeader)
        let columns = FrameColumns.everyAttribute(of: stack)
        #expect(columns.names.count == FrameColumns.fixed.count + 1 + 4 * 10)
        #expect(Array(columns.names.prefix(10)) == FrameColumns.fixed + ["settle_offset", "background.x"])
        #expect(columns.names.suffix(2) == ["tabs.fontSize", "tabs.scale"])
        // The engine's own columns, and so the digest, stay those the stack sets.
        #expect(ReplayEngine(stack: stack).columns == FrameColumns(stack: stack))
        #expect(FrameColumns(stack: stack).names.count < columns.names.count)
    }

    @Test func everyAttributeReadsTheLayoutsValues() throws {
        let stack = try BehaviorRegistry.builtIn.makeStack(stack: "top-only", configuration: .profileHeader)
        let columns = FrameColumns.everyAttribute(of: stack)
        var runner = stack.makeRunner()
        let sample = ScrollSample(time: 0.5, offsetY: -100, insetTop: 280)
        let layout = try runner.step(sample)
        var values: [Double] = []
        columns.values(sample: sample, layout: layout, into: &values)
        let avatarY = try #require(columns.names.firstIndex(of: "avatar.y"))
        #expect(values[avatarY - 1] == layout.subviews[1].y)
        #expect(values.count == columns.names.count - 1)
    }

    @Test func everyColumnReadsItsOwnFieldAndAttribute() throws {
        // Every value of the layout distinct, so that a column reading a neighbouring field or subview would show.
        let stack = try BehaviorRegistry.builtIn.makeStack(stack: "top-only,snap", configuration: .profileHeader)
        let columns = FrameColumns.everyAttribute(of: stack)
        var layout = HeaderLayout(restingFor: .profileHeader)
        (layout.headerY, layout.headerHeight, layout.contentY) = (1.5, 2.5, 3.5)
        (layout.contentHeight, layout.stretchFactor, layout.settleOffset) = (4.5, 5.5, 6.5)
        for subview in layout.subviews.indices {
            for (ordinal, attribute) in SubviewAttribute.allCases.enumerated() {
                layout.subviews[subview][attribute] = Double(100 * (subview + 1) + ordinal)
            }
        }
        let sample = ScrollSample(time: 0.25, offsetY: -0.75)
        var values = [Double](repeating: -1, count: 3)  // the wrong count: values resizes it
        columns.values(sample: sample, layout: layout, into: &values)
        var expected = [0.25, -0.75, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5]
        for key in columns.attributes { expected.append(layout.subviews[key.subview][key.attribute]) }
        #expect(values == expected)
        #expect(values.count == columns.names.count - 1)
        // Called again on the same array, it overwrites every value in place.
        let moved = ScrollSample(time: 0.5, offsetY: -1.75)
        columns.values(sample: moved, layout: layout, into: &values)
        expected[0] = 0.5
        expected[1] = -1.75
        #expect(values == expected)
    }

    @Test func aFrameWriterWithEveryAttributeWritesEverySubviewsValues() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let stack = try BehaviorRegistry.builtIn.makeStack(
            stack: "top-only,fade=target=title", configuration: .profileHeader)
        let engine = ReplayEngine(stack: stack)
        let writer = try FrameWriter(path: path, columns: .everyAttribute(of: stack), format: .csv)
        var source = SequenceSampleSource([ScrollSample(time: 0.1, offsetY: -172)])
        let summary = try engine.run(&source) { try writer.write($0) }
        try writer.finish()
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        let names = lines[0].split(separator: ",")
        let values = lines[1].split(separator: ",")
        #expect(names.count == 8 + 40 && values.count == names.count)
        #expect(values[names.firstIndex(of: "title.alpha")!] == "0.5")
        #expect(values[names.firstIndex(of: "avatar.cornerRadius")!] == "40")
        // The digest is the stack's own columns', as without the option.
        var again = SequenceSampleSource([ScrollSample(time: 0.1, offsetY: -172)])
        #expect(try engine.run(&again).digest == summary.digest)
    }
}
